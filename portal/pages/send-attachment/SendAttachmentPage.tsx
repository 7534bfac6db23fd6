/**
 * `/laheta-liite`: send attachments (SPEC §2, §3, §4, §5, §7). Three parts:
 *
 * - AttachmentRequests: the applications with open attachment requests, their requested
 *   attachments and an upload per attachment (POST /v1/attachment);
 * - GeneralDocuments: a document about a customer under a topic, with its attachments
 *   (POST /v1/ekulta/attachment);
 * - UploadList: the general documents sent, paged with 'show more' (GET /v1/ekulta/attachments),
 *   loaded again after each sending.
 *
 * The allowed file types and the size limit (runtime configuration `uploadMaxBytes`) are stated at
 * every file input before anything is chosen. One polite live region announces, 1 s after the
 * fact (SPEC §9), what happened: sending, sent, failed, the list's count.
 */
import { useCallback, useState } from 'react';
import { t } from '../../../texts/index.ts';
import { usePageTitle, useShell } from '../../shell.tsx';
import { useDelayedAnnouncer } from '../front/useDelayedAnnouncer.ts';
import { AttachmentRequests } from './AttachmentRequests.tsx';
import { GeneralDocuments } from './GeneralDocuments.tsx';
import { UploadList } from './UploadList.tsx';
import { SEND_CODES } from './codes.ts';
import '../../../engine/react/theme.css';
import './send-attachment.css';

export { SEND_CODES } from './codes.ts';

export default function SendAttachmentPage() {
  const { language, config } = useShell();
  const title = t(language, SEND_CODES.title);
  usePageTitle(title);
  const { announcement, announce } = useDelayedAnnouncer();
  const [listVersion, setListVersion] = useState(0);
  const documentSent = useCallback(() => setListVersion((version) => version + 1), []);
  const maxBytes = config.uploadMaxBytes;

  return (
    <div className="send-attachment-page">
      <h1>{title}</h1>
      <p>{t(language, SEND_CODES.intro)}</p>
      <AttachmentRequests language={language} maxBytes={maxBytes} announce={announce} />
      <GeneralDocuments language={language} maxBytes={maxBytes} announce={announce} onSent={documentSent} />
      <UploadList language={language} version={listVersion} announce={announce} />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
