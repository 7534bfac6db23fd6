import type { TemplatesType } from '@rjsf/utils';
import ArrayFieldItemTemplate from './ArrayFieldItemTemplate.tsx';
import ArrayFieldTemplate from './ArrayFieldTemplate.tsx';
import { AddButton, RemoveButton, SubmitButton } from './ButtonTemplates.tsx';
import DescriptionFieldTemplate from './DescriptionFieldTemplate.tsx';
import ErrorListTemplate from './ErrorListTemplate.tsx';
import FieldErrorTemplate from './FieldErrorTemplate.tsx';
import FieldHelpTemplate from './FieldHelpTemplate.tsx';
import FieldTemplate from './FieldTemplate.tsx';
import ObjectFieldTemplate from './ObjectFieldTemplate.tsx';
import TitleFieldTemplate from './TitleFieldTemplate.tsx';
import TextWidget from '../widgets/TextWidget.tsx';

/** The shape of `Form`'s `templates` prop: any template, and any of the button templates. */
export type EngineTemplates = Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates?: Partial<TemplatesType['ButtonTemplates']>;
};

/** The theme's templates; RJSF's own are used for the rest (anyOf/oneOf, additional properties …). */
export const templates: EngineTemplates = {
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate: TextWidget,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
  ButtonTemplates: { SubmitButton, AddButton, RemoveButton },
};

export {
  AddButton,
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  RemoveButton,
  SubmitButton,
  TitleFieldTemplate,
};
