export { FormEngine, ANNOUNCE_DELAY_MS, type FormEngineProps } from './engine/FormEngine';
export type { EngineFormContext } from './formContext';
