import {
  buttonId,
  canExpand,
  descriptionId,
  getUiOptions,
  titleId,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import { GroupChrome } from './GroupChrome.tsx';

/**
 * The properties of an object. A nested group is a `<fieldset>` with its title as `<legend>`; the
 * root object renders no fieldset (FormEngine shows the form's title), nor does an array item,
 * whose fieldset and numbered legend come from the ArrayFieldItemTemplate, nor an object without
 * a title of its own (its fields then belong to the enclosing group).
 */
export default function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, schema, uiSchema, formData, registry } = props;
  const { disabled, readonly, onAddProperty, optionalDataControl } = props;
  const options = getUiOptions(uiSchema);
  const { DescriptionFieldTemplate, TitleFieldTemplate } = registry.templates;
  const { AddButton } = registry.templates.ButtonTemplates;
  const path = fieldPathId.path;
  const isRoot = path.length === 0;
  const isArrayItem = typeof path[path.length - 1] === 'number';

  const content = (
    <>
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {/* The group's own errors (FieldTemplate hands them down): after its legend and description. */}
      <GroupChrome />
      {optionalDataControl}
      {properties.map((property) => property.content)}
      {canExpand(schema, uiSchema, formData) && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="ef-object-add"
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </>
  );

  // RJSF falls back to the property's key as the title; only a real title (ui:title, schema title) makes a group.
  const hasTitle = Boolean(title) && Boolean(options.title || schema.title);
  if (isRoot || isArrayItem || !hasTitle) {
    return (
      <div id={fieldPathId.$id} className="ef-object">
        {content}
      </div>
    );
  }
  return (
    <fieldset id={fieldPathId.$id} className="ef-group" tabIndex={-1}>
      <TitleFieldTemplate
        id={titleId(fieldPathId)}
        title={title}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      {content}
    </fieldset>
  );
}
