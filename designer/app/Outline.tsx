/**
 * The form's structure: steps, groups, repeating groups and fields. A field is chosen with its
 * button; Alt+Arrow up/down moves the chosen field, and its handle drags it (dnd-kit, by pointer or
 * by keyboard). Every move is announced with the field's label, and focus stays on the moved field.
 */
import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  closestCenter,
  pointerWithin,
  type CollisionDetection,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef } from 'react';
import { moveField, moveFieldTo, type Direction } from '../model/operations.ts';
import {
  isTechnical,
  outlineOf,
  siblingsOf,
  stepOf,
  type FieldNode,
  type Outline as OutlineModel,
} from '../model/outline.ts';
import type { Files } from '../model/workspace.ts';
import { C } from './codes.ts';
import type { PinnedProblem } from './problems.ts';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';

export interface OutlineProps {
  form: string;
  outline: OutlineModel;
  problems: PinnedProblem[];
  labelOf: (field: FieldNode) => string;
}

/** Where a field now stands among its siblings, as the announcement says it. */
export function positionOf(outline: OutlineModel, id: string) {
  const field = outline.byId.get(id)!;
  const step = field.parent.id === '' ? stepOf(outline, field) : undefined;
  const siblings = (step && step.index >= 0 ? step.fields : siblingsOf(outline, field)).filter(
    (sibling) => !isTechnical(sibling),
  );
  return { position: siblings.findIndex((sibling) => sibling.id === id) + 1, total: siblings.length };
}

/**
 * The field under the pointer, the innermost when groups nest (a group's row holds its fields'
 * rows); with the keyboard, which has no pointer, the nearest.
 */
const fieldUnderPointer: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length === 0) return closestCenter(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return [...within].sort((a, b) => area(a.id) - area(b.id));
};

/** Focus for the field whose outline button should have it after the next render. */
let focusAfterRender: string | null = null;
export const focusField = (id: string) => {
  focusAfterRender = id;
};

export function useMoveField(form: string, labelOf: (field: FieldNode) => string) {
  const t = useT();
  const { change, announce } = useDesigner();
  return (files: Files, outline: OutlineModel, field: FieldNode, direction: Direction, steps = 1) => {
    let next = files;
    for (let step = 0; step < steps; step++) next = moveField(next, form, field.id, direction);
    if (next === files) return announce(t(C.cannotMove));
    focusField(field.id);
    const position = positionOf(outlineOf(next, form), field.id);
    change(next, t(C.movedTo, { label: labelOf(field), ...position }));
  };
}

function FieldItem({ field, props }: { field: FieldNode; props: OutlineProps }) {
  const t = useT();
  const { selected, select, files } = useDesigner();
  const move = useMoveField(props.form, props.labelOf);
  const button = useRef<HTMLButtonElement>(null);
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: field.id });
  const label = props.labelOf(field);
  const problemCount = props.problems.filter((problem) => problem.field === field.id).length;
  useEffect(() => {
    if (focusAfterRender === field.id) {
      focusAfterRender = null;
      button.current?.focus();
    }
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className="designer-outline-item"
    >
      <div className="designer-outline-row">
        <button
          type="button"
          className="designer-drag"
          aria-label={t(C.dragHandle, { label })}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          ref={button}
          className="designer-field-button"
          aria-pressed={selected === field.id}
          data-field={field.id}
          onClick={() => select(field.id)}
          onKeyDown={(event) => {
            if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
            event.preventDefault();
            select(field.id);
            move(files, props.outline, field, event.key === 'ArrowUp' ? -1 : 1);
          }}
        >
          <span className="designer-field-label">{label}</span>
          <span className="designer-badges">
            {field.required && <span className="designer-badge">{t(C.required)}</span>}
            {field.conditional && <span className="designer-badge">{t(C.conditional)}</span>}
            {problemCount > 0 && (
              <span className="designer-badge designer-badge-problem">
                {t(C.problemsCount, { count: problemCount })}
              </span>
            )}
          </span>
        </button>
      </div>
      {field.children.length > 0 && <FieldList fields={field.children} props={props} />}
    </li>
  );
}

function FieldList({ fields, props }: { fields: FieldNode[]; props: OutlineProps }) {
  return (
    <SortableContext items={fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
      <ul className="designer-outline-list">
        {fields
          .filter((field) => !isTechnical(field))
          .map((field) => (
            <FieldItem key={field.id} field={field} props={props} />
          ))}
      </ul>
    </SortableContext>
  );
}

export function Outline(props: OutlineProps) {
  const t = useT();
  const { files, change, announce, select } = useDesigner();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelById = (id: unknown) => {
    const field = props.outline.byId.get(String(id));
    return field ? props.labelOf(field) : '';
  };
  // A drop on a field: its place in the same list, or just before it in another step or group.
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const field = props.outline.byId.get(String(active.id));
    if (!field) return;
    const moved = moveFieldTo(files, props.form, field.id, String(over.id));
    if (moved.files === files) return announce(t(C.cannotMoveToGroup));
    focusField(moved.id);
    select(moved.id);
    change(
      moved.files,
      t(C.movedTo, {
        label: props.labelOf(field),
        ...positionOf(outlineOf(moved.files, props.form), moved.id),
      }),
    );
  };
  return (
    <section aria-labelledby="outline-heading" className="designer-outline">
      <h2 id="outline-heading">{t(C.structure)}</h2>
      <p className="designer-muted" id="outline-hint">
        {t(C.outlineHint)}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={fieldUnderPointer}
        // The lists shift while a field is dragged over them: measure where they are now, so a drop
        // lands on the field under the pointer, in any step or group.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t(C.dragInstructions) },
          announcements: {
            onDragStart: ({ active }) => t(C.dragStarted, { label: labelById(active.id) }),
            onDragOver: () => undefined,
            onDragEnd: () => undefined,
            onDragCancel: () => t(C.dragCancelled),
          },
        }}
      >
        {props.outline.steps.map((step) => (
          <div key={step.index} className="designer-step">
            <h3>
              {step.index < 0
                ? t(C.formFields)
                : t(C.step, { number: step.index + 1, title: step.titleCode ? t(step.titleCode) : '' })}
            </h3>
            <FieldList fields={step.fields} props={props} />
          </div>
        ))}
      </DndContext>
    </section>
  );
}
