import { kurusToDecimal } from './bank-amounts';

/** The pain.001.001.09 namespace (ISO 20022 customer credit transfer initiation, version 9). */
export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

export interface CreditTransfer {
  endToEndId: string;
  amount: number;
  creditorName: string;
  creditorIban: string;
  remittance: string;
}

export interface PaymentFile {
  messageId: string;
  createdAt: Date;
  debtorName: string;
  debtorIban: string;
  debtorBic: string;
  /** The day the bank is asked to pay, YYYY-MM-DD. */
  executionDate: string;
  transfers: readonly CreditTransfer[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text as XML character data: the five special characters escaped, control characters dropped. */
// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const xmlText = (value: string) => value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
/** At most `max` characters (ISO 20022 MaxNNText), cut on a code point, never empty. */
const clip = (value: string, max: number) => Array.from(value.replace(/\s+/g, ' ').trim()).slice(0, max).join('') || '-';

/** Sum of the amounts, kuruş (an exact integer sum). */
export const controlSum = (transfers: readonly { amount: number }[]) => transfers.reduce((sum, transfer) => sum + transfer.amount, 0);

/**
 * The ISO 20022 pain.001.001.09 credit-transfer initiation of one file: one payment information
 * block (the operator's account pays), one credit transfer per payout, amounts in TRY with two
 * decimals. Valid against schemas/pain.001.001.09.xsd (a test checks it with xmllint).
 */
export function pain001Xml(file: PaymentFile): string {
  const count = String(file.transfers.length);
  const sum = kurusToDecimal(controlSum(file.transfers));
  const created = file.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${PAIN001_NAMESPACE}">`,
    '  <CstmrCdtTrfInitn>',
    '    <GrpHdr>',
    `      <MsgId>${xmlText(file.messageId)}</MsgId>`,
    `      <CreDtTm>${created}</CreDtTm>`,
    `      <NbOfTxs>${count}</NbOfTxs>`,
    `      <CtrlSum>${sum}</CtrlSum>`,
    `      <InitgPty><Nm>${xmlText(clip(file.debtorName, 140))}</Nm></InitgPty>`,
    '    </GrpHdr>',
    '    <PmtInf>',
    `      <PmtInfId>${xmlText(file.messageId)}</PmtInfId>`,
    '      <PmtMtd>TRF</PmtMtd>',
    '      <BtchBookg>false</BtchBookg>',
    `      <NbOfTxs>${count}</NbOfTxs>`,
    `      <CtrlSum>${sum}</CtrlSum>`,
    `      <ReqdExctnDt><Dt>${file.executionDate}</Dt></ReqdExctnDt>`,
    `      <Dbtr><Nm>${xmlText(clip(file.debtorName, 140))}</Nm></Dbtr>`,
    `      <DbtrAcct><Id><IBAN>${xmlText(file.debtorIban)}</IBAN></Id><Ccy>TRY</Ccy></DbtrAcct>`,
    `      <DbtrAgt><FinInstnId><BICFI>${xmlText(file.debtorBic)}</BICFI></FinInstnId></DbtrAgt>`,
    '      <ChrgBr>SLEV</ChrgBr>',
    ...file.transfers.flatMap((transfer) => [
      '      <CdtTrfTxInf>',
      `        <PmtId><InstrId>${xmlText(transfer.endToEndId)}</InstrId><EndToEndId>${xmlText(transfer.endToEndId)}</EndToEndId></PmtId>`,
      `        <Amt><InstdAmt Ccy="TRY">${kurusToDecimal(transfer.amount)}</InstdAmt></Amt>`,
      `        <Cdtr><Nm>${xmlText(clip(transfer.creditorName, 140))}</Nm></Cdtr>`,
      `        <CdtrAcct><Id><IBAN>${xmlText(transfer.creditorIban)}</IBAN></Id></CdtrAcct>`,
      `        <RmtInf><Ustrd>${xmlText(clip(transfer.remittance, 140))}</Ustrd></RmtInf>`,
      '      </CdtTrfTxInf>',
    ]),
    '    </PmtInf>',
    '  </CstmrCdtTrfInitn>',
    '</Document>',
    '',
  ];
  return lines.join('\n');
}

const csvCell = (value: string) => (/[",\n\r;]/.test(value) || /^[=+\-@\t\r]/.test(value) ? `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"` : value);

/**
 * The same file as CSV, for a bank that takes a spreadsheet: one row per payout, amounts with
 * two decimals (a dot), the message id on every row. A cell that a spreadsheet would read as a
 * formula is quoted and prefixed with an apostrophe.
 */
export function bankFileCsv(file: PaymentFile): string {
  const header = ['MessageId', 'EndToEndId', 'ExecutionDate', 'DebtorName', 'DebtorIban', 'DebtorBic', 'CreditorName', 'CreditorIban', 'Amount', 'Currency', 'Remittance'];
  const rows = file.transfers.map((transfer) => [
    file.messageId,
    transfer.endToEndId,
    file.executionDate,
    file.debtorName,
    file.debtorIban,
    file.debtorBic,
    transfer.creditorName,
    transfer.creditorIban,
    kurusToDecimal(transfer.amount),
    'TRY',
    transfer.remittance,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
