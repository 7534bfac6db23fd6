/** FileInput.tsx's texts, apart from the component so that the e2e suites (plain .ts) can name them. */
export const FILE_INPUT_CODES = {
  chooseFile: '141039',
  chooseFiles: '141040',
  noFile: '141041',
  /** `{count}` files. */
  filesChosen: '141042',
} as const;
