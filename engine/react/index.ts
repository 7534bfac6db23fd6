export { FormEngine, type FormEngineProps } from './engine/FormEngine';
export { ANNOUNCE_DELAY_MS } from './announce';
export type { EngineFormContext } from './formContext';
