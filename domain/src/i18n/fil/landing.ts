import type { Translation } from '../catalog';
import type en from '../en/landing';

/** Filipino of en/landing.ts; terms as glossary.md fixes them. */
export default {
  page: {
    title: '{name} — storage, parking at espasyo sa bodega sa Pilipinas',
    description:
      'Umupa ng storage room, parking slot at espasyo sa bodega mula sa mga beripikadong host sa buong Pilipinas, kada oras, araw o buwan.',
  },
  hero: {
    title: 'Espasyo para sa mga gamit mo, malapit sa bahay',
    subtitle:
      'Umupa ng storage room, parking slot at espasyo sa bodega mula sa mga beripikadong host sa buong Pilipinas. I-book agad at magbayad gamit ang GCash, PayMaya o card.',
    searchTypesLabel: 'Ano ang hinahanap mo?',
    tab: { storage: 'Storage', parking: 'Parking', warehouse: 'Bodega' },
    submit: { storage: 'Maghanap ng Storage', parking: 'Maghanap ng Parking', warehouse: 'Maghanap ng Bodega' },
    locationLabel: 'Lokasyon',
    locationPlaceholder: 'Lungsod, barangay o landmark',
    useMyLocation: 'Gamitin ang lokasyon ko',
    locating: 'Hinahanap ang lokasyon mo…',
    locationFound: 'Nilagay ang lokasyon mula sa device mo.',
    locationFallbackNote: 'Hindi namin nakuha ang lokasyon mo, kaya Metro Manila ang nilagay namin.',
    popularLabel: 'Madalas hanapin',
    popular: {
      manila: 'Storage unit sa Manila',
      makati: 'Parking sa Makati',
      quezonCity: 'Bodega sa Quezon City',
      bgc: 'Self storage sa BGC',
      ortigas: 'Parking space sa Ortigas',
    },
    locationFallback: 'Metro Manila, Pilipinas',
    hostPrompt: 'May bakanteng garahe, kuwarto o lote ka ba?',
    becomeHost: 'Maging Host',
  },
  slideshow: {
    label: 'Mga espasyo sa Espasyo',
    carousel: 'carousel',
    alt: {
      storage:
        'Maliwanag na pasilyo ng self-storage na may mga numeradong teal na roll-up door, isang unit na bukas na may mga kahon',
      parking: 'Palapag ng parking na may bubong, mga numeradong slot, ilang kotse at liwanag ng araw sa isang gilid',
      warehouse: 'Maliwanag na pasilyo ng bodega sa pagitan ng matataas na rack na puno ng karton',
    },
    show: 'Ipakita ang larawan {n} ng {total}',
    pause: 'I-pause ang slideshow',
    play: 'I-play ang slideshow',
  },
  stats: {
    label: 'Ang Espasyo sa mga numero',
    rating: { value: '4.8/5', label: 'average na rating' },
    customers: { value: '50,000+', label: 'masayang customer' },
    spaces: { value: '10,000+', label: 'storage space' },
    satisfaction: { value: '95%', label: 'kuntento' },
  },
} as const satisfies Translation<typeof en>;
