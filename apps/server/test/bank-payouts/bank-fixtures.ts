import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ibanCheckDigits } from '@taxi/contract';
import type { Db } from '../../src/db/database';

export const PAIN001_XSD = fileURLToPath(new URL('../../src/modules/bank-files/schemas/pain.001.001.09.xsd', import.meta.url));
export const SENDER_IBAN = 'TR330006100519786457841326';

/** A valid Turkish or Cypriot IBAN numbered `n`. */
export function testIban(n: number, country: 'TR' | 'CY' = 'TR'): string {
  const account = String(n).padStart(16, '0');
  const bban = country === 'TR' ? `000620${account}` : `00200128${account}`;
  return `${country}${ibanCheckDigits(country, bban)}${bban}`;
}

export async function setSender(db: Db, iban: string | null = SENDER_IBAN, bic: string | null = 'TCZBTR2A') {
  await db.updateTable('app_settings').set({ transfer_from_iban: iban, transfer_from_bic: bic }).where('id', '=', 1).execute();
}

/** `xmllint --noout --schema`: its exit status and what it printed. Fails the test loudly when xmllint is missing. */
export function xmllint(xml: string, xsd = PAIN001_XSD): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pain001-'));
  const file = path.join(dir, 'file.xml');
  writeFileSync(file, xml);
  const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsd, file], { encoding: 'utf8' });
  if (result.error) throw new Error(`xmllint is missing (Debian's libxml2-utils; npm test installs it): ${result.error.message}`);
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export interface CamtEntry {
  endToEndId?: string;
  amount: string;
  currency?: string;
  returned?: { code: string; text?: string };
  status?: string;
  messageId?: string;
}

/** A camt.053.001.08 statement of outgoing payments (DBIT), one entry each. */
export function camt053(entries: CamtEntry[], { head = '', namespace = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08' } = {}): string {
  const ntry = (entry: CamtEntry) => `
      <Ntry>
        <Amt Ccy="${entry.currency ?? 'TRY'}">${entry.amount}</Amt>
        <CdtDbtInd>${entry.returned ? 'CRDT' : 'DBIT'}</CdtDbtInd>
        ${entry.returned ? '<RvslInd>true</RvslInd>' : ''}
        <Sts><Cd>${entry.status ?? 'BOOK'}</Cd></Sts>
        <BookgDt><Dt>2026-11-27</Dt></BookgDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs>${entry.messageId ? `<MsgId>${entry.messageId}</MsgId>` : ''}${entry.endToEndId ? `<EndToEndId>${entry.endToEndId}</EndToEndId>` : ''}</Refs>
          <Amt Ccy="${entry.currency ?? 'TRY'}">${entry.amount}</Amt>
          ${entry.returned ? `<RtrInf><Rsn><Cd>${entry.returned.code}</Cd></Rsn>${entry.returned.text ? `<AddtlInf>${entry.returned.text}</AddtlInf>` : ''}</RtrInf>` : ''}
        </TxDtls></NtryDtls>
      </Ntry>`;
  return `<?xml version="1.0" encoding="UTF-8"?>${head}
<Document xmlns="${namespace}">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-1</MsgId><CreDtTm>2026-11-27T18:00:00Z</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-1-1</Id>
      <CreDtTm>2026-11-27T18:00:00Z</CreDtTm>
      <Acct><Id><IBAN>${SENDER_IBAN}</IBAN></Id></Acct>${entries.map(ntry).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
