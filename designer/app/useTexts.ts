/** The designer's own texts in the author's chosen language. */
import { useMemo } from 'react';
import { translatorFor } from '../../texts/index.ts';
import { useDesigner } from './store.ts';

export function useT() {
  const language = useDesigner((state) => state.language);
  return useMemo(() => translatorFor(language), [language]);
}
