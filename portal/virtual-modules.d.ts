/** The text register's parts made by portal/build/textRegisters.ts (`virtual:portal-texts/<language>/<part>`). */
declare module 'virtual:portal-texts/*' {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}
