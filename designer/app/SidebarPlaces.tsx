/**
 * Where a form's place (`offer.sidebar`) puts its link (issue 47): the portal's sidebar in order —
 * its own pages (api/sidebarPages.ts) and the landlords' forms of the working set — with the open
 * form's link marked, so that the author sees the number's meaning instead of guessing.
 */
import { SIDEBAR_PAGES } from '../../api/sidebarPages.ts';
import { formFile, formsOf, json, registerOf } from '../model/workspace.ts';
import { C } from './codes.ts';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';

interface Manifest {
  status?: string;
  title?: string;
  roles?: string[];
  offer?: { sidebar?: number };
}

interface Item {
  key: string;
  name: string;
  position: number;
  current?: boolean;
}

export function SidebarPlaces({ form }: { form: string }) {
  const t = useT();
  const { files, language } = useDesigner();
  const register = registerOf(files, language);
  const pages: Item[] = Object.values(SIDEBAR_PAGES)
    .filter((page) => !('intra' in page))
    .map((page) => ({
      key: page.path,
      name: 'organisationOnly' in page ? t(C.sidebarOrganisationsOnly, { name: t(page.code) }) : t(page.code),
      position: page.position,
    }));
  const forms: Item[] = formsOf(files).flatMap((each) => {
    if (files[formFile.manifest(each)] === undefined) return [];
    const manifest = json<Manifest>(files, formFile.manifest(each));
    const position = manifest.offer?.sidebar;
    if (position === undefined || !(manifest.roles ?? []).some((role) => role !== 'staff')) return [];
    const title = (manifest.title && register[manifest.title]) || each;
    const name =
      each === form
        ? t(C.sidebarThisForm, { name: title })
        : manifest.status === 'published'
          ? title
          : t(C.sidebarUnpublished, { name: title });
    return [{ key: each, name, position, current: each === form }];
  });
  const items = [...pages, ...forms].sort((a, b) => a.position - b.position);
  if (!items.some((item) => item.current)) return null;
  return (
    <figure className="designer-sidebar-places">
      <figcaption>{t(C.sidebarOrder)}</figcaption>
      <ol>
        {items.map((item) => (
          <li key={item.key} aria-current={item.current ? 'true' : undefined}>
            <span className="designer-muted">{t(C.sidebarPlaceNumber, { place: item.position })}</span>{' '}
            {item.current ? <strong>{item.name}</strong> : item.name}
          </li>
        ))}
      </ol>
    </figure>
  );
}
