export { FormEngine, type FormEngineProps } from './engine/FormEngine.tsx';
export { ANNOUNCE_DELAY_MS } from './announce.ts';
export type { EngineFormContext } from './formContext.ts';
