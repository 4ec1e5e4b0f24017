import type { Translation } from '../catalog';
import type en from '../en/agreementText';

/** Filipino of en/agreementText.ts (glossary.md: kontrata ng upa, umuupa, mga tuntunin). */
export default {
  title: 'Kontrata ng upa: {listing}',
  heading: '{title} (bersyon {version})',
  parties: {
    heading: 'Ang mga partido',
    host: 'Host: {name}',
    client: 'Umuupa: {name}',
    madeThrough: 'Ginawa sa pamamagitan ng {platform}, na humahawak ng bayad at nag-iingat ng kontratang ito.',
    reference: 'Reference ng booking: {id}',
  },
  space: {
    heading: 'Ang espasyo',
    line: '{listing} ({type, select, storage {storage} parking {parking} other {bodega}}), sa {area}',
    units: 'Mga unit: {units}',
    accessHours: 'Oras ng pagpasok: {hours}',
    asAgreed: 'ayon sa usapan ninyo ng host',
  },
  period: {
    heading: 'Ang panahon ng upa',
    tenancy:
      'Mula sa simula ng {first}, buwan-buwan, sinisingil sa parehong araw bawat buwan, hanggang magbigay ng abiso ang alinmang panig ({zone}). {days, plural, =0 {Puwedeng tapusin anumang araw, walang kailangang abiso} other {Tapusin nang may # araw na abiso}}; ang host ay nagbibigay ng abiso nang hindi bababa sa 30 araw.',
    hours: '{day}, mula {from} hanggang {to} ({zone})',
    wholeDay: '{day}, buong araw ({zone})',
    days: 'Mula sa simula ng {first} hanggang sa katapusan ng {last} ({zone})',
  },
  price: {
    heading: 'Ang presyo',
    line: '{count} × {price} × {units} = {amount}',
    count: {
      hour: '{count, plural, other {# oras}}',
      day: '{count, plural, other {# araw}}',
      month: '{count, plural, other {# buwan}}',
    },
    subtotal: 'Subtotal: {amount}',
    tax: 'Buwis: {amount}',
    total: 'Kabuuang ibinayad ng umuupa: {amount}',
  },
  cancellation: {
    heading: 'Pag-cancel: {policy} na patakaran',
    policyNames: { flexible: 'Flexible', moderate: 'Katamtaman', strict: 'Mahigpit' },
  },
  clauses: {
    heading: 'Mga tuntunin',
    access: 'Papapasukin ng host ang umuupa sa espasyo sa panahong nakasaad sa itaas, sa loob ng oras ng pagpasok.',
    goods:
      'Mga legal na gamit o sasakyan lang ang ilalagay ng umuupa sa espasyo: walang madaling masunog, nabubulok, buhay o mapanganib.',
    leave:
      'Iiwan ng umuupa ang espasyo gaya ng dinatnan niya ito, at ibabalik ang anumang susi o pass sa pagtatapos ng panahon ng upa.',
    privacy: 'Hindi ibabahagi ng alinmang panig sa iba ang contact details o address ng kabilang panig.',
    problems:
      'Ang anumang problema ay sasabihin muna sa kabilang panig, saka sa support ng {platform}, na magpapasya sa refund ayon sa patakaran sa pag-cancel sa itaas.',
  },
  terms: {
    beforePayment: 'Kapag nag-cancel ka bago magbayad, walang sisingilin.',
    byHost: 'Kapag nag-cancel ang host, buong refund ang makukuha mo.',
    fullRefund: 'Buong refund',
    refund: 'May refund',
    percentRefund: '{percent} na refund',
    noRefund: 'Walang refund',
    less: 'bawas ang',
    lessFee: '{percent} na cancellation fee',
    lessFirstDay: 'unang araw',
    and: 'at',
    until: 'hanggang {time} bago ang simula',
    afterThat: 'Pagkatapos noon',
    hours: '{count, plural, other {# oras}}',
    days: '{count, plural, other {# araw}}',
  },
} as const satisfies Translation<typeof en>;
