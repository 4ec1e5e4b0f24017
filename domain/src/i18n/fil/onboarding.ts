import type { Translation } from '../catalog';
import type en from '../en/onboarding';

/** Filipino of en/onboarding.ts (glossary.md). */
export default {
  steps: 'Mga hakbang',
  stepOf: 'Hakbang {step} sa {total}',
  done: 'Tapos na',
  doneSr: '(tapos na)',
  notDoneSr: '(hindi pa tapos)',
  shown: 'Ayon sa iyong account, tapos na ito.',
  markUndone: 'Markahang hindi pa tapos',
  markDone: 'Markahang tapos na',
  markDoneContinue: 'Markahang tapos na at magpatuloy',
  back: 'Bumalik',
  next: 'Susunod',
  progress: '{done} sa {total} hakbang ang tapos na',
  allDone: 'Tapos na ang lahat ng hakbang',
  yourProgress: 'Ang iyong progreso',
  loadError: 'Hindi ma-load ang iyong progreso',
  saveFailed: 'Hindi na-save ang iyong progreso. {reason}',
  setUpAside: { before: 'Naka-set up ka na?', link: 'Tingnan kung paano ang pagho-host araw-araw' },
  tutorialAside: { before: 'Nagsisimula pa lang?', link: 'Sundan ang gabay sa pag-set up bilang host' },
  guides: {
    hostOnboarding: {
      title: 'Mag-set up bilang host',
      description:
        'Limang hakbang mula sa bagong account hanggang sa unang payout mo. Naka-save ang iyong progreso, kaya puwede kang huminto at bumalik anumang oras.',
      steps: {
        'complete-profile': {
          title: 'Kumpletuhin ang iyong profile',
          summary:
            'Pinipili ng mga umuupa kung kanino nila ipagkakatiwala ang kanilang gamit. Mas maraming booking ang may totoong pangalan at malinaw na larawan ng mukha.',
          points: {
            p1: 'Maglagay ng profile photo',
            p2: 'Tiyaking tugma ang pangalan mo sa iyong government ID',
            p3: 'Siguraduhing sinasagot mo ang iyong mobile number',
          },
          brief: 'Nakakatulong sa tiwala ang malinaw na larawan ng iyong mukha.',
          link: 'Buksan ang iyong profile',
        },
        'verify-identity': {
          title: 'I-verify ang iyong pagkakakilanlan',
          summary:
            'Ang mga beripikadong host ay may badge na hinahanap ng mga umuupa. Maaaring kailanganin ito para mag-publish ng listing.',
          points: {
            p1: 'Kumpirmahin ang iyong email gamit ang link na ipinadala namin',
            p2: 'Kumpirmahin ang iyong mobile number gamit ang 6-digit na code',
            p3: 'Mag-upload ng government ID at selfie para masuri ng aming team',
          },
          brief: 'Kumpirmahin ang iyong email at phone, at ipasuri ang iyong ID.',
          link: 'Pumunta sa beripikasyon',
        },
        'create-listing': {
          title: 'Gawin ang iyong unang listing',
          summary: 'Ilarawan ang iyong garahe, storage room, parking slot o bodega para ma-imagine ito ng mga umuupa.',
          points: {
            p1: 'Piliin ang uri: storage, parking o bodega',
            p2: 'Ilagay ang address, laki at mga feature tulad ng CCTV o 24/7 na access',
            p3: 'Mag-upload ng hanggang 12 larawan na maliwanag',
          },
          brief: 'Mga larawan, laki, feature at ang iyong presyo.',
          link: 'Gumawa ng listing',
        },
        'availability-pricing': {
          title: 'Itakda ang availability at presyo',
          summary:
            'Piliin ang iyong mga rate at ang mga petsang bakante ang iyong espasyo. Puwede mong baguhin ang dalawa kahit kailan.',
          points: {
            p1: 'Magtakda ng rate kada araw at kada buwan (at kada oras para sa parking)',
            p2: 'Piliin ang instant booking o mga hiling na aaprubahan mo',
            p3: 'I-block ang mga petsang hindi available ang iyong espasyo',
          },
          brief: 'Ang iyong mga rate, at ang mga petsang bakante ang iyong espasyo.',
          link: 'Pumunta sa iyong mga listing',
        },
        'get-paid': {
          title: 'Tumanggap ng bayad',
          summary:
            'Sa Espasyo nagbabayad ang mga umuupa, at pumapasok sa iyong wallet ang kita mo matapos ang platform fee.',
          points: {
            p1: 'Magdagdag ng payout method: GCash, Maya o bank account',
            p2: 'Magagamit ang kita ilang araw matapos magsimula ang booking',
            p3: 'Mag-request ng payout, o hayaang ang automatic payout ang magpadala nito',
          },
          brief: 'Magdagdag ng GCash, Maya o bank account para sa iyong mga payout.',
          link: 'Buksan ang iyong wallet',
        },
      },
      finish: {
        title: 'Handa ka nang mag-host',
        body: 'Bantayan ang iyong dashboard para sa mga hiling na booking. Sagutin agad: nagbu-book ang mga umuupa sa mga host na sumasagot.',
        link: 'Pumunta sa iyong dashboard',
      },
    },
    hostTutorial: {
      title: 'Paano ang pagho-host',
      description:
        'Ano ang nangyayari kapag live na ang iyong listing, mula sa unang hiling hanggang sa unang review mo.',
      steps: {
        'answer-requests': {
          title: 'Sagutin ang mga hiling na booking',
          summary:
            'Kapag may umuupang humiling ng mga petsa, tatanggapin o tatanggihan mo ito. Nag-e-expire ang mga hiling na hindi mo nasagot sa loob ng 24 oras.',
          points: {
            p1: 'Tingnan kung sino ang humihiling, para sa anong mga petsa at magkano ang kikitain mo',
            p2: 'Tanggapin, o tanggihan nang may maikling dahilan',
            p3: 'Nilalaktawan ng mga instant-book na listing ang hakbang na ito',
          },
          link: 'Tingnan ang iyong mga booking',
        },
        'talk-to-renters': {
          title: 'Makipag-usap sa mga umuupa',
          summary:
            'Sagutin ang mga tanong sa mga mensahe ng Espasyo. Nakatago ang mga phone number at email hanggang makumpirma ang booking.',
          points: {
            p1: 'Sumagot agad: makikita ito sa iyong listing',
            p2: 'Isulat sa chat ang bawat napagkasunduan',
          },
          link: 'Buksan ang mga mensahe',
        },
        'welcome-renter': {
          title: 'Salubungin ang iyong umuupa',
          summary:
            'Kapag nakapagbayad na ang umuupa, kumpirmado na ang booking at maibabahagi sa kanila ang iyong mga instruction sa pagpasok.',
          points: {
            p1: 'Magsulat ng malinaw na instruction sa pagpasok sa iyong listing',
            p2: 'Nandoon ka o makokontak sa araw ng paglipat',
          },
          link: 'Tingnan ang mga paparating na booking',
        },
        'track-earnings': {
          title: 'Bantayan ang iyong kita',
          summary:
            'Nasa iyong wallet ang bawat bayad, fee at payout, kaya alam mo palagi kung ano ang pending at ano ang puwede mong i-withdraw.',
          points: {
            p1: 'Pending ang kita hanggang ilang araw matapos magsimula ang booking',
            p2: 'Mag-withdraw sa GCash, Maya o sa iyong bangko',
          },
          link: 'Buksan ang iyong wallet',
        },
        'build-reputation': {
          title: 'Buuin ang iyong reputasyon',
          summary:
            'Pagkatapos ng bawat booking, magre-review kayo ng umuupa sa isa’t isa. Mas maraming booking ang dala ng magagandang review.',
          points: {
            p1: 'I-review ang iyong umuupa sa loob ng 14 na araw',
            p2: 'Sumagot nang isang beses sa review ng iyong espasyo',
          },
          link: 'Tingnan ang iyong mga review',
        },
      },
      finish: {
        title: 'Alam mo na ang takbo',
        body: 'May tanong sa susunod? Nandito lang ang gabay na ito, at isang mensahe lang ang layo ng support.',
        link: 'Pumunta sa iyong dashboard',
      },
    },
    clientTutorial: {
      title: 'Paano ang pag-upa',
      description:
        'Limang hakbang mula sa paghahanap hanggang sa paglipat ng iyong mga gamit. Naka-save ang iyong progreso, kaya puwede kang bumalik anumang oras.',
      steps: {
        search: {
          title: 'Maghanap ng espasyo',
          summary:
            'Maghanap ng storage, parking o bodega na malapit sa iyo, halimbawa "Makati parking" o "Quezon City warehouse".',
          points: {
            p1: 'I-type ang lungsod, distrito o barangay, o gamitin ang iyong lokasyon',
            p2: 'I-filter ayon sa presyo, laki, feature at petsa',
          },
          link: 'Maghanap ng espasyo',
        },
        compare: {
          title: 'Ikumpara ang iyong mga pagpipilian',
          summary: 'Tingnan ang mga larawan, laki, feature at review, at kung nasaan ang bawat espasyo sa mapa.',
          points: {
            p1: 'I-save sa iyong mga paborito ang mga gusto mo',
            p2: 'Hanapin ang mga beripikadong host at magagandang review',
            p3: 'Mag-message sa host kung may hindi malinaw',
          },
          link: 'Buksan ang mapa',
        },
        book: {
          title: 'I-book ang iyong mga petsa',
          summary:
            'Piliin ang iyong mga petsa at tingnan ang buong presyo bago ka mag-commit. May mga espasyong instant na nabu-book; ang iba ay naghihintay na tanggapin ng host.',
          points: {
            p1: 'Request to book: walang sisingilin hanggang tanggapin ng host',
            p2: 'Instant book: magbayad agad para makuha ang mga petsa',
            p3: 'Pirmahan ang kontrata ng upa sa checkout',
          },
          link: 'Tingnan ang iyong mga booking',
        },
        pay: {
          title: 'Magbayad gamit ang GCash o Maya',
          summary:
            'Magbayad nang ligtas sa Espasyo gamit ang GCash, Maya, card o bank transfer. May resibo ka sa bawat bayad.',
          points: {
            p1: 'Kapag tinanggap ng host, may 24 oras ka para magbayad',
            p2: 'Ang refund ay ayon sa cancellation policy ng listing, na makikita bago ka magbayad',
          },
          link: 'Tingnan ang iyong mga bayad',
        },
        'move-in': {
          title: 'Lumipat',
          summary:
            'Kapag bayad na, kumpirmado na ang iyong booking at matatanggap mo ang mga instruction ng host sa pagpasok.',
          points: {
            p1: 'Magkasundo sa oras ng paglipat sa mga mensahe',
            p2: 'Kunan ng larawan ang espasyo pagdating mo',
            p3: 'Mag-iwan ng review kapag natapos ang iyong booking',
          },
          link: 'Buksan ang mga mensahe',
        },
      },
      finish: {
        title: 'Handa ka nang umupa',
        body: 'Maghanap ng espasyo na malapit sa iyo at i-book ito sa loob ng ilang minuto.',
        link: 'Maghanap ng espasyo',
      },
    },
  },
} satisfies Translation<typeof en>;
