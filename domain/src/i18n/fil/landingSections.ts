import type { Translation } from '../catalog';
import type en from '../en/landingSections';

/** Filipino of en/landingSections.ts; terms as glossary.md fixes them. */
export default {
  features: {
    title: 'Bakit Espasyo ang pinipili ng mga umuupa at host',
    intro: 'Lahat ng kailangan mo para mag-store, mag-park o mag-stock nang panatag ang loob.',
    items: {
      verified: {
        title: 'Mga beripikadong host',
        body: 'Nagpapatunay ng pagkakakilanlan ang bawat host gamit ang valid ID bago mag-listing.',
      },
      instant: {
        title: 'Instant na booking',
        body: 'I-book agad ang mga bakanteng espasyo, walang hinihintay na sagot.',
      },
      security: {
        title: '24/7 na security monitoring',
        body: 'May bantay araw at gabi sa mga kasaling espasyo para ligtas ang gamit mo.',
      },
      insurance: {
        title: 'Insurance hanggang ₱100,000',
        body: 'Proteksyon para sa mga gamit mong naka-store kung may mangyaring hindi inaasahan.',
      },
      payments: {
        title: 'Magbayad gamit ang GCash o PayMaya',
        body: 'Magbayad gaya ng nakasanayan mo: GCash, PayMaya o card.',
      },
      savings: {
        title: 'Makatipid nang hanggang 50%',
        body: 'Hanggang 50% na mas mura kaysa sa karaniwang storage facility.',
      },
    },
  },
  howItWorks: {
    title: 'Paano ito gumagana',
    tabsLabel: 'Mga gabay',
    tab: { rent: 'Umupa ng espasyo', host: 'I-host ang espasyo mo' },
    step: 'Hakbang {n}: ',
    rent: {
      search: {
        title: 'Maghanap malapit sa iyo',
        body: 'Maglagay ng lungsod o gamitin ang lokasyon mo para makita ang mga storage, parking at bodega sa malapit.',
      },
      compare: { title: 'Ikumpara at i-book', body: 'Tingnan ang mga litrato, presyo at review, saka i-book agad.' },
      pay: {
        title: 'Magbayad nang ligtas',
        body: 'Magbayad gamit ang GCash, PayMaya o card. Protektado ang bayad mo.',
      },
      moveIn: {
        title: 'Lumipat na',
        body: 'Makipagkita sa host mo o kunin ang access details, at mag-store nang panatag.',
      },
    },
    host: {
      list: {
        title: 'Ilista ang espasyo mo nang libre',
        body: 'Ilagay ang mga litrato, laki, presyo at availability ng garahe, kuwarto o lote mo.',
      },
      verify: {
        title: 'Magpa-verify',
        body: 'Patunayan ang pagkakakilanlan mo para alam ng mga umuupa na mapagkakatiwalaan ka.',
      },
      accept: {
        title: 'Tumanggap ng booking',
        body: 'Nagbu-book agad ang mga umuupa o nagpapadala ng request; ikaw pa rin ang may kontrol.',
      },
      paid: { title: 'Mabayaran', body: 'Pumapasok ang kita sa wallet mo at ipinapadala ayon sa iskedyul.' },
    },
    rentCta: 'Mag-sign up para umupa',
    hostCta: 'Mag-sign up bilang host',
  },
  testimonials: {
    title: 'Ang sabi ng aming mga customer',
    rated: 'Rating na {n} sa 5',
    comments: {
      maria:
        'Lumipat ako ng condo at kailangan ko ng lalagyan ng muwebles nang dalawang buwan. Nag-book ako ng kuwarto sa Cubao sa ilang minuto at nagbayad gamit ang GCash.',
      paolo:
        'Sa wakas, may buwanang parking slot malapit sa opisina na mas mura pa kaysa sa mall. Mabilis sumagot ang host at napakabait.',
      jasmine:
        'Hindi na kasya sa bahay ang online shop namin. Ang maliit na bodega sa Espasyo ay kalahati lang ng presyo ng malalaking facility.',
    },
  },
  pricing: {
    title: 'Simple at malinaw na presyo',
    intro: 'Ang mga host ang nagtatakda ng presyo sa piso, at makikita mo ang buong total bago ka mag-book.',
    items: {
      short: {
        label: 'Maikling upa',
        value: 'mula ₱25',
        unit: '/araw',
        body: 'Swak sa araw ng paglipat, mga balikbayan box at parking tuwing weekend.',
      },
      monthly: {
        label: 'Buwanan',
        value: '₱500 – ₱5,000',
        unit: '/buwan',
        body: 'Mula sa locker na kasinlaki ng aparador hanggang sa buong garahe o maliit na bodega.',
      },
      protection: {
        label: 'Proteksyon',
        value: 'hanggang ₱100,000',
        unit: 'insurance',
        body: 'Proteksyon para sa mga gamit mong naka-store habang umuupa ka sa Espasyo.',
      },
    },
    cta: 'Tingnan ang mga Espasyo',
  },
  safety: {
    title: 'Una ang kaligtasan mo',
    intro: 'Sinusuri namin ang mga tao at lugar para makapag-book ka nang panatag.',
    points: {
      verified: 'Beripikado ang mga host gamit ang valid ID bago sila makapag-listing.',
      monitoring: '24/7 na security monitoring sa mga kasaling espasyo.',
      insurance: 'Insurance hanggang ₱100,000 para sa mga gamit na naka-store.',
      payments: 'Ligtas na bayad gamit ang GCash, PayMaya o card.',
      reviews: 'Mga rating at review mula sa totoong umuupa sa bawat listing.',
    },
    imageAlt: 'Maayos at maliwanag na pasilyo ng self-storage na may mga nakakandadong roll-up door',
  },
  support: {
    title: 'Tulong',
    body: 'May tanong tungkol sa booking, bayad o listing mo? Handang tumulong ang aming support team.',
    emailLabel: 'Mag-email sa amin',
  },
  about: {
    title: 'Tungkol sa Espasyo',
    body: 'Pinagtatagpo ng Espasyo ("space" sa Ingles) ang mga nangangailangan ng lugar at ang mga kapitbahay at negosyong may sobra nito, para kumita ang bakanteng garahe, kuwarto at lote sa halip na maalikabok lang.',
  },
  privacy: {
    title: 'Privacy',
    body: 'Kinukuha lang namin ang kailangan para sa mga booking mo at sa kaligtasan ng platform, at hindi namin ibinebenta ang personal data mo.',
    link: 'Basahin ang Patakaran sa Privacy',
  },
  terms: {
    title: 'Mga tuntunin',
    body: 'Sumasang-ayon ang mga umuupa at host sa patas na patakaran sa booking, bayad, pagkansela at pag-aalaga sa bawat espasyo.',
    link: 'Basahin ang Mga Tuntunin ng Serbisyo',
  },
} as const satisfies Translation<typeof en>;
