import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t, type Language } from '../../../texts/index.ts';
import type {
  AttachmentUpload,
  AttachmentRequestApplication,
  AttachmentRequestStatus,
  DocumentTopic,
  UploadList as UploadListBody,
  UploadRecord,
} from '../../../api/contract.ts';
import { sampleConfig } from '../../fixtures.ts';
import { renderInShell } from '../../shell.test-helpers.tsx';
import { FILE_INPUT_CODES } from '../shared/fileInputCodes.ts';
import SendAttachmentPage, { SEND_CODES } from './SendAttachmentPage.tsx';

const APP_1 = '11111111-1111-4111-8111-111111111111';
const APP_2 = '22222222-2222-4222-8222-222222222222';
const FILE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HETU = '010594Y9032';

const APPLICATIONS: AttachmentRequestApplication[] = [
  {
    id: APP_1,
    paymentCommitmentId: '31000000',
    address: 'Hämeenkatu 14 B 22, 33100 Tampere',
    renterBirthdate: '1980-01-15',
  },
  { id: APP_2, paymentCommitmentId: null, address: 'Puistokatu 8 C 17, 20100 Turku', renterBirthdate: null },
];

function status(delivered: AttachmentUpload[] = []): AttachmentRequestStatus[] {
  return [
    {
      id: 7,
      applicationId: APP_1,
      benefitTrCode: '153001',
      dueDate: '2025-06-30',
      type: 'RENTALDEPOSIT_APPLICATION',
      created: '2025-06-01',
      delivered: false,
      attachments: [
        {
          attachmentCode: 'VUOKRASOPIMUS',
          optional: false,
          originalRequired: false,
          extraInfo: null,
          delivered: true,
          uploads: [
            { date: '2025-06-02', fileName: 'sopimus.pdf', fileId: FILE_ID, reference: 'VV-0000041' },
          ],
          nameTrCode: '153010',
          descriptionTrCode: '153011',
        },
        {
          attachmentCode: 'TILIOTE',
          optional: true,
          originalRequired: false,
          extraInfo: null,
          delivered: delivered.length > 0,
          uploads: delivered,
          nameTrCode: '153014',
          descriptionTrCode: '153015',
        },
      ],
    },
  ];
}

const leaf = (id: string, trCode: string): DocumentTopic => ({
  id,
  trCode,
  docType: 'ATTACHMENT',
  isApplication: false,
  child: null,
  childIsMultiselect: false,
});
const SUB_TOPICS = [leaf('vuokrasopimus', '157101'), leaf('tiliote', '157104')];
const TOPICS: DocumentTopic[] = [
  {
    id: 'vuokravakuus',
    trCode: '157100',
    docType: 'RENTALDEPOSIT_APPLICATION',
    isApplication: true,
    childIsMultiselect: true,
    child: SUB_TOPICS,
  },
  leaf('yleinen-yhteydenotto', '157130'),
];

function record(index: number): UploadRecord {
  return {
    id: `r${index}`,
    filename: `asiakirja-${index}.pdf`,
    created: '2025-06-03',
    topic: '157100',
    subTopic: '157101',
    benefit: null,
    hetu: '010594-****',
    reference: `VV-${String(100 + index).padStart(7, '0')}`,
  };
}
const page = (from: number, count: number, totalPages: number): UploadListBody => ({
  uploads: Array.from({ length: count }, (_, index) => record(from + index)),
  totalPages,
});

const json = (body: unknown, code = 200) =>
  new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

interface Options {
  language?: Language;
  maxBytes?: number;
  handle?: Handler;
}

function renderPage({ language = 'fi', maxBytes = 10_000_000, handle }: Options = {}) {
  let delivered: AttachmentUpload[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const custom = handle?.(url, init);
    if (custom) return custom;
    const path = url.split('?')[0];
    if (path === '/api/api/v1/attachment-request/applications') return json(APPLICATIONS);
    if (path === '/api/api/v1/attachment-request/status') return json(status(delivered));
    if (path === '/api/api/v1/attachment' && init.method === 'POST') {
      const file = (init.body as FormData).get('data') as File;
      delivered = [
        ...delivered,
        {
          fileName: file.name,
          fileId: FILE_ID.replace(/a/g, 'b'),
          date: '2025-06-05',
          reference: 'VV-0000077',
        },
      ];
      return json({ date: '2025-06-05', fileName: file.name, fileId: 'x', reference: 'VV-0000077' });
    }
    if (path === '/api/api/v1/ekulta/topics') return json(TOPICS);
    if (path === '/api/api/v1/ekulta/topics/application') return json(SUB_TOPICS);
    if (path === `/api/api/v1/ekulta/customer/${HETU}`) return json({ name: 'M*** L***' });
    if (path?.startsWith('/api/api/v1/ekulta/customer/')) return json({ code: '157000', message: 'x' }, 404);
    if (path === '/api/api/v1/ekulta/attachment' && init.method === 'POST') return json(record(99));
    if (path === '/api/api/v1/ekulta/attachments') return json(page(1, 2, 1));
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetch);
  const result = renderInShell(<SendAttachmentPage />, {
    shell: { language, config: { ...sampleConfig(), uploadMaxBytes: maxBytes } },
  });
  const calls = (path: string, method = 'GET') =>
    fetch.mock.calls.filter(
      ([url, init]) => url.split('?')[0] === path && (init?.method ?? 'GET') === method,
    );
  return { ...result, fetch, calls, user: userEvent.setup({ applyAccept: false }) };
}

const pdf = (name = 'tiliote.pdf', size = 1200) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
/** For waits on a busy machine (the whole suite runs in parallel). */
const SLOW = { timeout: 5000 };
const liveRegion = () => document.querySelector('[aria-live="polite"]') as HTMLElement;
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function chooseApplication(language: Language, user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Hämeenkatu 14 B 22/ }));
  return screen.findByRole('group', { name: new RegExp(t(language, '153014')) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe.each<Language>(['fi', 'sv'])('the send-attachment page in %s', (language) => {
  it('lists the applications, and the chosen one’s requested attachments with what was delivered', async () => {
    const { user, calls } = renderPage({ language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t(language, SEND_CODES.title));
    const first = await screen.findByRole('radio', { name: /Hämeenkatu 14 B 22/ });
    expect(first).toHaveAccessibleName(
      expect.stringContaining(t(language, SEND_CODES.paymentCommitment, { id: '31000000' })),
    );
    expect(first).toHaveAccessibleName(expect.stringContaining('15.01.1980'));
    expect(screen.getByRole('radio', { name: /Puistokatu/ })).toHaveAccessibleName(
      expect.stringContaining(t(language, SEND_CODES.noPaymentCommitment)),
    );
    expect(calls('/api/api/v1/attachment-request/status')).toHaveLength(0);

    const statement = await chooseApplication(language, user);
    expect(calls('/api/api/v1/attachment-request/status')[0]?.[0]).toBe(
      `/api/api/v1/attachment-request/status?id=${APP_1}`,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      t(language, SEND_CODES.requestHeading, { date: '01.06.2025' }),
    );
    expect(screen.getByText(t(language, SEND_CODES.dueDate, { date: '30.06.2025' }))).toBeInTheDocument();
    expect(
      screen.getByText(t(language, SEND_CODES.benefit, { benefit: t(language, '153001') })),
    ).toBeInTheDocument();
    expect(within(statement).getByText(t(language, '153015'))).toBeInTheDocument();
    expect(within(statement).getByText(t(language, SEND_CODES.optional))).toBeInTheDocument();
    expect(within(statement).getByText(t(language, SEND_CODES.nothingDelivered))).toBeInTheDocument();

    const lease = screen.getByRole('group', { name: t(language, '153010') });
    expect(within(lease).getByText(t(language, '153011'))).toBeInTheDocument();
    const link = within(lease).getByRole('link', {
      name: t(language, SEND_CODES.download, { name: 'sopimus.pdf' }),
    });
    expect(link).toHaveAttribute('href', `/api/api/v1/attachment/${FILE_ID}`);
    expect(
      within(lease).getByText(
        t(language, SEND_CODES.deliveredOn, { date: '02.06.2025', reference: 'VV-0000041' }),
      ),
    ).toBeInTheDocument();

    // The allowed types and the limit are told before anything is chosen.
    const input = within(statement).getByLabelText(t(language, SEND_CODES.fileLabel));
    expect(input).toHaveAttribute('accept', '.png,.jpeg,.jpg,.tiff,.tif,.pdf,.heic,.heif');
    expect(describedBy(input)).toContain(
      t(language, SEND_CODES.allowedFiles, {
        types: 'PNG, JPEG, JPG, TIFF, TIF, PDF, HEIC, HEIF',
        size: t(language, SEND_CODES.megabytes, { size: '10' }),
      }),
    );
  });

  it('uploads a file as multipart with a batch id, shows it delivered, focuses and announces the confirmation', async () => {
    const { user, calls } = renderPage({ language });
    const statement = await chooseApplication(language, user);
    await user.upload(within(statement).getByLabelText(t(language, SEND_CODES.fileLabel)), pdf());
    await user.click(within(statement).getByRole('button', { name: t(language, SEND_CODES.uploadButton) }));

    // The confirmation is the receipt: the reference to quote.
    const confirmation = t(language, SEND_CODES.uploaded, {
      name: 'tiliote.pdf',
      attachment: t(language, '153014'),
      reference: 'VV-0000077',
    });
    expect(confirmation).toContain('VV-0000077');
    await waitFor(() => expect(within(statement).getByText(confirmation)).toHaveFocus());
    const [[, init]] = calls('/api/api/v1/attachment', 'POST') as [[string, RequestInit]];
    const headers = new Headers(init.headers);
    expect(headers.get('x-batch-id')).toMatch(UUID);
    const form = init.body as FormData;
    expect(JSON.parse(form.get('attachment') as string)).toEqual({
      applicationId: APP_1,
      code: 'TILIOTE',
      filename: 'tiliote.pdf',
    });
    expect((form.get('data') as File).name).toBe('tiliote.pdf');
    // The status was loaded again: the file is delivered.
    expect(calls('/api/api/v1/attachment-request/status')).toHaveLength(2);
    expect(
      within(statement).getByRole('link', {
        name: t(language, SEND_CODES.download, { name: 'tiliote.pdf' }),
      }),
    ).toBeInTheDocument();
    expect(within(statement).getByText(t(language, SEND_CODES.delivered))).toBeInTheDocument();
    await waitFor(() => expect(liveRegion()).toHaveTextContent(confirmation), SLOW);
  });

  it('refuses a wrong type and an oversized file before upload, keeping the choice, the error tied to the input', async () => {
    const { user, calls } = renderPage({ language, maxBytes: 2000 });
    const statement = await chooseApplication(language, user);
    const input = within(statement).getByLabelText<HTMLInputElement>(t(language, SEND_CODES.fileLabel));
    await user.upload(input, new File(['GIF89a'], 'kuva.gif', { type: 'image/gif' }));
    const wrongType = t(language, SEND_CODES.wrongType, {
      name: 'kuva.gif',
      types: 'PNG, JPEG, JPG, TIFF, TIF, PDF, HEIC, HEIF',
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(input)).toContain(wrongType);
    expect(input.files?.[0]?.name).toBe('kuva.gif');
    await user.click(within(statement).getByRole('button', { name: t(language, SEND_CODES.uploadButton) }));
    expect(input).toHaveFocus();

    await user.upload(input, pdf('iso.pdf', 2001));
    expect(describedBy(input)).toContain(
      t(language, SEND_CODES.tooLarge, {
        name: 'iso.pdf',
        size: t(language, SEND_CODES.kilobytes, { size: '3' }),
        max: t(language, SEND_CODES.kilobytes, { size: '2' }),
      }),
    );
    await user.click(within(statement).getByRole('button', { name: t(language, SEND_CODES.uploadButton) }));
    expect(calls('/api/api/v1/attachment', 'POST')).toHaveLength(0);
  });

  it("shows the server's localized refusal at the input, keeps the file and focuses the input", async () => {
    const refusal = { code: '157010', message: 'Tiedoston sisältö ei vastaa tiedostopäätettä.' };
    const { user } = renderPage({
      language,
      handle: (url, init) =>
        url === '/api/api/v1/attachment' && init.method === 'POST' ? json(refusal, 415) : undefined,
    });
    const statement = await chooseApplication(language, user);
    const input = within(statement).getByLabelText<HTMLInputElement>(t(language, SEND_CODES.fileLabel));
    await user.upload(input, pdf('vaara.pdf'));
    await user.click(within(statement).getByRole('button', { name: t(language, SEND_CODES.uploadButton) }));
    const message = t(language, SEND_CODES.uploadFailedNamed, { name: 'vaara.pdf', reason: refusal.message });
    await waitFor(() => expect(describedBy(input)).toContain(message));
    expect(input).toHaveFocus();
    expect(input.files?.[0]?.name).toBe('vaara.pdf');
    await waitFor(() => expect(liveRegion()).toHaveTextContent(message), SLOW);
  });
});

describe('the attachment requests', () => {
  it('says so when there are none, and offers to try again when the list fails', async () => {
    let fail = true;
    renderPage({
      handle: (url) => {
        if (url !== '/api/api/v1/attachment-request/applications') return undefined;
        return fail ? new Response(null, { status: 503 }) : json([]);
      },
    });
    const alert = await screen.findByText(t('fi', SEND_CODES.applicationsFailed));
    fail = false;
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button'));
    expect(await screen.findByText(t('fi', SEND_CODES.noApplications))).toBeInTheDocument();
  });

  it('chooses the only application by itself', async () => {
    renderPage({
      handle: (url) =>
        url === '/api/api/v1/attachment-request/applications' ? json([APPLICATIONS[0]]) : undefined,
    });
    expect(await screen.findByRole('group', { name: new RegExp(t('fi', '153014')) })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Hämeenkatu/ })).toBeChecked();
  });
});

describe('general documents', () => {
  const hetuInput = () => screen.getByLabelText(t('fi', SEND_CODES.hetu));

  it('checks the identity code, says when it is none of the customers, and shows the masked name', async () => {
    const { user, calls } = renderPage();
    await user.type(hetuInput(), '010594Y9033');
    await user.click(screen.getByRole('button', { name: t('fi', SEND_CODES.findCustomer) }));
    expect(describedBy(hetuInput())).toContain(t('fi', SEND_CODES.invalidHetu));
    expect(hetuInput()).toHaveFocus();
    expect(calls(`/api/api/v1/ekulta/customer/010594Y9033`)).toHaveLength(0);

    await user.clear(hetuInput());
    await user.type(hetuInput(), '131052-308T');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(describedBy(hetuInput())).toContain(t('fi', SEND_CODES.customerNotFound)));
    expect(hetuInput()).toHaveValue('131052-308T');

    await user.clear(hetuInput());
    await user.type(hetuInput(), HETU.toLowerCase());
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(t('fi', SEND_CODES.customerName, { name: 'M*** L***' })),
    ).toBeInTheDocument();
    expect(describedBy(hetuInput())).toContain('M*** L***');
    // Another code forgets the customer.
    await user.type(hetuInput(), '{Backspace}');
    expect(
      screen.queryByText(t('fi', SEND_CODES.customerName, { name: 'M*** L***' })),
    ).not.toBeInTheDocument();
  });

  it('tells every missing choice at its field and in the error summary, whose links focus the fields', async () => {
    const { user, calls } = renderPage();
    await screen.findByRole('radio', { name: t('fi', '157130') });
    await user.click(screen.getByRole('button', { name: t('fi', SEND_CODES.sendDocument) }));
    const summary = screen.getByRole('heading', { name: t('fi', '100001') }).parentElement!;
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      `${t('fi', SEND_CODES.hetu)}: ${t('fi', SEND_CODES.findCustomerFirst)}`,
      `${t('fi', SEND_CODES.topic)}: ${t('fi', SEND_CODES.chooseTopic)}`,
      `${t('fi', SEND_CODES.primaryFile)}: ${t('fi', SEND_CODES.chooseFile)}`,
    ]);
    await user.click(within(summary).getAllByRole('link')[1]!);
    const topics = screen.getByRole('group', { name: t('fi', SEND_CODES.topic) });
    expect(topics).toHaveClass('ef-field--invalid');
    expect(within(topics).getAllByRole('radio')[0]).toHaveFocus();
    await user.click(within(summary).getAllByRole('link')[0]!);
    expect(hetuInput()).toHaveFocus();
    expect(describedBy(hetuInput())).toContain(t('fi', SEND_CODES.findCustomerFirst));
    expect(screen.getByRole('group', { name: t('fi', SEND_CODES.topic) })).toHaveAccessibleDescription(
      t('fi', SEND_CODES.chooseTopic),
    );
    expect(describedBy(screen.getByLabelText(t('fi', SEND_CODES.primaryFile)))).toContain(
      t('fi', SEND_CODES.chooseFile),
    );
    expect(calls('/api/api/v1/ekulta/attachment', 'POST')).toHaveLength(0);
  });

  it('sends the document first, then its attachments with x-primary-batch-id, and reloads the list', async () => {
    const { user, calls } = renderPage();
    await user.type(hetuInput(), HETU);
    await user.keyboard('{Enter}');
    await screen.findByText(t('fi', SEND_CODES.customerName, { name: 'M*** L***' }));
    await user.click(screen.getByRole('radio', { name: t('fi', '157100') }));
    // Multiselect sub-topics: checkboxes, loaded for the topic.
    const subTopics = await screen.findByRole('group', { name: t('fi', SEND_CODES.subTopic) });
    expect(calls('/api/api/v1/ekulta/topics/application')[0]?.[0]).toBe(
      '/api/api/v1/ekulta/topics/application?topic=vuokravakuus',
    );
    await user.click(screen.getByRole('button', { name: t('fi', SEND_CODES.sendDocument) }));
    expect(subTopics).toHaveAccessibleDescription(t('fi', SEND_CODES.chooseSubTopic));
    await user.click(within(subTopics).getByRole('checkbox', { name: t('fi', '157101') }));
    await user.click(within(subTopics).getByRole('checkbox', { name: t('fi', '157104') }));

    // The inputs' own words in the page's language, not the browser's (FileInput.tsx).
    const primaryInput = screen.getByLabelText(t('fi', SEND_CODES.primaryFile));
    const attachmentsInput = screen.getByLabelText(t('fi', SEND_CODES.attachmentFiles));
    expect(screen.getByText(t('fi', FILE_INPUT_CODES.chooseFile))).toBeInTheDocument();
    expect(screen.getByText(t('fi', FILE_INPUT_CODES.chooseFiles))).toBeInTheDocument();
    expect(primaryInput).toHaveAccessibleDescription(
      expect.stringContaining(t('fi', FILE_INPUT_CODES.noFile)),
    );
    await user.upload(primaryInput, pdf('hakemus.pdf'));
    await user.upload(attachmentsInput, [
      pdf('liite1.pdf'),
      new File([new Uint8Array([0x89, 0x50])], 'liite2.png', { type: 'image/png' }),
    ]);
    expect(primaryInput).toHaveAccessibleDescription(expect.stringMatching(/hakemus\.pdf$/));
    expect(attachmentsInput).toHaveAccessibleDescription(
      expect.stringContaining(t('fi', FILE_INPUT_CODES.filesChosen, { count: 2 })),
    );
    const listLoads = calls('/api/api/v1/ekulta/attachments').length;
    await user.click(screen.getByRole('button', { name: t('fi', SEND_CODES.sendDocument) }));

    const message = t('fi', SEND_CODES.documentWithAttachmentsSent, {
      name: 'hakemus.pdf',
      count: '2',
      reference: 'VV-0000199',
    });
    expect(message).toContain('Asiakirjan viite on VV-0000199.');
    await waitFor(() => expect(screen.getByText(message).parentElement).toHaveFocus());
    const uploads = calls('/api/api/v1/ekulta/attachment', 'POST') as [string, RequestInit][];
    expect(uploads).toHaveLength(3);
    const sent = uploads.map(([, init]) => ({
      headers: new Headers(init.headers),
      metadata: JSON.parse((init.body as FormData).get('attachment') as string) as Record<string, unknown>,
    }));
    const primaryBatch = sent[0]?.headers.get('x-batch-id');
    expect(primaryBatch).toMatch(UUID);
    expect(sent[0]?.headers.has('x-primary-batch-id')).toBe(false);
    expect(sent[0]?.metadata).toMatchObject({
      filename: 'hakemus.pdf',
      isPrimaryDoc: true,
      customerHetu: HETU,
      topicId: ['vuokravakuus', 'vuokrasopimus', 'tiliote'],
    });
    for (const [index, name] of [
      [1, 'liite1.pdf'],
      [2, 'liite2.png'],
    ] as const) {
      expect(sent[index]?.headers.get('x-primary-batch-id')).toBe(primaryBatch);
      expect(sent[index]?.headers.get('x-batch-id')).not.toBe(primaryBatch);
      expect(sent[index]?.metadata).toMatchObject({ filename: name, isPrimaryDoc: false });
    }
    expect(calls('/api/api/v1/ekulta/attachments').length).toBe(listLoads + 1);
    // Sent: the inputs are empty again, and say so.
    expect(primaryInput).toHaveAccessibleDescription(
      expect.stringContaining(t('fi', FILE_INPUT_CODES.noFile)),
    );
  });

  it('keeps what was sent when an attachment fails: sending again sends only the rest', async () => {
    let failSecond = true;
    const { user, calls } = renderPage({
      handle: (url, init) => {
        if (url !== '/api/api/v1/ekulta/attachment' || init.method !== 'POST') return undefined;
        const name = JSON.parse((init.body as FormData).get('attachment') as string).filename as string;
        if (name === 'liite2.pdf' && failSecond)
          return json({ code: '157011', message: 'Liian suuri.' }, 413);
        return json(record(1));
      },
    });
    await user.type(hetuInput(), HETU);
    await user.keyboard('{Enter}');
    await screen.findByText(t('fi', SEND_CODES.customerName, { name: 'M*** L***' }));
    await user.click(screen.getByRole('radio', { name: t('fi', '157130') }));
    await user.upload(screen.getByLabelText(t('fi', SEND_CODES.primaryFile)), pdf('kirje.pdf'));
    const attachments = screen.getByLabelText(t('fi', SEND_CODES.attachmentFiles));
    await user.upload(attachments, [pdf('liite1.pdf'), pdf('liite2.pdf')]);
    await user.click(screen.getByRole('button', { name: t('fi', SEND_CODES.sendDocument) }));
    const partly = t('fi', SEND_CODES.partlySent, {
      name: 'kirje.pdf',
      file: 'liite2.pdf',
      reason: 'Liian suuri.',
    });
    await waitFor(() => expect(describedBy(attachments)).toContain(partly));
    expect(attachments).toHaveFocus();
    expect(calls('/api/api/v1/ekulta/attachment', 'POST')).toHaveLength(3);

    failSecond = false;
    await user.click(screen.getByRole('button', { name: t('fi', SEND_CODES.sendDocument) }));
    await screen.findByText(
      t('fi', SEND_CODES.documentWithAttachmentsSent, {
        name: 'kirje.pdf',
        count: '2',
        reference: 'VV-0000101',
      }),
    );
    const names = (calls('/api/api/v1/ekulta/attachment', 'POST') as [string, RequestInit][]).map(
      ([, init]) => JSON.parse((init.body as FormData).get('attachment') as string).filename as string,
    );
    expect(names).toEqual(['kirje.pdf', 'liite1.pdf', 'liite2.pdf', 'liite2.pdf']);
  });
});

describe('the upload list (SPEC §4 attachment loading)', () => {
  it('shows page 1, appends later pages with "show more" and focuses the first new one', async () => {
    const { user, calls } = renderPage({
      handle: (url) => {
        if (url === '/api/api/v1/ekulta/attachments?page=1') return json(page(1, 20, 2));
        if (url === '/api/api/v1/ekulta/attachments?page=2') return json(page(21, 3, 2));
        return undefined;
      },
    });
    const section = screen.getByRole('region', { name: t('fi', SEND_CODES.listHeading) });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(20), SLOW);
    const first = within(section).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('asiakirja-1.pdf');
    expect(first).toHaveTextContent('03.06.2025');
    expect(first).toHaveTextContent(t('fi', '157100'));
    expect(first).toHaveTextContent('010594-****');
    expect(first).toHaveTextContent('ViiteVV-0000101');
    await user.click(within(section).getByRole('button', { name: t('fi', SEND_CODES.showMore) }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(23), SLOW);
    expect(within(section).getAllByRole('listitem')[20]).toHaveFocus();
    expect(
      within(section).queryByRole('button', { name: t('fi', SEND_CODES.showMore) }),
    ).not.toBeInTheDocument();
    expect(calls('/api/api/v1/ekulta/attachments').map(([url]) => url)).toEqual([
      '/api/api/v1/ekulta/attachments?page=1',
      '/api/api/v1/ekulta/attachments?page=2',
    ]);
    await waitFor(
      () => expect(liveRegion()).toHaveTextContent(t('fi', SEND_CODES.listCount, { count: 23 })),
      SLOW,
    );
  });

  it('sets the no-results flag for a customer search without results, NotFound for a 404, Error with try again', async () => {
    let failing = false;
    const { user } = renderPage({
      handle: (url) => {
        if (!url.startsWith('/api/api/v1/ekulta/attachments')) return undefined;
        if (failing) return new Response(null, { status: 503 });
        if (url.includes(`hetu=${HETU}`)) return json({ uploads: [], totalPages: 0 });
        if (url.includes('hetu=')) return json({ code: '157000', message: 'x' }, 404);
        return json(page(1, 2, 1));
      },
    });
    const section = screen.getByRole('region', { name: t('fi', SEND_CODES.listHeading) });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    const filter = within(section).getByLabelText(t('fi', SEND_CODES.listFilter));

    await user.type(filter, 'ei-tunnus');
    await user.click(within(section).getByRole('button', { name: t('fi', SEND_CODES.search) }));
    expect(describedBy(filter)).toContain(t('fi', SEND_CODES.invalidHetu));

    await user.clear(filter);
    await user.type(filter, HETU);
    await user.click(within(section).getByRole('button', { name: t('fi', SEND_CODES.search) }));
    expect(
      await within(section).findByText(t('fi', SEND_CODES.noResults, { hetu: HETU })),
    ).toBeInTheDocument();
    expect(within(section).queryAllByRole('listitem')).toHaveLength(0);

    await user.clear(filter);
    await user.type(filter, '131052-308T');
    await user.click(within(section).getByRole('button', { name: t('fi', SEND_CODES.search) }));
    expect(await within(section).findByText(t('fi', SEND_CODES.listNotFound))).toBeInTheDocument();

    failing = true;
    await user.click(within(section).getByRole('button', { name: t('fi', SEND_CODES.showAll) }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(t('fi', SEND_CODES.listFailed));
    failing = false;
    await user.click(within(alert).getByRole('button', { name: t('fi', SEND_CODES.retry) }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
  });
});
