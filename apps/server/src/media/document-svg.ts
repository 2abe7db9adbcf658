import type { DocumentType } from '@taxi/contract';
import { svgDocument, svgText } from './svg-text';

interface DocumentLook {
  title: string;
  subtitle: string;
  issuer: string;
  accent: string;
  paper: string;
}

const LOOKS: Record<DocumentType, DocumentLook> = {
  IdentityCard: { title: 'KİMLİK KARTI', subtitle: 'Identity Card', issuer: 'KKTC İçişleri Bakanlığı', accent: '#c62828', paper: '#fdf3f2' },
  DrivingLicence: { title: 'SÜRÜCÜ BELGESİ', subtitle: 'Driving Licence', issuer: 'KKTC Karayolları Ulaştırma Dairesi', accent: '#ad1457', paper: '#fcf1f6' },
  CriminalRecord: { title: 'SABIKA KAYDI', subtitle: 'Criminal Record Certificate', issuer: 'KKTC Polis Genel Müdürlüğü', accent: '#283593', paper: '#f2f4fc' },
  VehicleRegistration: { title: 'ARAÇ RUHSATI', subtitle: 'Vehicle Registration', issuer: 'KKTC Karayolları Ulaştırma Dairesi', accent: '#2e7d32', paper: '#f1f8f1' },
  VehicleInsurance: { title: 'TRAFİK SİGORTASI', subtitle: 'Motor Insurance Policy', issuer: 'Demo Sigorta Ltd.', accent: '#00838f', paper: '#eef8f9' },
  TaxiLicence: { title: 'TAKSİ RUHSATI', subtitle: 'Taxi Licence', issuer: 'KKTC Karayolları Ulaştırma Dairesi', accent: '#ef6c00', paper: '#fdf5ec' },
};

const WIDTH = 640;
const HEIGHT = 400;

/** `0004217` → `KK-0004217`: the number printed on the card. */
const documentNumber = (type: DocumentType, serial: number) =>
  `${type.replace(/[a-z]/g, '')}-${String(serial).padStart(7, '0')}`;

const field = (label: string, value: string, y: number) =>
  svgText(label, { x: 200, y, size: 13, fill: '#6b7280' }) + svgText(value, { x: 200, y: y + 24, size: 22, fill: '#111827', weight: 600 });

const photo =
  '<rect x="40" y="120" width="130" height="160" rx="8" fill="#e5e7eb" stroke="#9ca3af"/>' +
  '<circle cx="105" cy="180" r="30" fill="#9ca3af"/><path d="M55 280 Q60 226 105 224 Q150 226 155 280 Z" fill="#9ca3af"/>';

/** A round official stamp, slightly rotated, over the lower right corner. */
const stamp = (issuer: string, accent: string) =>
  `<g transform="rotate(-14 520 300)" opacity="0.8" fill="none" stroke="${accent}">` +
  '<circle cx="520" cy="300" r="62" stroke-width="4"/><circle cx="520" cy="300" r="50" stroke-width="1.5"/>' +
  svgText('ONAYLI', { x: 520, y: 298, size: 22, fill: accent, weight: 700, anchor: 'middle' }) +
  svgText(issuer.split(' ')[0] ?? '', { x: 520, y: 322, size: 12, fill: accent, anchor: 'middle' }) +
  '</g>';

/** A scanned-looking document: title band, photo box, holder, number, issuer, stamp and a SPECIMEN mark. */
export function renderDocument(type: DocumentType, serial: number, holder: string): string {
  const look = LOOKS[type];
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="18" fill="${look.paper}" stroke="#d1d5db" stroke-width="2"/>` +
    `<rect width="${WIDTH}" height="86" rx="18" fill="${look.accent}"/><rect y="60" width="${WIDTH}" height="26" fill="${look.accent}"/>` +
    svgText('KUZEY KIBRIS TÜRK CUMHURİYETİ', { x: 40, y: 34, size: 14, fill: '#ffffff', weight: 600 }) +
    svgText(`${look.title} · ${look.subtitle}`, { x: 40, y: 66, size: 24, fill: '#ffffff', weight: 700 }) +
    photo +
    field('Adı Soyadı / Holder', holder, 140) +
    field('Belge No / Number', documentNumber(type, serial), 204) +
    field('Düzenleyen / Issued by', look.issuer, 268) +
    stamp(look.issuer, look.accent) +
    svgText('ÖRNEK · SPECIMEN', {
      x: 320, y: 370, size: 18, fill: '#9ca3af', weight: 700, anchor: 'middle', extra: 'letter-spacing="6"',
    });
  return svgDocument(WIDTH, HEIGHT, `${look.subtitle}: ${holder}`, body);
}
