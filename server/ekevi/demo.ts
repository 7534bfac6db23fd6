/**
 * Demo bulk payment files (issue 13), written by the seed: every organisation with a payment
 * commitment gets delivered files in every status — two completed (each with its statement), one
 * accepted and waiting, one refused with its errors — so that both lists, their filters and the
 * statement PDFs have something to show on a fresh `npm start`. The same every time.
 */
import type { EkeviFileStatus } from '../../api/contract.ts';
import type { RowFileError } from '../../engine/core/rowFile.ts';
import type { Queryable } from '../db/index.ts';
import { HELSINKI, HELSINKI_TODAY_SQL } from '../dates.ts';
import { completeDeliveredFileIn } from './statements.ts';

export interface DemoEkeviRow {
  paymentNumber: string;
  paymentCommitmentId: string;
  renteeHetu: string;
  period: string;
  amountCents: number;
  /** Days after the delivery. */
  dueInDays: number;
  iban: string;
  referenceNumber: string | null;
}

export interface DemoEkeviFile {
  businessId: string;
  henro: string;
  fileName: string;
  status: EkeviFileStatus;
  daysAgo: number;
  /** Completed files: days before now that the agency completed it. */
  completedDaysAgo: number | null;
  rows: DemoEkeviRow[];
  /** Refused files: their errors (codes and parameters, as a real check stores them). */
  errors: RowFileError[];
}

interface CommitmentOfOrganisation {
  id: string;
  henro: string;
  businessId: string | null;
  renteeHetu: string;
  amount: number;
}

/** Valid Finnish IBANs the demo rows pay to. */
const IBANS = ['FI2112345600000785', 'FI5542345670000081', 'FI4950000120000010'];

/** `YYYY-MM` of the month `monthsAgo` months before November 2026 (fixed: the same every time). */
function periodOf(monthsAgo: number): string {
  const month = new Date(Date.UTC(2026, 10 - monthsAgo, 1));
  return month.toISOString().slice(0, 7);
}

/** The demo deliveries of each organisation that has payment commitments, oldest first. */
export function demoEkeviFiles(commitments: readonly CommitmentOfOrganisation[]): DemoEkeviFile[] {
  const byOrganisation = new Map<string, CommitmentOfOrganisation[]>();
  for (const commitment of commitments)
    if (commitment.businessId !== null)
      byOrganisation.set(commitment.businessId, [
        ...(byOrganisation.get(commitment.businessId) ?? []),
        commitment,
      ]);
  const files: DemoEkeviFile[] = [];
  [...byOrganisation.entries()].forEach(([businessId, own], organisationIndex) => {
    const plan: { status: EkeviFileStatus; daysAgo: number; completedDaysAgo: number | null }[] = [
      { status: 'COMPLETED', daysAgo: 150, completedDaysAgo: 140 },
      { status: 'COMPLETED', daysAgo: 90, completedDaysAgo: 85 },
      { status: 'ACCEPTED', daysAgo: 20, completedDaysAgo: null },
      { status: 'REJECTED', daysAgo: 5, completedDaysAgo: null },
    ];
    plan.forEach(({ status, daysAgo, completedDaysAgo }, fileIndex) => {
      const count = 3 + ((organisationIndex * 5 + fileIndex * 3) % 8);
      const rows = Array.from({ length: count }, (_, index): DemoEkeviRow => {
        const commitment = own[index % own.length]!;
        return {
          paymentNumber: String(10_000 * (fileIndex + 1) + index + 1),
          paymentCommitmentId: commitment.id,
          renteeHetu: commitment.renteeHetu,
          period: periodOf(6 - fileIndex * 2 - Math.floor(index / own.length)),
          amountCents: Math.round((commitment.amount * 100) / 4) + index * 125,
          dueInDays: 14 + (index % 3) * 7,
          iban: IBANS[(organisationIndex + index) % IBANS.length]!,
          referenceNumber: index % 2 === 0 ? '1232' : null,
        };
      });
      const refused = status === 'REJECTED';
      files.push({
        businessId,
        henro: own[0]!.henro,
        fileName: `maksut-${fileIndex + 1}.csv`,
        status,
        daysAgo,
        completedDaysAgo,
        rows: refused ? [] : rows,
        errors: refused
          ? [
              { line: 3, key: rows[1]!.paymentNumber, column: 'amount', code: '110112', params: {} },
              { line: 4, key: rows[2]!.paymentNumber, column: 'iban', code: '110105', params: {} },
            ]
          : [],
      });
    });
  });
  return files;
}

/** Writes the demo deliveries and their statements (inside the seed's transaction). */
export async function insertDemoEkevi(tx: Queryable, files: readonly DemoEkeviFile[]): Promise<void> {
  for (const [index, file] of files.entries()) {
    const created = `now() - ($1::int * interval '1 day') - ($2::int * interval '1 minute')`;
    const refused = file.status === 'REJECTED';
    const { rows } = await tx.query<{ id: string }>(
      `with n as (
         select extract(year from (${created}) at time zone '${HELSINKI}')::int as year,
                (select coalesce(max(number), 0) + 1 from ekevi_files
                  where business_id = $3
                    and year = extract(year from (${created}) at time zone '${HELSINKI}')::int) as number)
       insert into ekevi_files
         (business_id, henro, file_name, sha256, size, status, file_code, year, number, row_count,
          total_cents, errors, error_count, created)
       select $3, $4, $5, $6, $7, case when $8 then 'REJECTED' else 'ACCEPTED' end,
              case when $8 then null else n.year || '-' || $3 || '-' || lpad(n.number::text, 4, '0') end,
              case when $8 then null else n.year end, case when $8 then null else n.number end,
              $9, $10, $11, $12, ${created}
         from n
       returning id::text as id`,
      [
        file.daysAgo,
        (index * 37) % 300,
        file.businessId,
        file.henro,
        file.fileName,
        // A made-up digest per demo file: demo deliveries have no bytes to be doubles of.
        index.toString(16).padStart(64, 'd'),
        file.rows.length * 80,
        refused,
        refused ? 3 : file.rows.length,
        file.rows.reduce((sum, row) => sum + row.amountCents, 0),
        JSON.stringify(file.errors),
        file.errors.length,
      ],
    );
    const id = rows[0]!.id;
    for (const [rowIndex, row] of file.rows.entries())
      await tx.query(
        `insert into ekevi_payment_rows
           (file_id, row_number, payment_number, payment_commitment_id, rentee_hetu, period,
            amount_cents, due_date, iban, reference_number)
         values ($1::bigint, $2, $3, $4, $5, $6, $7, ${HELSINKI_TODAY_SQL} - $8::int + $9::int, $10, $11)`,
        [
          id,
          rowIndex + 1,
          row.paymentNumber,
          row.paymentCommitmentId,
          row.renteeHetu,
          row.period,
          row.amountCents,
          file.daysAgo,
          row.dueInDays,
          row.iban,
          row.referenceNumber,
        ],
      );
    if (file.status === 'COMPLETED' && file.completedDaysAgo !== null) {
      await completeDeliveredFileIn(tx, file.businessId, id, file.completedDaysAgo);
    }
  }
}
