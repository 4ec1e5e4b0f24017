import type { Translation } from '../catalog';
import type en from '../en/adminSystem';

/** Filipino of en/adminSystem.ts (glossary.md). */
export default {
  shared: {
    none: '(wala)',
    on: 'Naka-on',
    off: 'Naka-off',
    empty: '(blangko)',
    noChanges: 'Walang nabagong value.',
    changedFrom: 'binago mula sa',
    changedTo: 'papunta sa',
  },
  settings: {
    title: 'Settings ng Platform',
    description: 'Para sa lahat ang mga pagbabago sa sandaling ma-save.',
    resetAll: 'I-reset lahat',
    loadError: 'Hindi ma-load ang settings',
    tabs: 'Mga kategorya ng settings',
    unsavedMark: '(may hindi pa naka-save)',
    leave: {
      title: 'Umalis nang hindi nagse-save?',
      text: 'Hindi pa naka-save ang mga binago mo sa settings ng {categories}.',
      confirm: 'Umalis at itapon ang mga binago',
    },
    lastChanged: {
      changed: 'Huling binago noong',
      by: 'ni',
      you: 'ikaw',
      anAdmin: 'isang administrator',
      imported: 'Huling import noong',
    },
    form: {
      heading: 'Settings ng {category}',
      reset: 'I-reset sa default ang {category}',
      unsaved: 'May hindi pa naka-save',
      allSaved: 'Naka-save na lahat',
      discard: 'Itapon',
      saving: 'Sine-save...',
      save: 'I-save',
      saveWhat: 'ang settings ng {category}',
      saved: 'Na-save ang settings ng {category}.',
    },
    remote: {
      title: 'Binago sa ibang tab o ng ibang administrator',
      updated: 'Ipinapakita na ang mga bagong value ng: {fields}.',
      conflicts:
        'Naitabi ang mga hindi mo pa naka-save na binago. Kapag nag-save ka, mapapalitan ang mga bagong value na ito:',
      discard: 'Itapon ang mga binago ko',
      dismiss: 'Isara',
    },
    tags: {
      added: '{label}: {count} ang naidagdag',
      remove: 'Alisin ang {value}',
    },
    diff: {
      nothing: 'Walang magbabago: pareho na ang lahat ng value.',
      changes: 'Mga pagbabago sa {category}',
    },
    export: {
      button: 'I-export',
      pending: 'Ine-export...',
      done: 'Na-export ang settings sa {name}.',
    },
    import: {
      file: 'File ng settings na i-import',
      button: 'I-import',
      title: 'I-import ang settings na ito?',
      text: 'Mula sa {file}. Ang mga kategorya at value na wala sa file ay kukuha ng built-in na default. {count, plural, =0 {} other {# value ang magbabago.}}',
      confirm: 'I-import ang settings',
      pending: 'Ini-import...',
      done: 'Na-import ang settings mula sa {file}.',
      problems: 'Hindi na-import ang {file}. Walang binago.',
      dismiss: 'Isara',
    },
    reset: {
      all: 'lahat ng settings',
      one: 'settings ng {category}',
      title: 'I-reset sa default ang {what}?',
      text: '{count, plural, other {# value ang babalik sa mga value ng bagong installation. Makikita agad ng lahat ang pagbabago.}}',
      confirm: 'I-reset ang {what}',
      pending: 'Nire-reset...',
      done: 'Na-reset sa default ang {what}.',
    },
    history: {
      title: 'Kasaysayan ng pagbabago',
      description: 'Bawat na-save na pagbabago, reset at import, pinakabago muna.',
      category: 'Kategorya',
      allCategories: 'Lahat ng kategorya',
      loading: 'Nilo-load ang kasaysayan',
      retry: 'Subukan ulit',
      emptyTitle: 'Wala pang pagbabago',
      emptyCategory: 'Wala pang nagbago ng settings ng {category}.',
      emptyAll: 'Lalabas dito ang mga pagbabago sa sandaling may mag-save ng settings.',
      list: 'Mga pagbabago sa settings',
      loadingMore: 'Nilo-load...',
      more: 'Mag-load pa',
      action: 'Aksyon',
      update: 'Update',
      system: 'System',
      you: 'Ikaw',
      anAdmin: 'Isang administrator',
    },
    units: {
      days: 'araw',
      minutes: 'minuto',
      attempts: 'subok',
      requests: 'request',
      characters: 'character',
      ms: 'ms',
      bytes: 'bytes',
      px: 'px',
    },
    categories: {
      general: {
        title: 'Pangkalahatan',
        noun: 'pangkalahatan',
        description: 'Pangalan, locale, contact details at maintenance mode.',
        groups: {
          platform: 'Platform',
          locale: 'Locale',
          contact: 'Contact at mga patakaran',
          maintenance: 'Maintenance',
        },
        fields: {
          platformName: {
            label: 'Pangalan ng platform',
            help: 'Makikita sa header at footer ng site, sa mga title ng pahina at sa mga email.',
          },
          platformDescription: {
            label: 'Paglalarawan ng platform',
            help: 'Isa o dalawang pangungusap tungkol sa platform, nakatago kasama ng settings at ibinibigay sa app; wala pang pahinang nagpapakita nito.',
          },
          currency: {
            label: 'Currency',
            help: 'Ang currency code na ibinibigay ng API kasama ng mga presyo at quote. Sinisingil, itinatago at ipinapakita ng Espasyo ang bawat halaga sa piso (₱, nakatago bilang sentimo) anuman ang piliing code.',
          },
          timezone: {
            label: 'Time zone',
            help: 'Sa time zone na ito ipinapakita ang bawat petsa at oras sa site at sa mga email, dito binibilang ang mga araw ng booking, at dito tumatakbo sa kanilang oras ang mga daily job.',
          },
          language: {
            label: 'Default na wika',
            help: 'Nakatago kasama ng settings at ibinibigay sa app; Ingles lang muna ang site.',
          },
          dateFormat: {
            label: 'Format ng petsa',
            help: 'Nakatago kasama ng settings at ibinibigay sa app; isinusulat ng mga pahina at email ang petsa bilang “Lun, 24 Nob 2026” at ng mga na-export na file bilang 2026-11-24 anuman ang piliin.',
          },
          maintenanceMode: {
            label: 'Maintenance mode',
            help: 'Habang naka-on, mga administrator lang ang makakagamit ng platform; makikita ng iba ang maintenance message.',
          },
          maintenanceMessage: {
            label: 'Maintenance message',
            help: 'Makikita ng lahat habang naka-on ang maintenance mode.',
          },
          contactEmail: {
            label: 'Contact email',
            help: 'Dito lumalapit ang mga user para sa support; makikita sa support section ng landing page.',
          },
          privacyPolicyUrl: {
            label: 'URL ng privacy policy',
            help: 'Kung saan pupunta ang privacy link ng landing page: isang path sa site na ito gaya ng /privacy, o buong https:// address.',
          },
          termsOfServiceUrl: {
            label: 'URL ng mga tuntunin ng serbisyo',
            help: 'Kung saan pupunta ang terms link ng landing page: isang path sa site na ito gaya ng /terms, o buong https:// address.',
          },
          supportUrl: {
            label: 'Support URL',
            help: 'Nakatago kasama ng settings at ibinibigay sa app; papunta sa support section ng landing page ang mga Support link ng site.',
          },
          version: { label: 'Bersyon', help: 'Ang bersyon ng platform na makikita sa footer.' },
        },
      },
      financial: {
        title: 'Pananalapi',
        noun: 'pananalapi',
        description: 'Mga fee, buwis, refund at payout.',
        groups: {
          fees: 'Mga fee',
          tax: 'Buwis',
          payments: 'Mga bayad at payout',
          invoices: 'Mga invoice',
          rentals: 'Buwanang upa',
        },
        fields: {
          platformFeePercentage: {
            label: 'Platform fee',
            help: 'Porsyento ng subtotal ng bawat booking na ibinabawas sa kita ng host. Mula 0% hanggang 50%.',
          },
          hostPayoutDelay: {
            label: 'Paghihintay bago ang payout ng host',
            help: 'Ilang araw matapos magsimula ang booking bago mai-payout ang kita ng host.',
          },
          refundPolicy: {
            label: 'Default na cancellation policy',
            help: 'Ibinibigay sa mga bagong listing; puwedeng pumili ng iba ang host. Flexible: refund bawas ang cancellation fee hanggang 24 oras bago. Moderate: hanggang 5 araw bago, pagkatapos ay 50%. Strict: 50% hanggang 14 na araw bago.',
          },
          taxCalculationEnabled: {
            label: 'Kuwentahin ang buwis',
            help: 'Magdagdag ng buwis sa rate sa ibaba sa subtotal ng bawat booking.',
          },
          taxRate: {
            label: 'Tax rate',
            help: 'Ginagamit lang habang naka-on ang pagkuwenta ng buwis. 12% ang VAT sa Pilipinas.',
          },
          minimumPayout: {
            label: 'Pinakamababang payout',
            help: 'Ang pinakamaliit na halaga, sa piso, na puwedeng i-withdraw ng host.',
          },
          paymentGateway: {
            label: 'Payment gateway',
            help: 'Aling gateway ang tumatanggap ng bayad. Kapag walang credentials nito sa server, tatakbo sa test mode ang built-in na sandbox.',
          },
          autoPayouts: {
            label: 'Awtomatikong payout',
            help: 'I-payout ang available na balanse ng mga host araw-araw nang 02:00 nang hindi naghihintay ng request.',
          },
          payoutWithholding: {
            label: 'Mag-withhold ng buwis sa mga payout',
            help: 'I-withhold ang 1% ng kalahati ng bawat payout (0.5%) bilang creditable withholding tax ayon sa RR 16-2023, makikita sa payout at pinagsasama bawat host bawat quarter.',
          },
          companyName: {
            label: 'Rehistradong pangalan',
            help: 'Ang rehistradong pangalan ng negosyo ng platform, nakalimbag sa mga fee invoice na ibinibigay sa mga host.',
          },
          companyAddress: {
            label: 'Rehistradong address',
            help: 'Ang rehistradong address ng negosyo na nakalimbag sa mga invoice.',
          },
          companyTin: {
            label: 'TIN',
            help: 'Ang Taxpayer Identification Number ng platform sa mga invoice: ###-###-### at ang branch code, hal. 123-456-789-00000.',
          },
          cancellationFeePercentage: {
            label: 'Cancellation fee',
            help: 'Porsyento ng subtotal na itinatabi kapag kinansela ng umuupa ang isang kumpirmadong booking.',
          },
          tenancyGraceDays: {
            label: 'Palugit para sa hindi nabayarang bill',
            help: 'Ilang araw matapos ang due date ng buwanang bill bago puwedeng tapusin ng host ang upa nang may 7 araw na abiso dahil sa hindi pagbabayad. Mula 0 hanggang 30.',
          },
          tenancyHostNoticeDays: {
            label: 'Abiso ng host para tapusin ang buwanang upa',
            help: 'Ang pinakamaikling abisong ibinibigay ng host para tapusin ang buwanang upa, maliban kung may bill na hindi nabayaran lampas sa palugit. Mula 7 hanggang 90 araw.',
          },
        },
      },
      security: {
        title: 'Seguridad',
        noun: 'seguridad',
        description:
          'Beripikasyon, proteksyon sa pag-sign in, ang password policy at ang limit sa mga bukas na hiling ng booking.',
        groups: {
          verification: 'Beripikasyon',
          signIn: 'Pag-sign in',
          password: 'Password policy',
          requests: 'Mga hiling ng booking',
          pass: 'Pass',
        },
        fields: {
          requireIdVerification: {
            label: 'Hingin ang beripikasyon ng ID',
            help: 'Kailangan ng mga user ng aprubadong government ID bago mag-publish ng listing o humiling ng booking.',
          },
          autoVerifyHosts: {
            label: 'Awtomatikong i-verify ang mga host',
            help: 'Aprubahan agad ang mga ID na isinumite ng host, nang walang review.',
          },
          backgroundCheckRequired: {
            label: 'Hingin ang background check',
            help: 'Makakapag-publish lang ng listing ang host kapag naitala na ng staff ang background check nila (isang NBI clearance na tiningnan laban sa aprubado nilang government ID) sa pahina ng ID Verification; hihingan muna ang host ng aprubadong ID.',
          },
          twoFactorAuthRequired: {
            label: 'Hingin ang two-factor authentication',
            help: 'Kinukumpirma ng mga user ang bawat pag-sign in gamit ang code mula sa authenticator app.',
          },
          sessionTimeoutMinutes: {
            label: 'Session timeout',
            help: 'Masa-sign out ang mga user pagkalipas ng ganitong dami ng minutong walang ginagawa.',
          },
          maxLoginAttempts: {
            label: 'Pinakamaraming subok sa pag-login',
            help: 'Ilang bigong pag-sign in ang puwede bago ma-lock ang account. Mula 1 hanggang 20.',
          },
          maxOpenRequests: {
            label: 'Bukas na hiling bawat umuupa',
            help: 'Ilang hiling ang puwedeng naghihintay ng sagot ng host nang sabay para sa isang umuupa; bawat isa ay humahawak ng mga unit nito hanggang masagot o lumipas ang isang araw. Hindi kasama ang mga instant booking na naghihintay ng bayad. Mula 1 hanggang 100.',
          },
          passMarginMinutes: {
            label: 'Palugit ng pass para sa hourly parking',
            help: 'Gaano katagal bago at pagkatapos ng mga oras ng hourly booking valid ang pass nito sa gate. Mula 0 hanggang 120.',
          },
          maxOpenRequestsPerListing: {
            label: 'Bukas na hiling bawat espasyo',
            help: 'Sa mga iyon, ilan ang puwede para sa iisang espasyo. Mula 1 hanggang 100, at hindi lalampas sa bukas na hiling bawat umuupa.',
          },
          accountLockoutMinutes: {
            label: 'Pag-lock ng account',
            help: 'Gaano katagal naka-lock ang account matapos ang sobrang daming bigong pag-sign in.',
          },
          passwordMinLength: {
            label: 'Pinakamaikling haba ng password',
            help: 'Mula 6 hanggang 128, para sa bawat bagong password: sa pag-sign up, reset at pagpapalit. Sa pag-sign up, laging hinihingi rin ang hindi bababa sa 8 character na may malaking titik, maliit na titik at numero.',
          },
          passwordRequireSpecialChar: {
            label: 'Hingin ang special character',
            help: 'Kailangan ng mga bagong password ng special character (halimbawa ! @ # $ %).',
          },
          passwordRequireNumbers: {
            label: 'Hingin ang numero',
            help: 'Kailangan ng mga bagong password ng numero.',
          },
          passwordRequireUppercase: {
            label: 'Hingin ang malaking titik',
            help: 'Kailangan ng mga bagong password ng malaking titik.',
          },
          phoneVerificationRequired: {
            label: 'Hingin ang beripikasyon ng phone',
            help: 'Kinukumpirma ng mga user ang mobile number nila gamit ang 6-digit na code na ipinadala sa SMS.',
          },
          emailVerificationRequired: {
            label: 'Hingin ang beripikasyon ng email',
            help: 'Kinukumpirma ng mga user ang email address nila gamit ang link na ipinadala sa pag-sign up.',
          },
        },
      },
      notifications: {
        title: 'Mga Notification',
        noun: 'mga notification',
        description: 'Aling mga notification ang ipinapadala, paano, at gaano katagal itinatago.',
        groups: {
          channels: 'Mga channel',
          events: 'Mga event',
          reports: 'Mga report at pagtatago',
        },
        fields: {
          emailNotifications: {
            label: 'Mga email notification',
            help: 'Magpadala ng kopya ng mga notification sa email, ayon sa gusto ng bawat user.',
          },
          smsNotifications: {
            label: 'Mga SMS notification',
            help: 'Ipadala sa text message ang mga urgent na notification.',
          },
          pushNotifications: {
            label: 'Mga browser notification',
            help: 'Magpadala ng push notification sa mga phone at computer kung saan ito in-on ng user, ayon sa gusto ng bawat user.',
          },
          marketingEmails: {
            label: 'Mga marketing email',
            help: 'Payagang i-email bilang balita ang mga anunsyo (pinipili sa bawat anunsyo), sa mga umuupa at host lang na nag-on ng “Balita at alok” sa kanilang notification settings. Kapag naka-off, walang makakatanggap, anuman ang piliin nila.',
          },
          bookingConfirmations: {
            label: 'Mga kumpirmasyon ng booking',
            help: 'I-email ang dalawang panig kapag hiniling, tinanggap, binayaran o kinansela ang booking, ayon sa gusto ng bawat user. Sinasabihan sila sa app alinman dito.',
          },
          paymentNotifications: {
            label: 'Mga notification sa bayad',
            help: 'I-email ang mga user tungkol sa kanilang bayad at refund, at ang mga host tungkol sa kanilang payout, ayon sa gusto ng bawat user. Sinasabihan sila sa app alinman dito.',
          },
          reviewNotifications: {
            label: 'Mga notification sa review',
            help: 'I-email ang mga user kapag na-publish ang review tungkol sa kanila, ayon sa gusto ng bawat user. Sinasabihan sila sa app alinman dito.',
          },
          systemAlerts: {
            label: 'Mga system alert',
            help: 'Alertuhin ang mga administrator tungkol sa mga pumalyang job, payout, webhook at delivery. Ini-email lang ang mga abiso ng staff sa isang user habang naka-on ito.',
          },
          maintenanceNotifications: {
            label: 'Mga notification sa maintenance',
            help: 'Kapag in-on ang maintenance mode, i-email ang mensahe nito sa mga umuupa at host na tumatanggap ng balita ng platform (habang naka-on ang email notifications). Kapag naka-off, magsisimula ang maintenance nang walang email; ipinapakita pa rin ng site ang mensahe.',
          },
          reportInterval: {
            label: 'Dalas ng report',
            help: 'Gaano kadalas ini-email sa mga administrator ang buod ng platform — mga booking, bayad, refund, kita, bagong user at reklamo — nang 07:00: araw-araw para sa nakaraang araw, lingguhan tuwing Lunes para sa nakaraang linggo, buwanan tuwing ika-1 para sa nakaraang buwan.',
          },
          notificationRetentionDays: {
            label: 'Pagtatago ng notification',
            help: 'Binubura ang mga nabasang notification na mas luma rito.',
          },
        },
      },
      api: {
        title: 'API',
        noun: 'API',
        description: 'Mga rate limit, cross-origin access, ang timeout ng payment gateway at logging.',
        groups: {
          rateLimits: 'Mga rate limit',
          cors: 'Cross-origin access',
          gateway: 'Gateway, logs at bersyon',
        },
        fields: {
          rateLimitPerMinute: {
            label: 'Rate limit bawat minuto',
            help: 'Ilang request ang puwedeng gawin ng isang client bawat minuto. Mula 1 hanggang 10,000.',
          },
          rateLimitPerHour: {
            label: 'Rate limit bawat oras',
            help: 'Ilang request ang puwedeng gawin ng isang client bawat oras.',
          },
          rateLimitPerDay: {
            label: 'Rate limit bawat araw',
            help: 'Ilang request ang puwedeng gawin ng isang client bawat araw.',
          },
          allowCors: {
            label: 'Payagan ang cross-origin request',
            help: 'Payagan ang mga website na nakalista sa ibaba na tawagin ang API mula sa browser.',
          },
          corsOrigins: {
            label: 'Mga pinapayagang origin',
            help: 'Buong origin na may https://. Pindutin ang Enter o mag-type ng kuwit pagkatapos ng bawat isa.',
          },
          webhookTimeout: {
            label: 'Timeout ng payment gateway',
            help: 'Gaano katagal maghihintay sa sagot ng Stripe o PayMongo — sa checkout, refund, bayad sa likod ng webhook, sa daily reconciliation — bago sumuko. Kusang sinusubukan ulit ang mga refund at webhook event; puwedeng sumubok ulit ang nagbabayad. Ang 30,000 ms ay 30 segundo.',
          },
          enableApiLogs: {
            label: 'Logs ng API request',
            help: 'Magsulat ng isang linya sa server log para sa bawat API request: method, path at route, status, tagal, user at request id. Kapag naka-off, hindi nilo-log ang mga API request (pero nilo-log pa rin ang server errors); nilo-log pa rin ang mga pahina at file.',
          },
          apiVersion: {
            label: 'Bersyon ng API',
            help: 'Ipinapadala kasama ng bawat sagot ng API sa header na X-API-Version, para sa mga program na tumatawag sa API.',
          },
        },
      },
      storage: {
        title: 'Storage',
        noun: 'storage',
        description: 'Mga upload, pagproseso ng larawan at kung saan itinatago ang mga file.',
        groups: {
          uploads: 'Mga upload',
          images: 'Mga larawan',
        },
        fields: {
          maxFileSize: {
            label: 'Pinakamalaking laki ng file',
            help: 'Sa bytes, para sa mga larawan at dokumento. Ang 10,485,760 bytes ay 10 MB.',
          },
          allowedImageTypes: {
            label: 'Mga pinapayagang uri ng larawan',
            help: 'Mga file ng larawan na puwedeng i-upload ng user, ayon sa extension. Pumili ng kahit isa.',
          },
          allowedDocumentTypes: {
            label: 'Mga pinapayagang uri ng dokumento',
            help: 'Mga file ng dokumento na puwedeng i-upload ng user, ayon sa extension. Pumili ng kahit isa.',
          },
          imageQuality: {
            label: 'Kalidad ng larawan',
            help: 'Kalidad ng mga niliitang larawan, mula 1 hanggang 100. Mas maganda kapag mas mataas pero mas mabagal mag-load sa mobile data.',
          },
          generateThumbnails: {
            label: 'Gumawa ng thumbnail',
            help: 'Gumawa ng maliit na kopya ng bawat larawan ng listing, sa laki ng thumbnail sa ibaba, para sa mga listahan at resulta ng search. Kapag naka-off, wala nang thumbnail ang mga larawang ia-upload mula noon at ang 640-pixel na kopya ang ipapakita ng mga listahan.',
          },
          thumbnailSize: {
            label: 'Laki ng thumbnail',
            help: 'Lapad ng thumbnail, sa pixels (4:3 ang mga larawan). Ginagamit habang naka-on ang mga thumbnail.',
          },
          cloudStorageProvider: {
            label: 'Storage ng file',
            help: 'Itinatala lang bilang sanggunian: sa server itinatakda kung saan itinatago ang mga upload (ang mga S3_* environment variable para sa bucket, kung wala ay ang data folder nito), hindi dito.',
          },
        },
      },
    },
    options: {
      currency: { PHP: 'PHP — piso ng Pilipinas (₱)', USD: 'USD — US dollar ($)' },
      language: { en: 'English', fil: 'Filipino' },
      refundPolicy: { flexible: 'Flexible', moderate: 'Moderate', strict: 'Strict' },
      paymentGateway: {
        stripe: 'Stripe',
        paymongo: 'PayMongo (GCash, Maya, card)',
        sandbox: 'Sandbox (test mode, walang totoong pera)',
      },
      reportInterval: { daily: 'Araw-araw', weekly: 'Lingguhan', monthly: 'Buwanan' },
      cloudStorageProvider: { local: 'Ang server na ito (local folder)', s3: 'S3-compatible na bucket' },
    },
    testMode: 'Test mode',
    failures: {
      updateFailed: 'Hindi na-update ang settings: {detail}',
      historyFailed: 'Hindi ma-load ang kasaysayan ng settings: {detail}',
      importFailed: 'Hindi na-import ang settings: {detail}',
      exportFailed: 'Hindi na-export ang settings: {detail}',
      resetFailed: 'Hindi na-reset ang settings: {detail}',
    },
  },
  tools: {
    title: 'Admin Tools',
    description: 'Mga naka-schedule na job, delivery, rating at pag-export ng data. Nasa oras ng {zone} ang mga oras.',
    jobs: {
      title: 'Mga naka-schedule na job',
      loading: 'Nilo-load ang mga job',
      error: 'Hindi ma-load ang mga job',
      emptyTitle: 'Walang naka-schedule na job',
      emptyText:
        'Lalabas dito ang mga job kapag may bahagi ng platform na nag-schedule ng trabaho, gaya ng pag-expire ng mga hiling ng booking.',
      schedule: 'Iskedyul',
      lastRun: 'Huling takbo',
      nextRun: 'Susunod na takbo',
      running: 'Tumatakbo ngayon',
      notRun: 'Hindi pa tumatakbo',
      failed: 'Pumalya',
      succeeded: 'Nagtagumpay',
      runNow: 'Patakbuhin ngayon',
      runNowLabel: 'Patakbuhin ngayon ang {job}',
      confirmTitle: 'Patakbuhin ngayon ang {job}?',
      pending: 'Pinapatakbo...',
      jobFailed: 'Pumalya ang job.',
      jobFailedTitle: 'Pumalya ang {job}',
      jobDone: 'Tapos na ang job.',
      jobDoneTitle: 'Tapos na ang {job}',
      every: {
        days: '{count, plural, one {Araw-araw} other {Tuwing # araw}}',
        hours: '{count, plural, one {Bawat oras} other {Tuwing # oras}}',
        minutes: '{count, plural, one {Bawat minuto} other {Tuwing # minuto}}',
        seconds: 'Tuwing {count} segundo',
      },
    },
    deliveries: {
      title: 'Mga delivery',
      description:
        'Mga email, text message, paglilinis ng file at realtime push, ipinapadala pagkatapos ng pagbabagong nagdulot nito. Sinusubukan ulit ang bawat isa nang pahaba nang pahaba ang pagitan; ang pumapalya pa rin ay titigil dito hanggang i-retry mo.',
      show: 'Ipakita',
      loading: 'Nilo-load ang mga delivery',
      error: 'Hindi ma-load ang mga delivery',
      emptyOpenTitle: 'Walang naghihintay o pumalya',
      emptyOpenText: 'Naipadala na ang bawat email, text message, paglilinis ng file at realtime push.',
      emptyTitle: 'Walang delivery dito',
      emptyText: 'Pumili ng ibang status para makakita ng iba pa.',
      count: '{count, plural, other {# delivery}}',
      pages: 'Mga pahina ng delivery',
      filters: {
        open: 'Naghihintay at pumalya',
        failed: 'Pumalya',
        pending: 'Naghihintay',
        delivering: 'Ipinapadala',
        delivered: 'Naipadala',
      },
      statuses: { pending: 'Naghihintay', delivering: 'Ipinapadala', delivered: 'Naipadala', failed: 'Pumalya' },
      kinds: {
        email: 'Email',
        sms: 'Text message',
        fileDelete: 'Paglilinis ng file',
        realtime: 'Realtime push',
        paymentRefund: 'Refund sa gateway',
        paymentCloseCheckout: 'Checkout na isinara sa gateway',
        paymentWebhook: 'Naprosesong event ng gateway',
      },
      columns: {
        kind: 'Uri',
        recipient: 'Tatanggap / buod',
        status: 'Status',
        attempts: 'Mga subok',
        lastError: 'Huling error',
        times: 'Mga oras',
        actions: 'Mga aksyon',
      },
      attemptsOf: '{attempts} sa {max}',
      queued: 'Pumila',
      nextTry: 'Susunod na subok',
      failedAt: 'Pumalya',
      deliveredAt: 'Naipadala',
      retry: 'I-retry',
      retrying: 'Nire-retry...',
      retryLabel: 'I-retry ang {kind}',
      retryLabelTo: 'I-retry ang {kind} kay {recipient}',
      delivered: 'Naipadala',
      failedAgain: 'Pumalya ulit.',
      retryFailed: 'Pumalya ang retry',
      later: 'Susubukan ulit ito maya-maya.',
      notYet: 'Hindi pa naipadala',
      refused: 'Tinanggihan ang retry',
    },
    recompute: {
      title: 'Kuwentahin ulit ang mga rating',
      description:
        'Kuwentahin ulit ang rating ng bawat listing at user mula sa mga review na nakikita. Laging updated ang mga rating habang dumarating ang mga review; gamitin ito matapos ayusin nang mano-mano ang data.',
      button: 'Kuwentahin ulit ang mga rating',
      confirmTitle: 'Kuwentahin ulit ngayon ang bawat rating?',
      confirmText:
        'Bibilangin ulit mula sa mga nakikitang review ang rating at bilang ng rating ng bawat listing at user.',
      pending: 'Kinukuwenta ulit...',
      doneTitle: 'Nakuwenta ulit ang mga rating',
      done: 'Nakuwenta ulit ang {listings} listing at {users} user',
    },
    csv: {
      title: 'I-export ang mga booking at bayad',
      description:
        'I-download bilang CSV file ang mga booking na ginawa, o mga bayad na sinimulan, sa pagitan ng dalawang araw, para sa spreadsheet o sa accountant. Nasa piso na may dalawang decimal at nasa sentimo ang pera; nasa time zone ng platform ang mga oras. May personal na data ang mga file: ingatan ang mga ito at burahin kapag tapos na.',
      from: 'Mula',
      to: 'Hanggang',
      bookings: 'I-download ang mga booking',
      payments: 'I-download ang mga bayad',
      downloading: 'Dina-download...',
      done: 'Na-save ang {name}.',
      failedTitle: 'Pumalya ang download',
    },
    data: {
      title: 'I-export ang data',
      description:
        'I-download ang data ng platform bilang isang JSON file, para sa backup o audit. May personal na data ito: ingatan ito at burahin kapag tapos na.',
      button: 'I-export ang data',
      pending: 'Ine-export...',
      done: 'Na-export ang data sa {name}.',
      failedTitle: 'Pumalya ang export',
    },
  },
} satisfies Translation<typeof en>;
