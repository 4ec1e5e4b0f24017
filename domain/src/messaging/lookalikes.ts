/**
 * Letters of other scripts that look like a Latin letter, as that letter: "fаcebook.com" with a
 * Cyrillic "а" is read as facebook.com (decision 0059). The entries of Unicode's confusables list
 * (UTS #39) from Cyrillic, Greek, Armenian, the Latin extensions and small capitals that stand for
 * one Latin letter (capital І and Ι as I, not l as the list has it, since the copy is lower-cased
 * after), and the lower-case Cyrillic and Greek letters that look like their capital's Latin letter
 * (к, м, т, н, в; κ, η, χ, ω). Characters with a compatibility form (full-width, circled,
 * mathematical letters) need none: normalise() reads them through NFKD.
 */
const PAIRS = [
  // Cyrillic
  'аa Аa Ьb Вb вb сc Сc ԁd еe ҽe Еe Ԍg һh Нh нh іi Іi Ӏi ӏi јj Јj Кk кk Мm мm оo Оo рp Рp ԛq гr',
  'ѕs Ѕs Тt тt ѵv Ѵv ѡw ԝw Ԝw хx Хx уy үy Уy Үy',
  // Greek
  'αa Αa Βb ϲc Ϲc Εe Ϝf Ηh ηn ιi Ιi ϳj Ϳj Κk κk Μm Ϻm Νn οo σo Οo ρp ϱp Ρp Τt υu νv Χx χx ωw γy Υy ϒy Ζz',
  // Armenian
  'քf ցg հh ոn ռn օo Օo գq զq Տs սu Սu աw',
  // Latin extensions and small capitals
  'ɑa Ƅb ɡg ƍg ɪi ɩi Ɩl ǀl Ʀr ƽs ʋu ɯw ɣy ʏy ᴄc ᴏo ᴑo ᴦr ᴜu ᴠv ᴡw ᴢz',
].join(' ');

export const LOOKALIKES: ReadonlyMap<string, string> = new Map(
  PAIRS.split(' ').map((pair) => [pair.slice(0, -1), pair.slice(-1)]),
);
