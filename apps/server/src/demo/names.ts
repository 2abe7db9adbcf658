import type { Random } from '../lib/random';

/** First and last names common in Northern Cyprus: mostly Turkish Cypriot, some British residents. */
const TURKISH_FEMALE = [
  'Ayşe', 'Fatma', 'Elif', 'Zeynep', 'Emine', 'Hatice', 'Merve', 'Derya', 'Gül', 'Sevgi', 'Özlem', 'Büşra',
  'Ece', 'Deniz', 'İpek', 'Selin', 'Şule', 'Nur', 'Aylin', 'Cansu', 'Gizem', 'Damla', 'Tuğçe', 'Hülya',
  'Nihan', 'Pınar', 'Yasemin', 'Ebru', 'Melis', 'Buse',
] as const;
const TURKISH_MALE = [
  'Mehmet', 'Mustafa', 'Ahmet', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'Osman', 'Murat', 'Emre', 'Kemal', 'Serkan',
  'Cem', 'Burak', 'Erhan', 'Hakan', 'Özgür', 'Tolga', 'Barış', 'Uğur', 'Oğuz', 'Kaan', 'Salih', 'Derviş',
  'Erol', 'Yusuf', 'Tahsin', 'Ersin', 'Çağrı', 'Gökhan',
] as const;
const ENGLISH_FEMALE = [
  'Emma', 'Olivia', 'Sophie', 'Charlotte', 'Amelia', 'Grace', 'Emily', 'Lucy', 'Hannah', 'Jessica', 'Sarah',
  'Rachel', 'Claire', 'Helen', 'Victoria',
] as const;
const ENGLISH_MALE = [
  'James', 'Oliver', 'Harry', 'George', 'Jack', 'Thomas', 'William', 'Daniel', 'Matthew', 'Andrew', 'David',
  'Michael', 'Richard', 'Peter', 'Christopher',
] as const;
const TURKISH_LAST = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan',
  'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Erdoğan', 'Tekin', 'Altun',
  'Güneş', 'Ekinci', 'Denktaş', 'Talat', 'Özgür', 'Hasipoğlu', 'Raif', 'Mehmetçik', 'Beyoğlu', 'Ersoy',
  'Uzun', 'Akıncı', 'Serdar', 'Eroğlu', 'Gürsel', 'Bulut', 'Karagöz',
] as const;
const ENGLISH_LAST = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Evans', 'Thomas', 'Roberts',
  'Walker', 'Wright', 'Thompson', 'White', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood', "O'Brien",
] as const;

export interface PersonName {
  firstName: string;
  lastName: string;
  /** Turkish names use Turkish case rules ('i' → 'İ') for initials. */
  locale: 'tr' | 'en';
}

export interface NameOptions {
  /** Share of English names (0..1). */
  english: number;
  /** Share of women (0..1). */
  female: number;
}

export function pickName(random: Random, options: NameOptions): PersonName {
  const english = random.chance(options.english);
  const female = random.chance(options.female);
  if (english) {
    return { firstName: random.pick(female ? ENGLISH_FEMALE : ENGLISH_MALE), lastName: random.pick(ENGLISH_LAST), locale: 'en' };
  }
  return { firstName: random.pick(female ? TURKISH_FEMALE : TURKISH_MALE), lastName: random.pick(TURKISH_LAST), locale: 'tr' };
}

/** The letters of an avatar: first letters of the first and last name, upper-cased. */
export function initialsOf(name: PersonName): string {
  return (name.firstName.charAt(0) + name.lastName.charAt(0)).toLocaleUpperCase(name.locale);
}

const ASCII_OF: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** `Ayşe Öztürk` → `ayse.ozturk`: the local part of a demo e-mail address. */
export function emailLocalPart(name: PersonName): string {
  const ascii = (text: string) =>
    [...text.toLocaleLowerCase(name.locale)].map((char) => ASCII_OF[char] ?? char).join('').replace(/[^a-z0-9]/g, '');
  return `${ascii(name.firstName)}.${ascii(name.lastName)}`;
}

/** A Northern Cyprus mobile number: `+90 533 123 45 67` (Turkcell and Telsim prefixes). */
export function mobileNumber(random: Random): string {
  const digits = random.string('0123456789', 7);
  return `+90 ${random.pick(['533', '542', '548', '544', '539'])} ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
}
