import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The legal texts and the consent log (issue 34, Data Privacy Act of 2012; decision 0091).
 *
 * `legal_texts`: every version of the Terms of Service and the Privacy Policy, in English and in
 * Filipino, with the day it takes effect; the current version of a kind is the newest whose day has
 * come. The versions in effect until now are seeded from the pages the site showed (label 2026-01:
 * what every sign-up has recorded in users.terms_version; the day each page said it was last updated).
 *
 * `consents`: one append-only row per consent given or withdrawn (a trigger refuses UPDATE and
 * DELETE; users are anonymised, never deleted): who, what, which version of a legal text, from which
 * device (its user agent and session, for web push the subscription's id) and address, and when. An
 * agreement to one legal text's version is recorded once (a partial unique index). Existing accounts
 * get their sign-up's agreement, their marketing emails' yes and their push devices as rows.
 *
 * users.privacy_version beside users.terms_version: the version of each the person last agreed to,
 * written in the same transaction as its consents row, so the session knows without a query whether
 * the re-consent dialog is due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table users add column privacy_version text;
    update users set privacy_version = terms_version where terms_version is not null;
    create table legal_texts (
      id text primary key,
      kind text not null check (kind in ('terms', 'privacy')),
      label text not null check (char_length(label) between 1 and 40),
      effective_on date not null,
      body_en text not null check (char_length(body_en) between 1 and 40000),
      body_fil text not null check (char_length(body_fil) between 1 and 40000),
      published_by text references users(id) on delete set null,
      published_at timestamptz not null,
      unique (kind, label)
    );
    create index legal_texts_kind_idx on legal_texts (kind, effective_on desc, published_at desc);
    create table consents (
      id text primary key,
      user_id text not null references users(id),
      kind text not null check (kind in ('terms', 'privacy', 'marketing_emails', 'web_push')),
      action text not null check (action in ('given', 'withdrawn')),
      version text check (char_length(version) <= 40),
      device_id text,
      user_agent text not null default '' check (char_length(user_agent) <= 500),
      session_id text,
      ip text check (char_length(ip) <= 100),
      created_at timestamptz not null,
      check ((kind in ('terms', 'privacy')) = (version is not null)),
      check ((kind = 'web_push') = (device_id is not null))
    );
    create index consents_user_idx on consents (user_id, created_at desc, id desc);
    create index consents_kind_idx on consents (kind, user_id, created_at desc, id desc);
    create unique index consents_agreed_once_idx on consents (user_id, kind, version)
      where action = 'given' and kind in ('terms', 'privacy');
    create function consents_append_only() returns trigger language plpgsql as $$ begin raise exception 'the consent log is append-only'; end $$;
    create trigger consents_append_only before update or delete on consents for each row execute function consents_append_only();
  `,
  );
  const at = new Date('2026-11-24T00:00:00Z');
  for (const t of seeds) {
    await sql`insert into legal_texts (id, kind, label, effective_on, body_en, body_fil, published_at)
      values (${t.id}, ${t.kind}, '2026-01', ${t.effectiveOn}, ${t.en}, ${t.fil}, ${at})`.execute(db);
  }
  // What every account agreed to at sign-up, and what it chose since, as the log's first rows.
  await runStatements(
    db,
    `
    insert into consents (id, user_id, kind, action, version, user_agent, created_at)
      select 'mig-terms-' || id, id, 'terms', 'given', terms_version, 'recorded at sign-up', coalesce(terms_accepted_at, created_at)
      from users where terms_version is not null;
    insert into consents (id, user_id, kind, action, version, user_agent, created_at)
      select 'mig-privacy-' || id, id, 'privacy', 'given', terms_version, 'recorded at sign-up', coalesce(terms_accepted_at, created_at)
      from users where terms_version is not null;
    insert into consents (id, user_id, kind, action, user_agent, created_at)
      select 'mig-marketing-' || id, id, 'marketing_emails', 'given', 'notification settings', updated_at
      from users where notification_preferences->>'marketingEmails' = 'true';
    insert into consents (id, user_id, kind, action, device_id, user_agent, created_at)
      select 'mig-push-' || id, user_id, 'web_push', 'given', id, device, created_at from push_subscriptions;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table consents;
    drop function consents_append_only;
    drop table legal_texts;
    alter table users drop column privacy_version;
  `,
  );
}

const TERMS_EN = `These terms apply when you use Espasyo to rent or rent out storage, parking or warehouse space. By creating an account you agree to them. Please read them; they are written to be short and plain.

## What Espasyo is
Espasyo is an online marketplace that connects people who need storage, parking or warehouse space ("renters") with people who have space to rent out ("hosts"). Espasyo is not a party to the rental itself: the agreement for each booking is between the renter and the host, on the terms shown at checkout.

## Your account
You must be at least 18 years old and able to enter into contracts under Philippine law. Give us true, current information and keep your password to yourself; you are responsible for what happens under your account.

We may ask you to confirm your email address and mobile number, and to verify your identity with a government ID, before you can publish a listing or request a booking.

## Hosts
When you list a space you promise that you have the right to rent it out, that the description, photos, size, features and prices are accurate, and that the space is safe and legal to use for storage or parking.
- Keep your calendar up to date and answer booking requests within 24 hours.
- Give confirmed renters access as described in the listing.
- Do not ask renters to pay outside Espasyo.

## Renters
Use the space only for the purpose and period you booked. Do not store anything illegal, hazardous, flammable, perishable or living, and follow the host's access rules.

You are responsible for damage you cause to the space beyond normal wear.

## Payments, fees and refunds
Prices are in Philippine pesos (₱). You pay through Espasyo's payment partners (for example GCash, Maya or card). Espasyo deducts a platform fee from the host's earnings and pays the rest to the host after the booking starts.

Cancellations are refunded according to the cancellation policy shown on the listing and at checkout (flexible, moderate or strict). The amount you will get back is always shown before you confirm a cancellation.

## Conduct and content
Be honest and respectful. Reviews must reflect a real booking. We may remove content, pause listings or suspend accounts that break these terms, break the law or put other users at risk.

## Disputes
If something goes wrong with a booking, first try to settle it with the other side through Espasyo messages. If you cannot, open a dispute on the booking; our team reviews the evidence from both sides and decides on any refund. This does not limit your rights under the Consumer Act of the Philippines (RA 7394).

## Liability
Hosts and renters are responsible for their own spaces, belongings and conduct. To the extent the law allows, Espasyo is not liable for loss of or damage to stored items, except where caused by our own negligence. Insurance coverage, where offered, is subject to its own terms and limits.

## Changes and contact
We may update these terms; we will tell you by email or in the app before important changes take effect. These terms are governed by the laws of the Republic of the Philippines.

Questions? Email [support@espasyo.ph](mailto:support@espasyo.ph). See also our [Privacy Policy](/privacy).`;

const TERMS_FIL = `Ang mga tuntuning ito ay para sa paggamit mo ng Espasyo sa pag-upa o pagpapaupa ng storage, parking o warehouse. Sa paggawa ng account, sumasang-ayon ka sa mga ito. Pakibasa; isinulat namin ang mga ito nang maikli at malinaw.

## Ano ang Espasyo
Ang Espasyo ay isang online marketplace na nag-uugnay sa mga taong nangangailangan ng storage, parking o warehouse ("renter") at sa mga taong may espasyong paupahan ("host"). Hindi kasali ang Espasyo sa mismong upahan: ang kasunduan sa bawat booking ay sa pagitan ng renter at ng host, ayon sa mga tuntuning ipinapakita sa checkout.

## Ang account mo
Dapat ay 18 taong gulang ka na o higit pa at may kakayahang pumasok sa kontrata ayon sa batas ng Pilipinas. Magbigay ng totoo at kasalukuyang impormasyon at huwag ibahagi ang password mo; ikaw ang mananagot sa anumang mangyayari sa account mo.

Maaari naming hilingin na kumpirmahin mo ang email address at mobile number mo, at i-verify ang pagkakakilanlan mo gamit ang government ID, bago ka makapaglathala ng listing o makapag-request ng booking.

## Mga host
Kapag naglista ka ng espasyo, ipinapangako mo na may karapatan kang ipaupa ito, na tama ang paglalarawan, mga litrato, laki, mga feature at presyo, at na ligtas at legal itong gamitin bilang storage o parking.
- Panatilihing updated ang calendar mo at sagutin ang mga booking request sa loob ng 24 na oras.
- Bigyan ng access ang mga kumpirmadong renter ayon sa nakasulat sa listing.
- Huwag hilingin sa mga renter na magbayad sa labas ng Espasyo.

## Mga renter
Gamitin lang ang espasyo para sa layunin at panahong na-book mo. Huwag mag-imbak ng anumang ilegal, mapanganib, madaling magliyab, madaling masira o may buhay, at sundin ang mga patakaran ng host sa pagpasok.

Ikaw ang mananagot sa pinsalang gagawin mo sa espasyo na higit sa karaniwang pagkaluma.

## Bayad, fees at refund
Nasa piso ng Pilipinas (₱) ang mga presyo. Magbabayad ka sa pamamagitan ng mga payment partner ng Espasyo (halimbawa GCash, Maya o card). Kinakaltasan ng Espasyo ng platform fee ang kita ng host at ibinibigay ang natitira sa host pagkatapos magsimula ang booking.

Ang refund sa pagkansela ay ayon sa cancellation policy na nakalagay sa listing at sa checkout (flexible, moderate o strict). Lagi mong makikita ang halagang maibabalik sa iyo bago mo kumpirmahin ang pagkansela.

## Asal at nilalaman
Maging tapat at magalang. Dapat ay galing sa totoong booking ang mga review. Maaari naming alisin ang nilalaman, ihinto ang mga listing o suspindihin ang mga account na lumalabag sa mga tuntuning ito, lumalabag sa batas o naglalagay sa panganib sa ibang user.

## Mga reklamo
Kung may problema sa isang booking, subukan munang ayusin ito sa kabilang panig sa pamamagitan ng Espasyo messages. Kung hindi maayos, magbukas ng dispute sa booking; susuriin ng aming team ang ebidensya ng magkabilang panig at pagpapasyahan ang anumang refund. Hindi nito nililimitahan ang mga karapatan mo sa ilalim ng Consumer Act of the Philippines (RA 7394).

## Pananagutan
Ang mga host at renter ang mananagot sa sarili nilang espasyo, gamit at asal. Hangga't pinapayagan ng batas, hindi mananagot ang Espasyo sa pagkawala o pagkasira ng mga nakaimbak na gamit, maliban kung dahil ito sa sarili naming kapabayaan. Ang insurance, kung mayroon, ay may sarili nitong mga tuntunin at limitasyon.

## Mga pagbabago at pakikipag-ugnayan
Maaari naming baguhin ang mga tuntuning ito; sasabihan ka namin sa email o sa app bago magkabisa ang mahahalagang pagbabago. Ang mga tuntuning ito ay sakop ng mga batas ng Republika ng Pilipinas.

May tanong? Mag-email sa [support@espasyo.ph](mailto:support@espasyo.ph). Basahin din ang aming [Patakaran sa Privacy](/privacy).`;

const PRIVACY_EN = `This policy explains what personal data Espasyo collects when you rent or rent out space, why, who sees it, and the choices you have. We follow the Data Privacy Act of 2012 (Republic Act 10173) and the rules of the National Privacy Commission.

## What we collect
- Account details: name, email address, mobile number, password (stored only as a secure hash) and account type.
- Verification: the government ID and selfie you upload, and the result of our review.
- Listings, bookings, messages, reviews and the signatures on rental agreements.
- Payment records: amounts, dates and references. Card and e-wallet details are handled by our payment partners, not stored by us.
- Technical data: sign-in times, IP address and device information used to keep accounts secure.

## Why we use it
- To run the marketplace: show listings, take bookings, move payments and deliver messages and notifications.
- To keep people safe: verify identities, prevent fraud and settle disputes.
- To meet legal duties, such as keeping financial records and answering lawful requests.
- To send marketing only if you said yes; you can say no at any time in your settings.

## Who we share it with
The other side of a booking sees what they need to complete it (for example your name, and your phone number once the booking is confirmed). We use service providers for payments, email, text messages and hosting, bound by contracts to protect your data. We do not sell your personal data.

## How long we keep it
We keep your account data while your account is open. When you delete your account, we erase or anonymise your personal data, except records the law requires us to keep (such as payment records), which we keep de-identified. Read notifications are deleted automatically after 30 days.

## Your rights
Under the Data Privacy Act of 2012 (RA 10173) you have the right to be informed, to access your data, to object, to have it corrected or erased, to data portability, and to file a complaint with the National Privacy Commission.

You can download all your data as a file and delete your account from your account settings, or ask us to do it for you.

## Security
We protect your data with encrypted connections, hashed passwords, access limited to staff who need it, and a log of every admin action. If a breach affects you, we will tell you and the National Privacy Commission as the law requires.

## Contact
For any privacy question or request, email our Data Protection Officer at [support@espasyo.ph](mailto:support@espasyo.ph). See also our [Terms of Service](/terms).`;

const PRIVACY_FIL = `Ipinapaliwanag ng patakarang ito kung anong personal na datos ang kinukuha ng Espasyo kapag umuupa ka o nagpapaupa ng espasyo, kung bakit, sino ang nakakakita nito, at ang mga pagpipilian mo. Sinusunod namin ang Data Privacy Act of 2012 (Republic Act 10173) at ang mga patakaran ng National Privacy Commission.

## Ang kinukuha namin
- Detalye ng account: pangalan, email address, mobile number, password (naka-save lang bilang secure hash) at uri ng account.
- Verification: ang government ID at selfie na ina-upload mo, at ang resulta ng aming pagsusuri.
- Mga listing, booking, message, review at ang mga pirma sa mga rental agreement.
- Mga rekord ng bayad: halaga, petsa at reference. Ang mga detalye ng card at e-wallet ay hawak ng aming mga payment partner, hindi namin itinatago.
- Teknikal na datos: oras ng pag-sign in, IP address at impormasyon ng device na ginagamit para panatilihing ligtas ang mga account.

## Bakit namin ito ginagamit
- Para patakbuhin ang marketplace: ipakita ang mga listing, tumanggap ng booking, maglipat ng bayad at maghatid ng mga message at notification.
- Para panatilihing ligtas ang mga tao: i-verify ang pagkakakilanlan, pigilan ang panloloko at ayusin ang mga reklamo.
- Para tuparin ang mga legal na tungkulin, gaya ng pagtatago ng mga rekord ng pananalapi at pagsagot sa mga legal na kahilingan.
- Para magpadala ng marketing kung pumayag ka lang; puwede kang tumanggi anumang oras sa settings mo.

## Kanino namin ito ibinabahagi
Nakikita ng kabilang panig ng booking ang kailangan nila para matapos ito (halimbawa ang pangalan mo, at ang phone number mo kapag kumpirmado na ang booking). Gumagamit kami ng mga service provider para sa bayad, email, text message at hosting, na may kontratang nag-oobliga sa kanilang protektahan ang datos mo. Hindi namin ibinebenta ang personal mong datos.

## Gaano katagal namin ito itinatago
Itinatago namin ang datos ng account mo habang bukas ang account mo. Kapag binura mo ang account mo, buburahin o gagawin naming anonymous ang personal mong datos, maliban sa mga rekord na kailangang itago ayon sa batas (gaya ng mga rekord ng bayad), na itinatago namin nang walang pagkakakilanlan. Awtomatikong binubura ang mga nabasang notification pagkalipas ng 30 araw.

## Ang mga karapatan mo
Sa ilalim ng Data Privacy Act of 2012 (RA 10173), may karapatan kang malaman, ma-access ang datos mo, tumutol, ipaayos o ipabura ito, sa data portability, at magsampa ng reklamo sa National Privacy Commission.

Puwede mong i-download ang lahat ng datos mo bilang file at burahin ang account mo mula sa account settings mo, o hilingin sa amin na gawin ito para sa iyo.

## Seguridad
Pinoprotektahan namin ang datos mo gamit ang encrypted na koneksyon, naka-hash na password, access na limitado sa staff na nangangailangan nito, at log ng bawat aksyon ng admin. Kung maapektuhan ka ng isang breach, sasabihan ka namin at ang National Privacy Commission ayon sa hinihingi ng batas.

## Pakikipag-ugnayan
Para sa anumang tanong o kahilingan tungkol sa privacy, mag-email sa aming Data Protection Officer sa [support@espasyo.ph](mailto:support@espasyo.ph). Basahin din ang aming [Mga Tuntunin ng Serbisyo](/terms).`;

const seeds = [
  { id: 'legal-terms-2026-01', kind: 'terms', effectiveOn: '2026-11-24', en: TERMS_EN, fil: TERMS_FIL },
  { id: 'legal-privacy-2026-01', kind: 'privacy', effectiveOn: '2026-11-23', en: PRIVACY_EN, fil: PRIVACY_FIL },
];
