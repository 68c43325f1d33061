## Kļūdas: kāpēc pieprasījums noraidīts

error-form-too-large = Šī veidlapa ir par lielu.
error-choose-saved-setup = Izvēlieties saglabātu izvietojumu.
error-choose-two-squares = Izvēlieties savās izvietojuma rindās divus lauciņus, kuru kauliņus samainīt vietām.
error-record-after-end = Spēles ierakstu var lejupielādēt, kad spēle ir beigusies.
error-record-xml-espionage = Gravon arhīva formātā nav Spiegošanas spēļu; tā vietā lejupielādējiet spēles ierakstu (JSON).
error-admins-only = Šī lapa ir pieejama tikai vietnes administratoriem.
error-unconfirmed = Atzīmējiet lodziņu, lai apstiprinātu darbību.
error-not-started = Spēle vēl nav sākusies.
error-note-not-playing = Piezīmes var rakstīt tikai spēles laikā.
error-note-text = Piezīmē var būt ne vairāk kā { $n } { $n ->
        [one] rakstzīme
       *[other] rakstzīmes
    }, un tai jābūt vienā rindā.
error-note-no-hidden-piece = Šajā lauciņā nav slēpta pretinieka kauliņa, par kuru rakstīt piezīmi.
error-note-guess = Šis minējums nav šīs spēles kauliņš.
error-message-length = Ziņā jābūt no 1 līdz { $n } { $n ->
        [one] rakstzīmei
       *[other] rakstzīmēm
    }.
error-message-rate = Pēdējā stundā jūs nosūtījāt { $n } { $n ->
        [one] ziņu
       *[other] ziņas
    }; lūdzu, brīdi pagaidiet.
error-rematch-not-over = Revanšu var piedāvāt tikai pēc spēles beigām.
error-confirm-incomplete = Izvēlieties lauciņu, no kura iet, un lauciņu, uz kuru iet.
error-not-a-player = Jūs šajā spēlē nepiedalāties.
error-self-challenge = Sevi izaicināt nevar.
error-own-game = Jūs nevarat pievienoties savai spēlei.
error-challenge-for-another = Šis izaicinājums ir citam spēlētājam.
error-no-longer-open = Šī spēle vairs negaida spēlētāju.
error-players-only = To var darīt tikai šīs spēles spēlētāji.
error-game-already-started = Šī spēle jau ir sākusies.
error-setup-closed = Šajā spēlē izvietojumus vairs nevar mainīt.
error-setup-already-submitted = Jūsu izvietojums jau ir iesniegts.
error-setup-name = Dodiet izvietojumam nosaukumu, ne garāku par 40 rakstzīmēm.
error-too-many-setups = Šim spēles veidam jums jau ir saglabāts lielākais atļautais izvietojumu skaits ({ $n }): saglabājiet šo ar tāda izvietojuma nosaukumu, kas jums vairs nav vajadzīgs.
error-game-over = Spēle ir beigusies.
error-stale-page = Spēle pa to laiku ir turpinājusies; lūk, pašreizējā pozīcija.
error-not-your-turn = Tagad nav jūsu gājiens.
error-unavailable = Spēļu serveris šobrīd nevar sasniegt savu datubāzi. Nekas netika mainīts; lūdzu, mēģiniet vēlreiz pēc dažām sekundēm.
error-busy = Serveris šobrīd ir noslogots ar citu lietotāju pieteikšanos. Nekas netika mainīts; lūdzu, mēģiniet vēlreiz pēc dažām sekundēm.
error-rated-needs-verified = Reitinga spēles var spēlēt tikai spēlētāji ar apstiprinātu adresi: atveriet saiti, ko jums nosūtījām, vai spēlējiet šo spēli bez reitinga.
error-too-many-open = Jūs jau piedāvājat { $n } { $n ->
        [one] atvērtu spēli
       *[other] atvērtas spēles
    }: atsauciet vienu vai gaidiet, kamēr kāds pievienojas.
error-too-many-challenges = Jums jau ir { $n } { $n ->
        [one] izaicinājums, kas gaida
       *[other] izaicinājumi, kas gaida
    } atbildi: atsauciet vienu vai gaidiet atbildes.
error-too-many-mails = No šejienes tikko pieprasīts pārāk daudz vēstuļu: nedaudz pagaidiet, pirms pieprasāt vēlreiz.
error-time-ran-out = Laiks šim gājienam jau bija beidzies, tāpēc gājiens netika izdarīts; spēle beidzās laika dēļ.
error-draw-already-offered = Neizšķirta piedāvājums jau ir spēkā.
error-no-draw-offer = Pretinieks neizšķirtu nepiedāvā.
error-vacation-already = Jūs jau esat atvaļinājumā.
error-vacation-used-up = Šī gada atvaļinājuma dienas ir izlietotas.
error-not-on-vacation = Jūs neesat atvaļinājumā.
error-bad-username = Lietotājvārdā jābūt no 3 līdz 24 rakstzīmēm: burtiem a–z bez diakritiskajām zīmēm, cipariem, _ vai -.
error-username-taken = Šis lietotājvārds jau ir aizņemts.
error-bad-email = Uz šo e-pasta adresi mēs nevaram rakstīt.
error-short-password = Parolē ir jābūt vismaz 10 rakstzīmēm.
error-email-taken = Konts ar šo e-pasta adresi jau pastāv.
error-link-gone = Šīs saites derīgums ir beidzies, vai tā jau ir izmantota.
error-sign-in-paused = No šejienes ievadīts pārāk daudz nepareizu paroļu: pagaidiet brīdi, pirms mēģināt vēlreiz (pēc katras nepareizās nedaudz ilgāk).
error-password-checks-paused = Šim kontam ievadīts pārāk daudz nepareizu paroļu: pagaidiet brīdi, pirms mēģināt vēlreiz (pēc katras nepareizās nedaudz ilgāk).
error-account-disabled = Šis konts ir atspējots. Rakstiet vietnes administratoriem.
error-wrong-credentials = Nepareizs lietotājvārds vai parole.
error-wrong-current-password = Jūsu pašreizējā parole nav pareiza.
error-reason-needed = Norādiet iemeslu (ne vairāk kā 500 rakstzīmes): tas tiek ierakstīts audita žurnālā.
error-account-deleted = Šis konts ir dzēsts.
error-not-on-yourself = Palūdziet citam administratoram to izdarīt ar jūsu kontu.
error-address-taken = Šo adresi jau izmanto cits konts.
error-game-over-already = Šī spēle jau ir beigusies.
error-only-game-under-way = Rezultātu var piešķirt tikai notiekošai spēlei.
error-extend-days = Notiekošai spēlei var piešķirt no 1 līdz 60 papildu dienām.
error-no-such-mail = Tādas nenosūtītas vēstules nav.
error-time-control = Laika kontrolei jābūt 1–14 dienām gājienam vai Fišera pulkstenim: sākumā 1–30 dienas, par gājienu 0–14 dienas klāt, pulkstenī kopā ne vairāk kā 60 dienas un ne mazāk par sākuma laiku.
error-unknown-action = Nezināma darbība „{ $action }”.
error-input-nul = Teksts nedrīkst saturēt rakstzīmi NUL.
error-input-missing = Veidlapā trūkst lauka „{ $field }”. Pārlādējiet lapu un mēģiniet vēlreiz.
error-input-unexpected = Pieprasījumā ir daļa „{ $field }”, kurai tur nav vietas.
error-input-choice = „{ $value }” nav neviena no šeit pieejamajām izvēlēm.
error-input-json = Pieprasījuma saturs nav nolasāms JSON.
error-input-malformed = Kāda pieprasījuma daļa nav gaidītajā formā (skaitlis, lauciņš vai kāda no izvēlēm). Pārlādējiet lapu un mēģiniet vēlreiz.
error-text-hidden-characters = Tekstā ir rakstzīme, kas nav redzama vai kas maina apkārtējā teksta virzienu. Lūdzu, izdzēsiet to.
error-foreign-form = Šī veidlapa nāca no citas vietnes. Pārlādējiet lapu un mēģiniet vēlreiz.
error-stale-form = Šīs veidlapas derīgums ir beidzies vai to nav izveidojusi šī vietne. Pārlādējiet lapu un mēģiniet vēlreiz.
error-unknown-variant = „{ $variant }” nav spēle, ko mēs piedāvājam.
error-no-such-player = Spēlētāja ar vārdu { $name } nav.
error-bad-setup = Šis izvietojums neder – { $why }.
error-not-a-move = „{ $move }” nav gājiens starp diviem spēles laukuma lauciņiem.
error-move-refused = { $unit ->
    [move] Pārvietojums
   *[other] Gājiens
} { $move } nav atļauts. { CAPITAL($why) }.
error-unknown-mail-kind = „{ $kind }” nav vēstules veids.
error-not-a-square = „{ $square }” nav spēles laukuma lauciņš.
error-method-not-allowed = Šī adrese nepieņem šo metodi.
error-not-found = Šādas lapas nav.
error-sign-in-first = Lūdzu, vispirms piesakieties.
error-internal = Mūsu pusē kaut kas nogāja greizi. Tas ir pierakstīts; lūdzu, mēģiniet vēlāk vēlreiz.
error-unknown-language = Vietne nav pieejama valodā { $lang }.
error-unknown-zone = „{ $zone }” nav mums zināma laika josla. Rakstiet to tā, kā to sauc laika joslu datubāzē, piemēram, Europe/Riga.

## Katrā lapā

nav-my-games = Manas spēles
nav-your-move-count = { $count ->
        [one] { $count } spēle, kurā jums jārīkojas
       *[other] { $count } spēles, kurās jums jārīkojas
    }
nav-lobby = Spēļu zāle
nav-admin = Administrēšana
nav-sign-out = Iziet
nav-label = Galvenā izvēlne
nav-menu = Izvēlne
nav-sign-in = Pieteikties
nav-register = Reģistrēties
footer-tagline = Fieldpost – Stratego, Maršál a špión un Spiegošana pa pastu.
footer-language = Valoda
footer-language-change = Mainīt
language-changed = Vietne tagad ir latviešu valodā.

## Spēļu saraksti

list-none = Nav.
list-game = Spēle
list-opponent = Pretinieks
list-state = Stāvoklis
list-deadline = Termiņš
list-last-change = Pēdējās izmaiņas

## Sākumlapa

home-title = Spēles pa pastu
home-intro = Spēlējiet Stratego, Barrage, Duel, čehu Maršál a špión un Spiegošanu pa pastu: viens gājiens dienā vai nedēļā. Jūs redzat tikai to, ko ļauj noteikumi; pārējo glabā serveris.
home-create-account = Izveidot kontu
home-or-sign-in = vai pieteikties
home-the-games = Spēles

## Spēļu zāle un manas spēles

lobby-new-game = Jauna spēle
lobby-who-first = Kurš sāk
lobby-seat-random = Izlozēt
lobby-seat-first = Es sāku
lobby-seat-second = Pretinieks sāk
lobby-time = Laiks
lobby-days-per-move = Dienu skaits gājienam
lobby-fischer-initial = Sākuma laiks (dienās)
lobby-fischer-increment = Pieskaitāmās dienas par gājienu
lobby-fischer-cap-label = Maksimālais laiks pulkstenī (dienās)
lobby-clock-note = Pulkstenis iet arī izvietošanas laikā. Atvaļinājums to aptur.
lobby-rated = Reitinga spēle (spēle, kurā kāda puse izdara mazāk par diviem gājieniem, netiek vērtēta)
tournaments-rated = Reitinga turnīrs (spēle, kurā kāda puse izdara mazāk par diviem gājieniem, netiek vērtēta)
lobby-challenge = Izaicināt spēlētāju (atstājiet tukšu atvērtai spēlei)
lobby-create = Izveidot spēli
lobby-challenges = Jums adresētie izaicinājumi
lobby-being-played = Notiekošās spēles
lobby-watch = Atveriet spēli, lai to vērotu.
lobby-open-games = Atvērtās spēles
lobby-any-game = Jebkura
lobby-any-clock = Jebkurš
lobby-fischer = Fišera pulkstenis
lobby-filter = Rādīt
lobby-none-open = Nav nevienas atbilstošas atvērtās spēles. Izveidojiet spēli šeit lejāk, un citi to redzēs šajā sarakstā.
lobby-rated-column = Reitings
lobby-rated-yes = ar reitingu
lobby-rated-no = bez reitinga
lobby-offered-by = Piedāvā (reitings)
lobby-join = Pievienoties
lobby-created = Spēle izveidota.
lobby-joined = Jūs esat spēlē. Izvietojiet savu armiju.
lobby-declined = Izaicinājums noraidīts: spēle netiks spēlēta.
lobby-withdrawn = Spēle atsaukta: tā netiks spēlēta.
games-your-turn = Jūsu gājiens
games-waiting = Gaida pretinieku
games-finished = Beigušās
games-newer = Jaunākas beigušās spēles
games-older = Vecākas beigušās spēles
games-start-or-join = Sākt spēli vai pievienoties
state-open = Gaida pretinieku
state-challenge-sent = Gaida, kad { $opponent } pieņems
state-challenged = { $opponent } jūs izaicina
state-set-up = Izvietojiet savu armiju
state-waiting-setup = Gaida spēlētāja { $opponent } izvietojumu
state-your-move = Jūsu gājiens
state-their-move = Gājiens: { $opponent }
state-won = { $how ->
        [flag_captured] Jūs uzvarējāt, sagrābjot karogu
        [hq_captured] Jūs uzvarējāt, ieņemot štābu
        [resign] Jūs uzvarējāt: pretinieks padevās
        [timeout] Jūs uzvarējāt, jo pretiniekam beidzās laiks
        [forfeit] Jums piešķirta tehniskā uzvara
        [no_movable_pieces] Jūs uzvarējāt: pretiniekam vairs nav neviena kauliņa, ar ko iet
        [no_moves] Jūs uzvarējāt: pretinieks nevar izdarīt gājienu
       *[other] Jūs uzvarējāt ({ $reason })
    }
state-lost = { $how ->
        [flag_captured] Jūs zaudējāt: jūsu karogs sagrābts
        [hq_captured] Jūs zaudējāt: jūsu štābs ieņemts
        [resign] Jūs padevāties un zaudējāt
        [timeout] Jūs zaudējāt, jo jums beidzās laiks
        [forfeit] Pretiniekam piešķirta tehniskā uzvara
        [no_movable_pieces] Jūs zaudējāt: jums vairs nav neviena kauliņa, ar ko iet
        [no_moves] Jūs zaudējāt: jūs nevarat izdarīt gājienu
       *[other] Jūs zaudējāt ({ $reason })
    }
state-drawn = { $how ->
        [draw_agreed] Neizšķirts pēc vienošanās
       *[other] Neizšķirts ({ $reason })
    }
state-seat-won = { $how ->
        [flag_captured] { $side } uzvarēja, sagrābjot karogu
        [hq_captured] { $side } uzvarēja, ieņemot štābu
        [resign] { $side } uzvarēja: otra puse padevās
        [timeout] { $side } uzvarēja, jo otrai pusei beidzās laiks
        [forfeit] { $side }: tehniskā uzvara
        [no_movable_pieces] { $side } uzvarēja: otrai pusei vairs nebija neviena kauliņa, ar ko iet
        [no_moves] { $side } uzvarēja: otra puse nevarēja izdarīt gājienu
       *[other] { $side } uzvarēja ({ $reason })
    }
list-anyone = jebkurš
list-clock-stopped = pulkstenis apturēts (atvaļinājums)
list-move = { $n }. gājiens
list-left-days = Atlikušais laiks: { $days } d. { $hours } st.
list-left-hours = Atlikušais laiks: { $hours } st. { $minutes } min.
list-left-minutes = Atlikušais laiks: { $minutes } min.
list-time-up = Laiks ir beidzies

## Konts

account-title = Konts
account-heading = Jūsu konts: { $name }
account-admin-console = Administrēšanas panelis
account-board = Spēles laukums
account-rank-numbers = Pakāpju numerācija
account-numbering-modern = Mūsdienu: 10 = maršals … 2 = izlūks
account-numbering-classic = Klasiskā: 1 = maršals … 9 = izlūks
account-orientation = Spēles laukuma novietojums
account-orientation-own = Mani kauliņi apakšā
account-orientation-first = Sarkanais (vai baltais) vienmēr apakšā
account-confirm-moves = Jautāt pirms gājiena nosūtīšanas
account-letters-only = Rādīt kauliņus tikai kā burtus un ciparus, bez attēliem
account-save-preferences = Saglabāt iestatījumus
account-password = Parole
account-current-password = Pašreizējā parole
account-new-password = Jaunā parole
account-change-password = Mainīt paroli
account-email = E-pasts
account-email-now = Pašlaik: { $email }. Izmaiņas stāsies spēkā, kad atvērsiet saiti, ko nosūtīsim uz jauno adresi.
account-email-now-unconfirmed = Pašlaik: { $email } (vēl nav apstiprināts: skatiet mūsu nosūtīto vēstuli). Izmaiņas stāsies spēkā, kad atvērsiet saiti, ko nosūtīsim uz jauno adresi.
account-new-email = Jaunā e-pasta adrese
account-your-password = Jūsu parole
account-change-email = Mainīt e-pasta adresi
account-mail = Vēstules
account-mail-me-when = Sūtīt man vēstuli, kad
account-daily-digest = Ne vairāk kā viena vēstule dienā: kopsavilkums par spēlēm, kas mani gaida, nevis vēstule par katru gājienu
account-save-mail = Saglabāt vēstuļu iestatījumus
account-mailbox = Jūsu pastkastīte
account-mailbox-note = (šī vietne glabā vēstules šeit, nevis tās sūta).
mailbox-mode-warning = Šī vietne nesūta e-pastu: katra vēstule tā vietā tiek parādīta pastkastītes lapā, tāpēc nevienu adresi nevar apstiprināt, nosūtot uz to vēstuli. Iestatiet SMTP_URL, pirms spēlētāji sāk paļauties uz šo vietni.
mailbox-mode-player = Šī vietne nesūta e-pastu: savas vēstules atradīsiet
mailbox-mode-link = pastkastītes lapā
mailbox-mode-visitor = Šī vietne nesūta e-pastu: katrs spēlētājs pēc pieteikšanās savas vēstules atrod savā pastkastītes lapā. Tāpēc nevienu šeit norādīto adresi nevar apstiprināt, nosūtot uz to vēstuli.
account-vacation = Atvaļinājums
account-vacation-on = Jūs esat atvaļinājumā (sākums: { $since }): jūsu spēļu pulksteņi stāv, un pretinieki redz, kāpēc. Šogad atlikušās atvaļinājuma dienas: { $left }.
account-vacation-off = Atvaļinājuma laikā jūsu spēļu pulksteņi stāv. Šogad jums ir { $allowance } { $allowance ->
        [one] atvaļinājuma diena
       *[other] atvaļinājuma dienas
    }; atlikušās: { $left }.
account-vacation-end = Beigt savu atvaļinājumu
account-vacation-start = Sākt atvaļinājumu
account-sessions = Sesijas
account-sessions-limits = Ierīces un pārlūkprogrammas, kurās izmantots jūsu konts. Sesija beidzas, ja tā 45 dienas nav lietota, un jebkurā gadījumā pēc 90 dienām.
account-session-this = šī pārlūkprogramma
account-session-end = Beigt šo sesiju
account-session-ended = Šī sesija ir beigusies.
account-session-device = { $browser }, { $system }
account-session-unknown-device = nezināma pārlūkprogramma
account-sign-out-everywhere = Iziet visās ierīcēs
account-sign-out-tokens-too = Atsaukt arī savas API atslēgas (programmas, kas tās izmanto, pārstās darboties)
account-welcome-mail = Laipni lūdzam! Lai spēlētu reitinga spēles, apstipriniet savu adresi: atveriet saiti vēstulē, ko tikko nosūtījām.
account-welcome-mailbox = Laipni lūdzam! Lai spēlētu reitinga spēles, apstipriniet savu adresi: saite ir vēstulē jūsu pastkastītes lapā (šī vietne nesūta e-pastu).
account-own-data = Jūsu dati
account-own-data-what = Viens fails (JSON) ar visu, ko šī vietne par jums glabā: jūsu konts un iestatījumi, sesijas, API atslēgas (bez to slepenās daļas), spēles un pēc to beigām arī to ieraksti, jūsu piezīmes, jūsu rakstītās ziņas, saglabātie izvietojumi, reitingi, pieteikumi turnīriem, jums rindā esošās vēstules, pieteikšanās ar jūsu vārdu un administratoru darbības jūsu kontā.
account-own-data-download = Lejupielādēt savus datus
account-delete = Dzēst savu kontu
account-delete-what = Jūsu notiekošajās spēlēs jums tiek ieskaitīts tehniskais zaudējums, un jūs izstājaties no turnīriem. Jūsu adrese, sesijas, API atslēgas, piezīmes, saglabātie izvietojumi, iestatījumi un rindā esošās vēstules tiek dzēsti, un jūsu vārds visur tiek aizstāts ar aizstājvārdu; pabeigtās spēles paliek jūsu pretiniekiem ar šo aizstājvārdu. Jūsu vārdu varēs reģistrēt atkal pēc { $days } { $days ->
        [one] dienas
       *[other] dienām
    }. To nevar atsaukt: ja vēlaties saglabāt savus datus, vispirms tos lejupielādējiet.
account-delete-messages = Jūsu rakstītās ziņas
account-delete-messages-keep = paturēt tās spēļu sarunās (ar aizstājvārdu)
account-delete-messages-remove = dzēst tās
account-delete-understood = Es saprotu, ka to nevar atsaukt
account-delete-button = Neatgriezeniski dzēst savu kontu
account-deleted = Jūsu konts ir dzēsts. Paldies, ka spēlējāt.
error-delete-not-understood = Atzīmējiet lodziņu „Es saprotu, ka to nevar atsaukt”.
error-username-released = Šis vārds piederēja nesen dzēstam kontam; to varēs izmantot atkal { $days } { $days ->
        [one] dienu
       *[other] dienas
    } pēc dzēšanas.
account-password-changed = Parole nomainīta. Visas pārējās jūsu sesijas ir slēgtas.
account-email-link-sent = Mēs nosūtījām saiti uz jauno adresi: jūsu adrese mainīsies, kad to atvērsiet.
account-preferences-saved = Iestatījumi saglabāti.
account-zone-saved = Datumi tagad tiek rādīti jūsu laika joslā.
account-calendar = Kalendārs
account-calendar-text = Jūsu termiņi tālruņa vai datora kalendārā ar atgādinājumu dienu iepriekš: abonējiet šo adresi savā kalendārā. Neizpaudiet to: ikviens, kam tā ir, redz jūsu termiņus.
account-calendar-subscribe = Abonēt savā kalendārā
account-calendar-atom = Atom plūsma plūsmu lasītājiem
account-calendar-address = Adrese, ko pievienot manuāli
account-calendar-make = Izveidot savu kalendāra adresi
account-calendar-renew = Izveidot jaunu adresi (vecā vairs nedarbosies)
account-calendar-renewed = Jūsu kalendāram ir jauna adrese: abonējiet to no jauna.
account-calendar-made = Jūsu kalendāra adrese ir gatava: abonējiet to savā kalendārā.
calendar-name = Fieldpost: spēlētāja { $name } termiņi
calendar-your-move = Jūsu gājiens spēlē #{ $id } „{ $preset }” pret { PLAYER($opponent, "acc") }
calendar-your-setup = Izvietojiet savu armiju spēlē #{ $id } „{ $preset }” pret { PLAYER($opponent, "acc") }
calendar-entries-close = Pieteikšanās termiņš: „{ $name }”
calendar-reminder = { $title } – termiņš ir rīt
calendar-due = Termiņš: { $at }
account-zone = Laika josla
account-zone-current = Datumi un termiņi tiek rādīti laika joslā { $zone }.
account-zone-label = Laika josla (piemēram, Europe/Riga; tukša nozīmē UTC)
account-zone-browser = Izmantot šīs pārlūkprogrammas laika joslu
account-zone-save = Saglabāt laika joslu
zone-offer = Līdz laika joslas izvēlei datumi tiek rādīti UTC laikā. Jūsu pārlūkprogrammas laika josla:
zone-use = Izmantot to
zone-keep-utc = Paturēt UTC
mail-kind-your-turn = ir mans gājiens
mail-kind-challenge = kāds mani izaicina
mail-kind-game-started = mana spēle sākas
mail-kind-game-over = mana spēle beidzas
mail-kind-reminder = mans laiks beidzas
mail-kind-message = pretinieks man raksta spēlē

## Pieteikšanās un iziešana

auth-signed-out = Jūs izgājāt no konta.
auth-signed-out-everywhere = Jūs izgājāt no konta visās ierīcēs.
auth-sign-in = Pieteikties
auth-username = Lietotājvārds
auth-password = Parole
auth-new-here = Esat šeit pirmo reizi?
auth-create-account = Izveidojiet kontu
auth-forgot = Aizmirsāt paroli?
auth-reset-it = Atjaunojiet to
auth-register = Reģistrēties
auth-username-hint = No 3 līdz 24 rakstzīmēm: burti a–z bez diakritiskajām zīmēm, cipari, _ vai -.
auth-email = E-pasts
auth-password-hint = Vismaz 10 rakstzīmes.
auth-already = Jums jau ir konts?
auth-already-sign-in = Piesakieties
auth-reset-title = Atjaunojiet paroli
auth-new-password = Jaunā parole
auth-set-password = Iestatīt jauno paroli
auth-reset-explain = Norādiet sava konta e-pasta adresi; mēs nosūtīsim saiti jaunas paroles izvēlei.
auth-mail-me-link = Sūtīt man saiti

## Lapas, uz kurām ved vēstules

error-back-to-games = Atpakaļ uz jūsu spēlēm
error-back-home = Atpakaļ uz sākumlapu
message-your-games = Jūsu spēles
link-confirmed-title = Adrese apstiprināta
link-confirmed = Paldies: jūsu e-pasta adrese ir apstiprināta.
link-email-changed-title = E-pasta adrese nomainīta
link-email-changed = Turpmāk tiek izmantota jūsu jaunā e-pasta adrese.
link-gone-title = Šī saite vairs nav derīga
reset-check-mail-title = Pārbaudiet pastu
reset-check-mail = Ja kādam kontam ir šī adrese, saite jaunas paroles izvēlei ir ceļā. To var izmantot vienu reizi, un tā ir derīga vienu stundu.
reset-link-gone = Šīs saites derīgums ir beidzies, vai tā jau ir izmantota. Pieprasiet jaunu.
reset-done = Jūsu parole ir nomainīta. Piesakieties ar to.
unsubscribed-title = Abonements atcelts
unsubscribed = Labi: jūs vairs nesaņemsiet šīs vēstules. Konta lapā tās var ieslēgt atkal.
unsubscribe-title = Atcelt abonementu
unsubscribe-heading = Atteikties no šīm vēstulēm?
unsubscribe-all = Atteikties no visām spēļu vēstulēm
account-mail-saved = Vēstuļu iestatījumi saglabāti.
account-unsubscribe-rotate = Izveidot jaunas atteikšanās saites
account-unsubscribe-rotate-help = Katrā vēstulē ir saite, ar kuru var atteikties no vēstulēm bez pieteikšanās. Ja jūsu vēstules ir pārsūtītas vai tās redzējuši citi, izveidojiet jaunas saites: vecās vairs nedarbosies.
account-unsubscribe-rotated = Jaunās atteikšanās saites izveidotas; vecās vairs nedarbojas.
vacation-started = Jūs esat atvaļinājumā: jūsu spēļu pulksteņi stāv.
vacation-ended = Laipni lūdzam atpakaļ: jūsu pulksteņi atkal iet.
mailbox-title = Pastkastīte
mailbox-heading = Vēstules adresātam { $address }
mailbox-note = Šī vietne nesūta e-pastu, tāpēc jūsu vēstules tiek glabātas šeit.
mailbox-empty = Vēstuļu vēl nav.
mailbox-plain-text = Vienkāršs teksts
mailbox-queued = rindā
mailbox-delivered = piegādāta
mailbox-failed = neizdevās
# A state with a count of mails on the admin's pages.
admin-mail-count = { $state ->
        [pending] Rindā
        [sent] Piegādātas
       *[failed] Neizdevās
    }: { $n }

## HTTP statusi kā kļūdu lapu virsraksti

status-400 = Nepareizs pieprasījums
status-401 = Jāpiesakās
status-403 = Aizliegts
status-404 = Lapa nav atrasta
status-405 = Metode nav atļauta
status-409 = Konflikts
status-410 = Vairs nav pieejams
status-413 = Pārāk liels
status-415 = Neatbalstīts formāts
status-422 = Noraidīts
status-429 = Pārāk daudz pieprasījumu
status-500 = Iekšēja kļūda
status-503 = Pakalpojums nav pieejams
status-303 = Skatīt citur

## Kauliņi, puses, spēļu veidi un rezultāti

piece-marshal = maršals
    .gender = masculine
    .acc = maršalu
piece-general = ģenerālis
    .gender = masculine
    .acc = ģenerāli
piece-colonel = pulkvedis
    .gender = masculine
    .acc = pulkvedi
piece-major = majors
    .gender = masculine
    .acc = majoru
piece-captain = kapteinis
    .gender = masculine
    .acc = kapteini
piece-lieutenant = leitnants
    .gender = masculine
    .acc = leitnantu
piece-sergeant = seržants
    .gender = masculine
    .acc = seržantu
piece-miner = sapieris
    .gender = masculine
    .acc = sapieri
piece-scout = izlūks
    .gender = masculine
    .acc = izlūku
piece-spy = spiegs
    .gender = masculine
    .acc = spiegu
piece-bomb = bumba
    .gender = feminine
    .acc = bumbu
piece-flag = karogs
    .gender = masculine
    .acc = karogu
piece-corporal = kaprālis
    .gender = masculine
    .acc = kaprāli
piece-minesweeper = atmīnētājs
    .gender = masculine
    .acc = atmīnētāju
piece-mine = mīna
    .gender = feminine
    .acc = mīnu
piece-headquarters = štābs
    .gender = masculine
    .acc = štābu
seat-red = sarkanais
    .feminine = sarkanā
    .with = ar sarkanajiem kauliņiem
    .acc = sarkano
seat-blue = zilais
    .feminine = zilā
    .with = ar zilajiem kauliņiem
    .acc = zilo
seat-white = baltais
    .feminine = baltā
    .with = ar baltajiem kauliņiem
    .acc = balto
seat-black = melnais
    .feminine = melnā
    .with = ar melnajiem kauliņiem
    .acc = melno
side-red = Sarkanais
side-blue = Zilais
side-white = Baltais
side-black = Melnais
variant-stratego = Stratego (ISF turnīra noteikumi)
variant-stratego-original = Stratego (Milton Bradley noteikumi)
variant-barrage = Barrage
variant-duel = Duel
variant-marsal-a-spion = Maršál a špión
variant-espionage = Spiegošana
variant-espionage-small = Mazā spiegošana
variant-espionage-fast = Ātrā spiegošana
variant-espionage-open-fast = Atklātā ātrā spiegošana
variant-espionage-small-fast = Mazā ātrā spiegošana
reason-flag-captured = karogs sagrābts
reason-hq-captured = štābs ieņemts
reason-no-moves = nav gājienu
reason-both-no-moves = abiem nav gājienu
reason-no-movable-pieces = nav kustīgu kauliņu
reason-flag-unreachable = karogs nav sasniedzams
reason-move-limit = gājienu limits
reason-resign = padošanās
reason-draw-agreed = neizšķirts pēc vienošanās
reason-timeout = laiks beidzies
reason-adjudicated = administrācijas lēmums
reason-forfeit = tehniskais rezultāts
reason-declared = administratora noteikts rezultāts
reason-aborted = pārtraukts
result-drawn = { $how ->
        [draw_agreed] Spēle beidzās neizšķirti pēc vienošanās.
       *[other] Spēle beidzās neizšķirti ({ $reason }).
    }
result-won = { state-won }.
result-lost = { state-lost }.
result-seat-won = { $how ->
        [flag_captured] { SEATED($name, $seat) } uzvarēja, sagrābjot karogu.
        [hq_captured] { SEATED($name, $seat) } uzvarēja, ieņemot štābu.
        [resign] { SEATED($name, $seat) } uzvarēja: otra puse padevās.
        [timeout] { SEATED($name, $seat) } uzvarēja, jo otrai pusei beidzās laiks.
        [forfeit] { SEATED($name, $seat) }: tehniskā uzvara.
        [no_movable_pieces] { SEATED($name, $seat) } uzvarēja: otrai pusei vairs nebija neviena kauliņa, ar ko iet.
        [no_moves] { SEATED($name, $seat) } uzvarēja: otra puse nevarēja izdarīt gājienu.
       *[other] { SEATED($name, $seat) } uzvarēja ({ $reason }).
    }
## Gājieni vārdos

words-own-piece = jūsu { $piece } ({ $label })
    .gender = { $piece-gender }
    .acc = jūsu { $piece-acc } ({ $label })
    .refl = savu { $piece-acc } ({ $label })
words-seat-piece = { $piece-gender ->
        [feminine] { $seat-feminine }
       *[masculine] { $seat }
    } { $piece } ({ $label })
    .gender = { $piece-gender }
    .acc = { $seat-acc } { $piece-acc } ({ $label })
words-own-unknown = jūsu kauliņš
    .gender = masculine
    .acc = jūsu kauliņu
    .refl = savu kauliņu
words-seat-unknown = { $seat } kauliņš
    .gender = masculine
    .acc = { $seat-acc } kauliņu
words-you-moved = Jūs pārvietojāt { $mover-refl } no { $from } uz { $to }.
words-moved = { $who } pārvietoja { $mover-acc } no { $from } uz { $to }.
words-you-attacked = Jūs ar { $mover-refl } no { $from } uzbrukāt lauciņam { $to }, kur stāvēja { $defender }: { $result }.
words-attacked = { $who } ar { $mover-acc } no { $from } uzbruka lauciņam { $to }, kur stāvēja { $defender }: { $result }.
words-removed = { $piece } tika { $piece-gender ->
        [feminine] noņemta
       *[masculine] noņemts
    } no spēles laukuma
words-both-removed = abi tika noņemti no spēles laukuma
words-captured = { $family ->
        [espionage] { $piece } tika ieņemts
       *[other] { $piece } tika { $piece-gender ->
            [feminine] sagrābta
           *[masculine] sagrābts
        }
    }
words-defused = { $piece } tika { $piece-gender ->
        [feminine] atmīnēta
       *[masculine] atmīnēts
    }
words-beat = { $winner } pārspēja { $loser-acc }
words-spied = Jūsu spiegi redzēja: { $pieces }.

## Noraidītie gājieni un izvietojumi

refused-game-over = spēle ir beigusies
refused-not-a-move = „{ $text }” nav gājiens: rakstiet to kā divus spēles laukuma lauciņus, piemēram, e4-e5
refused-no-piece = lauciņā { $square } nav kauliņa
refused-not-yours = kauliņš lauciņā { $square } nav jūsu
refused-immobile = { $piece } nekad nekustas
refused-not-in-line = { $to } nav taisnā līnijā no { $from }
refused-same-square = kauliņam jāpārvietojas uz citu lauciņu
refused-diagonal = kauliņi iet taisni (uz augšu, uz leju, pa kreisi vai pa labi)
refused-long-diagonal = pa diagonāli var iet tikai par vienu lauciņu
refused-diagonal-attack = uzbrukt var tikai taisni; diagonālam solim jābeidzas tukšā lauciņā
refused-too-far = { $family ->
        [espionage] kauliņš pārvietojas tikai par vienu lauciņu
       *[other] tikai izlūks iet vairāk par vienu lauciņu
    }
refused-blocked = ceļš ir aizšķērsots lauciņā { $square }
refused-lake = lauciņā { $square } nevar ieiet: tas ir ezers
refused-volcano = lauciņā { $square } nevar ieiet: tas ir vulkāns
refused-own-piece = lauciņā { $square } jau ir jūsu kauliņš
refused-no-scout-strike = pēc šiem noteikumiem izlūks nevar vienā gājienā gan iet, gan uzbrukt
refused-same-piece-twice = gājiens sastāv no diviem pārvietojumiem ar dažādiem kauliņiem: šis kauliņš šajā gājienā jau ir pārvietots
refused-immediate-return = kauliņš nedrīkst uzreiz atgriezties: iepriekšējā jūsu gājienā tas atstāja { $square }
refused-two-squares = divu lauciņu noteikums: kauliņš nedrīkst iet turp un atpakaļ starp tiem pašiem lauciņiem vairāk nekā { $n } { $n ->
        [one] reizi
       *[other] reizes
    } pēc kārtas
refused-more-squares = vairāku lauciņu noteikums: šis vajāšanas gājiens atkārtotu vajāšanas pozīciju
setup-length = izvietojumā ir { $given ->
        [one] { $given } rakstzīme
       *[other] { $given } rakstzīmes
    }; šai spēlei vajag { $expected }, pa vienai katram lauciņam rindās { $rows }
setup-unknown-code = „{ $code }” lauciņā { $square } nav šīs spēles kauliņa kods
setup-outside = { $square } ir ārpus jūsu izvietojuma rindām
setup-missing = trūkst: { $pieces }
setup-excess = par daudz: { $pieces }
setup-foreign = { $n } × { $piece } nav šīs armijas daļa
list-join = { $a }, { $b }
list-join-groups = { $a }; { $b }

## Spēles lapa

clock-per-move = { $days ->
    [one] { $days } diena gājienam
   *[other] { $days } dienas gājienam
}
clock-fischer = { $days ->
    [one] { $days } diena
   *[other] { $days } dienas
}, +{ $increment ->
    [one] { $increment } diena
   *[other] { $increment } dienas
} par gājienu, ne vairāk kā { $cap ->
    [one] { $cap } diena
   *[other] { $cap } dienas
}
clock-only = Laika kontrole: { $control }.
clock-none = bez laika ierobežojuma
clock-deadline = Laika kontrole: { $control }. Termiņš: { $deadline }.
clock-paused = Laika kontrole: { $control }. Spēle ir apturēta: spēlētāja konts ir atspējots.
clock-vacation = Laika kontrole: { $control }. { $names } ir atvaļinājumā: pulkstenis stāv.
waiting-open-own = Gaida, kad pievienosies pretinieks.
waiting-open = { $name } meklē pretinieku.
waiting-challenge-sent = Gaida, kad { $name } pieņems jūsu izaicinājumu.
waiting-challenged = { $name } izaicina jūs uz spēli.
waiting-declined = Izaicinājums tika noraidīts.
waiting-cancelled = Šī spēle tika atsaukta, pirms kāds pievienojās.
waiting-setup-submitted = Jūsu izvietojums ir iesniegts. Gaida spēlētāja { $name } izvietojumu.
waiting-setup-watching = Spēlētāji izvieto savas armijas.
waiting-ended-in-setup = Spēle beidzās pirms spēlēšanas sākuma. { $result }
waiting-playing = Spēle notiek.
waiting-accept = Pieņemt un spēlēt
waiting-decline = Noraidīt
waiting-withdraw = Atsaukt šo spēli
play-your-move = Jūsu gājiens.
play-your-second-move = Jūsu gājiens: otrais pārvietojums (ar citu kauliņu).
play-to-move = Gājiens: { SEATED($name, $seat) }.
play-over = Spēle ir beigusies.
play-draw-offered = Neizšķirts piedāvāts.
play-draw-agreed = Jūs vienojāties par neizšķirtu.
play-draw-declined = Neizšķirta piedāvājums noraidīts.
play-draw-computer-accepted = Dators piekrīt: spēle beidzas neizšķirti.
play-draw-computer-declined = Dators neizšķirtu noraida un spēlē tālāk.
play-vs = –
play-watching = – jūs skatāties
play-looking-back =
    { $ply ->
        [0] Jūs skatāties sākuma pozīciju.
       *[other] Jūs skatāties pozīciju pēc { $ply }. { $unit ->
            [move] pārvietojuma
           *[other] gājiena
        }.
    }
play-back-to-present = Atpakaļ uz pašreizējo pozīciju
play-since-your-move = Kopš jūsu pēdējā gājiena
play-board = Spēles laukums
play-move-to = iet uz { $square }
play-choose-to-move = { $square } – izvēlēties gājienam
play-steps = Pārlūkot spēli
play-step-back =
    { $ply ->
        [0] ◀ sākums
       *[other] ◀ { $ply }. { $unit ->
            [move] pārvietojums
           *[other] gājiens
        }
    }
play-step-here =
    { $ply ->
        [0] sākums
       *[other] pēc { $ply }. { $unit ->
            [move] pārvietojuma
           *[other] gājiena
        }
    }
play-step-forward = { $ply }. { $unit ->
    [move] pārvietojums
   *[other] gājiens
} ▶
play-from = No
play-to = uz
play-move = Veikt gājienu
play-draw-offer-received = Pretinieks piedāvā neizšķirtu.
play-accept-draw = Pieņemt neizšķirtu
play-decline-draw = Noraidīt
play-you-offered-draw = Jūs piedāvājāt neizšķirtu.
play-offer-draw = Piedāvāt neizšķirtu
play-resign-confirm = Padoties šajā spēlē?
setup-resign-confirm = Padoties šajā spēlē, pirms tā ir sākusies? Uzvar jūsu pretinieks.
play-resign = Padoties
play-download-record = Lejupielādēt spēles ierakstu
play-download-record-xml = Lejupielādēt Gravon arhīva rīku formātā (StraDoS2 XML)
play-next-game = Nākamā spēle, kurā ir jūsu gājiens →
confirm-move = Sūtīt { $unit ->
        [move] pārvietojumu
       *[other] gājienu
    } { $from }–{ $to } ar savu { $piece-acc }?
confirm-attack = Uzbrukt lauciņam { $to } ar savu { $piece-acc }?
confirm-attack-known = Uzbrukt lauciņam { $to }, kur stāv { $defender }, ar savu { $piece-acc }?
error-one-move-now = Tagad var nosūtīt tikai vienu pārvietojumu.
error-first-move-alone = Šo pirmo pārvietojumu sūta atsevišķi (tajā notiek kauja, spiegs kaut ko ierauga vai ar to beidzas gājiens): nosūtiet to un tad izvēlieties otro.
confirm-turn = Sūtīt { $first } un { $second }?
play-planned-second = Jūsu pirmais pārvietojums, { $move }, ir ieplānots, bet nav nosūtīts: izvēlieties otro.
play-plan-take-back = Atsaukt pirmo pārvietojumu
confirm-send = Sūtīt
confirm-cancel = Atcelt
notes-saved = Piezīme saglabāta. To redzat tikai jūs.
notes-probably = droši vien { $piece }
notes-not = nav { $piece }
notes-yours = jūsu piezīme: { $note }
notes-no-guess = bez minējuma
notes-write-on = { $square }, rakstīt piezīmi
notes-heading = Jūsu piezīme par kauliņu lauciņā { $square }
notes-can-be = Tas vēl var būt: { $kinds }.
notes-why-moved = Tas ir gājis, tātad tas nav neviens no šiem: { $kinds }.
notes-why-far = Tas vienā gājienā pārvietojās par vairāk nekā vienu lauciņu, tātad tas var būt tikai: { $kinds }.
notes-why-counted = Visi šo veidu kauliņi jau ir atrasti citur, tātad tas nav neviens no šiem: { $kinds }.
notes-why-beat = Tas kaujā uzvarēja { $loser-acc }, tātad tas ir kāds no šiem: { $kinds }.
notes-guess = Kas tas ir
notes-text = Īsa piezīme
notes-private = Piezīmes redzat tikai jūs; piezīme seko kauliņam un pazūd, kad uzzināt, kas tas ir. Atstājiet abus laukus tukšus, lai to dzēstu.
notes-save = Saglabāt piezīmi
talk-heading = Saruna
talk-none = Vēl nav ziņu. Kad pretinieka nav vietnē, jūsu ziņas pretiniekam tiks nosūtītas pa e-pastu.
talk-report = Ziņot administratoriem
talk-report-confirm = Ziņot administratoriem par šo ziņu?
talk-reported = Sūdzība nosūtīta; administrators to izskatīs.
talk-write = Ziņa spēlētājam { $name }
talk-send = Sūtīt ziņu
talk-mute = Apklusināt spēlētāja { $name } ziņas
talk-muted-note = Jūs apklusinājāt spēlētāja { $name } ziņas šajā spēlē.
talk-unmute = Atkal rādīt ziņas
talk-muted = Pretinieka ziņas šajā spēlē ir apklusinātas.
talk-unmuted = Pretinieka ziņas atkal tiek rādītas.
rematch-offer = Revanšs
rematch-swapped = Tā pati spēle un laika kontrole, krāsas samainītas.
rematch-offered-to-you = { $name } piedāvā revanšu ar samainītām krāsām.
rematch-offered-by-you = Jūs piedāvājāt spēlētājam { $name } revanšu.
rematch-accept = Pieņemt revanšu
rematch-see = Doties uz revanšu
rematch-done = Revanšs izveidots.
play-pieces-left = Atlikušie kauliņi
play-piece = Kauliņš
play-removed-unknown = Noņemti, identitāte nezināma
play-pieces-note-player = Pēc jūsu rīcībā esošās informācijas: kauliņi, kas noņemti, neatklājot to identitāti, joprojām ir uzskaitīti tabulā; pēdējā rindā redzams, cik tādu ir.
play-pieces-note-spectator = Pēc abu spēlētāju rīcībā esošās informācijas: kauliņi, kas noņemti, neatklājot to identitāti, joprojām ir uzskaitīti tabulā; pēdējā rindā redzams, cik tādu ir.
play-moves = Gājieni
play-legend-moved = ir gājis
play-legend-known = pretinieks zina, kas tas ir
play-legend-known-spectator = identitāte atklāta
play-legend-last = pēdējais gājiens
setup-title = Izvietošana
setup-arrange = Slepeni izvietojiet savu armiju rindās { $rows }: jūs spēlējat { $seat-with }.
setup-opponent-ready = { $name } iesniedza izvietojumu.
setup-opponent-arranging = { $name } vēl izvieto savu armiju.
setup-choose-two = Izvēlieties divus savus lauciņus, lai apmainītu to kauliņus.
setup-chosen = Izvēlieties divus savus lauciņus, lai apmainītu to kauliņus – izvēlēts { $square }, tagad izvēlieties otru lauciņu vai
setup-cancel = atceliet
setup-your-setup = Jūsu izvietojums
setup-your-army = Jūsu armija: { $army }.
setup-submit = Iesniegt šo izvietojumu
setup-paste-summary = Ielīmēt izvietojumu vai kopēt šo
setup-paste-label = Pa vienai rakstzīmei katram lauciņam rindās { $rows }, sākot ar zemākās rindas a kolonnu, tādā secībā kā spēles ierakstā (. nozīmē tukšu lauciņu)
setup-use-text = Izmantot šo tekstu
setup-saved-summary = Saglabātie izvietojumi
setup-save-as = Saglabāt šo izvietojumu kā
setup-save = Saglabāt
setup-saved-label = Saglabātais izvietojums
setup-load = Ielādēt
setup-done-paste = Izvietojums ņemts no teksta.
setup-done-random = Jauns ieteikts izvietojums, izlozēts pēc tā, kā kauliņus parasti izvieto spēlētāji.
setup-done-load = Saglabātais izvietojums ielādēts.
setup-done-save = Izvietojums saglabāts.
setup-done-submit = Izvietojums iesniegts. Pretinieks redz tikai to, ka jūsu puse ir gatava.

## The setup editor: tray, dragging, mirror and the question before submitting
setup-suggest = Ieteikt izvietojumu
setup-mirror = Apmainīt kreiso un labo pusi
setup-done-mirror = Izvietojuma kreisā un labā puse apmainītas.
setup-tray = Izvietojamie kauliņi
setup-tray-left = { $piece } ({ $label }): { $n ->
    [0] nekas vairs nav jāizvieto
   *[other] vēl jāizvieto { $n }
}
setup-count = { $n } × { $piece }
setup-still-to-place = Vēl jāizvieto: { $pieces }.
setup-all-placed = Visi kauliņi ir uz spēles laukuma.
setup-holding = Izvēlēts: { $piece }. Tagad izvēlieties lauciņu vai nolieciet kauliņu atpakaļ pie izvietojamajiem (Esc atceļ izvēli).
setup-how = Velciet kauliņu uz lauciņu vai izvēlieties kauliņu un tad lauciņu (Enter vai atstarpe; ar bulttaustiņiem var pāriet no lauciņa uz lauciņu). Kauliņš uz spēles laukuma apmainās vietām ar to, uz kura to noliek. Lai to noņemtu no spēles laukuma, velciet to atpakaļ pie izvietojamajiem, izvēlieties to un tad izvietojamos kauliņus vai nospiediet Delete.
setup-clear = Iztukšot spēles laukumu
setup-confirm = Iesniegt šo izvietojumu? Pēc iesniegšanas to vairs nevarēs mainīt.
setup-keep-arranging = Turpināt izvietot
setup-legend = Kodi:
setup-legend-empty = tukšs lauciņš

aria-square = { $square }: { $what }
aria-empty = tukšs
aria-lake = ezers
aria-volcano = vulkāns
aria-unknown = nezināms
aria-moved = jau ir gājis
aria-revealed = identitāte atklāta

## Spēļu veidi, reitingu tabulas un profili

leaderboard-title = Reitingu tabula
leaderboard-player = Spēlētājs
leaderboard-games = Spēles
profile-ratings = Reitingi
profile-no-rated = Reitinga spēļu vēl nav.
profile-rating = Reitings
profile-rated-games = Reitinga spēles
profile-chart-caption = { $preset }: reitings pēc katras reitinga spēles
profile-chart-label = Reitinga vēsture, no { $low } līdz { $high }
profile-results = Rezultāti
profile-no-finished = Beigušos spēļu vēl nav.
profile-won = Uzvaras
profile-drawn = Neizšķirti
profile-lost = Zaudējumi
profile-recent = Nesenās spēles
status-open = atvērta
status-challenge = izaicinājums
status-declined = noraidīta
status-cancelled = atsaukta
status-setup = izvietošana
status-playing = notiek
status-finished = beigusies
preset-play = Spēlēt šo spēli
preset-register-to-play = Reģistrējieties, lai spēlētu šo spēli
preset-board = Spēles laukums
preset-board-note = Katra puse slepeni izvietojas savās rindās (iekrāsotajās).
preset-diagram = Izvietošanas zonas un šķēršļi
preset-diagram-note = { $first } izvietojas iekrāsotajās rindās apakšā, { $second } augšā; ~ apzīmē šķēršļus.
preset-army = Katra armija: { $army }.
preset-statistics = Statistika
preset-finished = { $n ->
    [0] Pabeigtu spēļu vēl nav.
    [one] { $n } pabeigta spēle.
   *[other] { $n } pabeigtas spēles.
}
preset-result = Rezultāts
preset-games = Spēles
preset-share = Daļa
preset-wins = { $side } uzvar
preset-draws = Neizšķirti
preset-average-length = { $unit ->
    [move] { $n ->
        [one] Spēle vidēji ilgst { $n } pārvietojumu.
       *[other] Spēle vidēji ilgst { $n } pārvietojumus.
    }
   *[other] { $n ->
        [one] Spēle vidēji ilgst { $n } gājienu.
       *[other] Spēle vidēji ilgst { $n } gājienus.
    }
}
preset-endings = Kā spēles beidzās
preset-ending = Beigas
preset-against-computer = Pret datoru
preset-people-won = Cilvēku uzvaras
preset-computer-won = Datora uzvaras
preset-see-also = Skatīt arī
percent = { $n } %

## Noteikumi spēļu veidu lapās

rules-heading = Noteikumi
rules-goal = Mērķis
rules-pieces = Kauliņi
rules-piece = Kauliņš
rules-rank-modern = Pakāpe (mūsdienu numerācija)
rules-rank-classic = Pakāpe (klasiskā numerācija)
rules-strength = Spēks
rules-count = Skaits
rules-setup = Izvietošana
rules-moving = Kustība
rules-battles = Kaujas
rules-repetition = Bezgalīgas atkārtošanās aizliegums
rules-end = Spēles beigas
rules-information = Ko jūs redzat
rules-s-goal = { $edition ->
        [marsal-a-spion] Sagrābiet pretinieka karogu.
       *[other] Sagrābiet pretinieka karogu. Jūs uzvarat arī tad, ja pretiniekam nepaliek neviena atļauta gājiena.
    }
rules-s-numbering = Oriģinālais izdevums numurē pakāpes no 1 (maršals, stiprākais) līdz 9 (izlūks); jaunākie izdevumi skaita otrādi – no 10 (maršals) līdz 2 (izlūks) un 1 (spiegs). Konta lapā jūs izvēlaties, kurus numurus redzat; noteikumi ir tie paši.
rules-s-setup-full = Spēles laukumā ir 10 × 10 lauciņi. Katrs spēlētājs slepeni izvieto visus četrdesmit kauliņus četrās sev tuvākajās rindās: sarkanais rindās 1–4, zilais rindās 7–10.
rules-s-setup-small = Spēles laukumā ir 10 × 10 lauciņi. Katrs spēlētājs slepeni izvieto savu mazo armiju jebkur četru sev tuvāko rindu četrdesmit lauciņos; pārējie lauciņi paliek tukši.
rules-s-setup-common = Abos ezeros vidū (c5, d5, c6, d6 un g5, h5, g6, h6) nekad nevar ieiet. Izvietojumus iesniedz neatkarīgi; spēle sākas, kad abi ir iesniegti, un pirmais iet sarkanais.
rules-s-move = Kauliņš pārvietojas par vienu lauciņu uz priekšu, atpakaļ vai uz sāniem – tukšā lauciņā vai lauciņā ar pretinieka kauliņu, kuram tas uzbrūk.
rules-s-move-czech = Kauliņš pārvietojas par vienu lauciņu jebkurā no astoņiem virzieniem tukšā lauciņā, bet uzbrūk tikai uz priekšu, atpakaļ vai uz sāniem.
rules-s-immobile = Bumbas un karogs nekad nekustas.
rules-s-scout = Izlūks pārvietojas pa taisni par jebkuru skaitu tukšu lauciņu, nekad pāri kauliņam vai ezeram.
rules-s-scout-strike = Tas var beigt savu ceļu, uzbrūkot pirmajam pretinieka kauliņam savā līnijā.
rules-s-scout-no-strike = Pēc oriģinālajiem noteikumiem tas nedrīkst vienā gājienā gan iet, gan uzbrukt: tas uzbrūk tikai kauliņam tieši blakus.
rules-s-scout-czech = Tāpat kā visi citi kauliņi, tas var arī pārvietoties par vienu lauciņu pa diagonāli.
rules-s-battle = Gājiens uz lauciņu, kurā stāv pretinieka kauliņš, sāk kauju. Augstākā pakāpe uzvar: zaudētājs pamet spēles laukumu, un uzvarējušais uzbrucējs ieņem lauciņu. Ja pakāpes ir vienādas, spēles laukumu pamet abi kauliņi.
rules-s-reveal = Abi kauliņi tiek parādīti abiem spēlētājiem, un izdzīvojušais paliek zināms līdz spēles beigām.
rules-s-reveal-czech = Tikai uzbrucējs redz, kam tas uzbruka; aizstāvim nekad nepasaka, kas tam uzbruka, un izdzīvojušais uzbrucējs paliek tam apslēpts.
rules-s-bomb = Bumba iznīcina jebkuru uzbrucēju un paliek savā vietā; tikai sapieris bumbu atmīnē un ieņem tās lauciņu.
rules-s-flag = Kauliņš, kas uzbrūk karogam, to sagrābj, un šī kauliņa īpašnieks uzvar spēlē.
rules-s-spy = Spiegs, kas uzbrūk maršalam, to uzvar. Spiegs, kam uzbrūk, zaudē jebkuram kauliņam, arī maršalam; ja spiegs uzbrūk spiegam, spēles laukumu pamet abi.
rules-s-scout-revealed = Izlūks, kas noiet vairāk par vienu lauciņu, ar to pretiniekam atklāj, ka tas ir izlūks.
rules-s-pic-spy = Spiegs, kas uzbrūk maršalam, to uzvar; spiegs, kam uzbrūk, zaudē.
rules-s-pic-miner = Bumbu atmīnē tikai sapieris; jebkurš cits uzbrucējs uzsprāgst, un bumba paliek.
rules-s-pic-equal = Vienādas pakāpes: abi kauliņi pamet spēles laukumu.
rules-s-two-squares = Kauliņš nedrīkst iet turp un atpakaļ starp tiem pašiem diviem lauciņiem vairāk nekā trīs reizes pēc kārtas – neatkarīgi no pretinieka gājieniem un no tā, vai tie ir uzbrukumi. Izlūka ceļš skaitās atgriešanās, ja tas iet pa to pašu līniju pretējā virzienā pāri lauciņiem, kurus aptvēra tā iepriekšējais ceļš. { $edition ->
        [marsal-a-spion] Ja spēlētājam nepaliek cita atļauta gājiena, spēle beidzas neizšķirti.
       *[other] Spēlētājs, kam nepaliek cita atļauta gājiena, zaudē.
    }
rules-s-more-squares = Vairāku lauciņu noteikums (ISF): gājiens apdraud pretinieka kauliņus, kas atrodas blakus lauciņam, kurā tas beidzas, un pretinieks izvairās, tūlīt pārvietojot kādu no tiem. Kamēr jūs apdraudat un pretinieks izvairās, jūs vajājat; vajāšanas gājiens nedrīkst atjaunot pozīciju (viss spēles laukums un gājiena tiesības), kas jau sekoja kādam jūsu gājienam tajā pašā vajāšanā, ja vien kauliņš neatgriežas lauciņā, no kura tas nāca iepriekšējā gājienā. Spēlētājs, kam nepaliek cita atļauta gājiena, zaudē.
rules-s-end-flag = Uzvar tas, kurš sagrābj pretinieka karogu.
rules-end-no-moves = Spēlētājs bez atļauta gājiena zaudē; ja pēc gājiena neviena puse nevar pārvietoties, spēle beidzas neizšķirti. Spēlētājs, kurš ar savu gājienu paliek bez kustīga kauliņa vai kura pēdējie kauliņi pēc tā ir ielenkti, zaudē uzreiz.
rules-s-end-czech-no-moves = Kad spēlētājam, kuram jāizdara gājiens, palikušas tikai bumbas un karogs vai nav neviena atļauta gājiena, spēle beidzas neizšķirti, nevis ar zaudējumu.
rules-s-end-czech-unreachable = Spēle beidzas neizšķirti arī tad, kad neviena puse vairs nekad nevar sasniegt otras karogu (piemēram, bumbām ieskauts karogs, kad sapieru vairs nav).
rules-end-quiet = Pēc 300 gājieniem pēc kārtas bez kaujas spēle beidzas neizšķirti.
rules-end-other = Spēlētājs jebkurā laikā var padoties vai piedāvāt neizšķirtu; spēlētājs, kura laiks beidzas, zaudē, vai arī spēle beidzas neizšķirti, ja pretiniekam vairs nav ar ko uzvarēt.
rules-information-text = Jūs vienmēr redzat, kur stāv katrs kauliņš un kuri kauliņi jebkad ir gājuši (tātad gājis kauliņš nav ne { $family ->
        [espionage] mīna, ne štābs
       *[stratego] bumba, ne karogs
    }). Par pretinieka kauliņa identitāti jūs uzzināt tikai to, ko atklāj noteikumi; nekas cits par to nekad neatstāj serveri. Kad spēle beidzas, katrs kauliņš tiek parādīts visiem.
rules-spectators = Skatītāji redz to, ko zina abi spēlētāji: identitāti, kas parādīta abām pusēm, bet neko, ko uzzinājusi tikai viena puse.
rules-e-goal = Ieņemiet pretinieka štābu. Jūs uzvarat arī tad, ja pretiniekam nepaliek neviena atļauta gājiena.
rules-e-setup = Spēles laukumā ir 10 × 10 lauciņi. Katrs spēlētājs slepeni izvieto trīsdesmit kauliņus trīs sev tuvākajās rindās: baltais rindās 1–3, melnais rindās 8–10.
rules-e-setup-small = Spēles laukumā ir 8 × 8 lauciņi. Katrs spēlētājs slepeni izvieto armiju trīs sev tuvākajās rindās: baltais rindās 1–3, melnais rindās 6–8.
rules-e-volcanoes = Vulkānus katrai spēlei izlozē no jauna divās vidējās rindās, pa vienam katras rindas katrā pusē, simetriski abiem spēlētājiem; tajos nekad nevar ieiet. Pirmais iet baltais.
rules-e-volcanoes-small = Katrai spēlei no jauna izlozē divus vulkānus: vienu 4. rindā un otru 5. rindā – simetriski pirmajam, ja spēles laukumu pagriež par 180°; tajos nekad nevar ieiet. Pirmais iet baltais.
rules-e-move = Kauliņš pārvietojas par vienu lauciņu uz priekšu, atpakaļ vai uz sāniem – tukšā lauciņā vai lauciņā ar pretinieka kauliņu, kuram tas uzbrūk. Mīnas un štābs nekad nekustas.
rules-e-two-moves = Gājiens ir divi pārvietojumi ar diviem dažādiem kauliņiem, arī spēles pirmais gājiens. Ja pirmais pārvietojums beidz spēli, spēle beidzas; ja pēc tā neviens cits kauliņš nevar pārvietoties, gājiens ir tas viens pārvietojums.
rules-e-one-move = Gājiens ir viens pārvietojums.
rules-e-no-return = Kauliņš nedrīkst uzreiz atgriezties lauciņā, ko tas atstāja jūsu iepriekšējā gājienā; starpā jābūt citam gājienam.
rules-e-hidden = Kauja nekad neparāda kauliņu vērtības: abi spēlētāji redz tikai to, kurš kauliņš paliek uz spēles laukuma.
rules-e-open = Atklātajā ātrajā spiegošanā katrs kauliņš jau no sākuma ir redzams abiem spēlētājiem.
rules-e-soldiers = Karavīri, no kaprāļa (1) līdz ģenerālim (5): uzbrūkošs karavīrs uzvar vienāda vai vājāka spēka karavīru un zaudē stiprākam. Karavīri uzvar spiegus un atmīnētājus.
rules-e-spy = Spiegs uzvar spiegus un atmīnētājus un zaudē jebkuram karavīram.
rules-e-minesweeper = Atmīnētājs atmīnē mīnas un ieņem to lauciņu, uzvar spiegus, atmīnētājus un ģenerāli; to uzvar visi pārējie karavīri. Ģenerālis, kas uzbrūk atmīnētājam, uzvar.
rules-e-mine = Mīna iznīcina jebkuru citu uzbrucēju un paliek.
rules-e-hq = Kauliņš, kas uzbrūk štābam, to ieņem, un šī kauliņa īpašnieks uzvar spēlē.
rules-e-pic-equal = Vienāds spēks: uzvar uzbrucējs.
rules-e-pic-minesweeper = Atmīnētājs uzvar ģenerāli un zaudē visiem pārējiem karavīriem. Tas arī atmīnē mīnas.
rules-e-pic-spy = Spiegs uzvar spiegus un atmīnētājus, bet zaudē jebkuram karavīram.
rules-e-spies = Spiegi
rules-e-spies-text = Pēc katra gājiena, lai kura puse to izdarītu, katrs spiegs parāda savam īpašniekam visus pretinieka kauliņus astoņos lauciņos ap sevi. Reiz redzēts kauliņš paliek zināms līdz spēles beigām. Nevienam nesaka, kurus no viņa kauliņiem redzējuši pretinieka spiegi: tas nodotu, kur stāv spiegi.
rules-e-end-hq = Uzvar tas, kurš ieņem pretinieka štābu.

## Administrēšana

admin-accounts = Konti
admin-games = Spēles
admin-mail-queue = Vēstuļu rinda
admin-audit-log = Audita žurnāls
audit-disable = Konta atspējošana
audit-enable = Konta iespējošana
audit-send-reset = Paroles atjaunošanas saites nosūtīšana
audit-mark-verified = E-pasta adreses atzīmēšana kā apstiprinātas
audit-change-email = E-pasta adreses maiņa
audit-promote = Administratora tiesību piešķiršana
audit-demote = Administratora tiesību atņemšana
audit-delete = Konta dzēšana
audit-create-admin = Administratora konta izveide
audit-create-user = Konta izveide
audit-abort-game = Spēles pārtraukšana
audit-declare-result = Rezultāta noteikšana
audit-extend-deadline = Termiņa pagarināšana
audit-retry-mail = Vēstules atkārtota sūtīšana
audit-discard-mail = Vēstules atmešana
audit-rotate-mail-key = Atbildes adrešu atslēgas nomaiņa
audit-dismiss-report = Sūdzības noraidīšana
audit-hide-message = Ziņas paslēpšana
audit-cancel-tournament = Turnīra atcelšana
audit-remove-from-tournament = Izslēgšana no turnīra
audit-command-line = Komandrinda
admin-reports = Sūdzības par ziņām
admin-report-heading = { $reporter } ziņoja par spēlētāja { $author } ziņu
admin-report-game = spēle #{ $id }
admin-report-conversation = Visa saruna
admin-report-hidden = paslēpta
admin-report-hide = Paslēpt ziņu
admin-report-dismiss = Noraidīt sūdzību
admin-report-disable = Paslēpt un atspējot autoru
admin-reason = Iemesls (tiek saglabāts audita žurnālā)
admin-confirm = Es apstiprinu
admin-done = Izdarīts un ierakstīts audita žurnālā.
admin-who = Kas
admin-action = Darbība
admin-any-action = jebkura
admin-to-whom = Kam
admin-filter = Filtrēt
admin-when = Kad
admin-what = Ko
admin-why = Kāpēc
admin-see-board = Skatīt spēles laukumu
admin-see-board-note = (kā to redz skatītājs, līdz spēle beidzas).
admin-abort-title = Pārtraukt spēli (bez rezultāta)
admin-abort = Pārtraukt
admin-declare-result = Noteikt rezultātu
admin-draw = Neizšķirts
admin-declare = Noteikt
admin-extend-by = Termiņa pagarinājums dienās
admin-extend = Pagarināt
admin-preset = Spēles veids
admin-any = jebkurš
# The state filter's "any": Czech and Latvian agree it with their word for a state.
admin-any-state = jebkurš
admin-search = Meklēt
admin-players = Spēlētāji
admin-mail-troubled = Neizdevušās vai atkārtotu sūtīšanu gaidošās vēstules
admin-mail-to = uz { $address }
admin-mail-attempts = { $n ->
    [one] { $n } mēģinājums
   *[other] { $n } mēģinājumi
}
admin-mail-queued = rindā (ievietota: { $when })
admin-retry = Mēģināt tagad vēlreiz
admin-discard = Atmest
admin-confirmed = apstiprināts
admin-not-confirmed = nav apstiprināts
admin-role-admin = administrators
admin-role-player = spēlētājs
admin-deleted = konts dzēsts
admin-disabled = konts atspējots
admin-active = aktīvs
admin-joined = reģistrācija: { $date }
admin-actions = Darbības
admin-act-disable = Atspējot (beidz visas sesijas, aptur pieteikšanos, aptur spēles)
admin-act-enable = Iespējot
admin-act-send-reset = Sūtīt paroles atjaunošanas saiti
admin-act-mark-verified = Atzīmēt e-pasta adresi kā apstiprinātu
admin-act-promote = Padarīt par administratoru
admin-act-demote = Padarīt par spēlētāju
admin-act-delete = Dzēst: anonimizēt, notiekošajās spēlēs tehniskais zaudējums
admin-change-email = Mainīt e-pasta adresi
admin-recent-sign-ins = Nesenās pieteikšanās
admin-mails = Vēstules
admin-name-or-email = Vārds vai e-pasta adrese
admin-sort-by = Kārtot pēc
admin-sort-name = vārds
admin-sort-joined = reģistrācija
admin-sort-seen = pēdējais apmeklējums
admin-name = Vārds
admin-role = Loma
admin-joined-column = Reģistrācija
admin-seen-column = Pēdējais apmeklējums
admin-previous = ◀ iepriekšējā
admin-next = nākamā ▶
admin-session-line = atvēršanas laiks: { $opened }, adrese: { $address }
admin-login-ok = pieteicās no { $address }
admin-login-failed = nepareiza parole no { $address }
admin-game-summary = { $preset } · { $first } – { $second } · { $state } · termiņš: { $deadline }

## Vēstules

mail-greeting = Sveiki, { $name }!
mail-deadline = Jūsu termiņš: { $deadline }.
mail-clock-stopped = Pulkstenis pagaidām stāv.
mail-no-clock = Šai spēlei nav laika ierobežojuma: domājiet, cik ilgi vēlaties.
mail-turn-subject = Jūsu gājiens pret spēlētāju { $opponent } (spēle #{ $id })
mail-turn-intro = Jūsu gājiens spēlē „{ $preset }” pret spēlētāju { $opponent }.
mail-open-game = Atvērt spēli
mail-board-label = Spēles laukums, kā to redzat jūs
mail-board-legend-text = Jūs spēlējat { $seat-with }; jūsu kauliņi ir apakšā. ? nezināms kauliņš, ! nezināms kauliņš, kas ir gājis, + jūsu kauliņš, kas pretiniekam ir zināms, { $terrain }, * pēdējie gājieni.
mail-board-legend-html = Jūs spēlējat { $seat-with }; jūsu kauliņi ir apakšā. ? nezināms kauliņš, ! nezināms kauliņš, kas ir gājis, + jūsu kauliņš, kas pretiniekam ir zināms, { $terrain }, ierāmēti: pēdējie gājieni.
mail-challenge-subject = { $name } izaicina jūs: { $preset }
mail-challenge-text = { $name } izaicina jūs uz spēli: { $preset }. Pieņemiet vai noraidiet izaicinājumu spēles lapā.
mail-rematch-subject = { $name } piedāvā jums revanšu: { $preset }
mail-rematch-text = { $name } piedāvā revanšu pēc jūsu spēles „{ $preset }” – ar samainītām krāsām. Pieņemiet vai noraidiet revanšu spēles lapā.
mail-see-challenge = Skatīt izaicinājumu
mail-started-subject = Spēle #{ $id } pret { PLAYER($opponent, "acc") } ir sākusies
mail-started-text = Jūsu spēle „{ $preset }” pret { PLAYER($opponent, "acc") } ir sākusies: jūs spēlējat { $seat-with }. Slepeni izvietojiet savu armiju.
mail-arrange-army = Izvietot armiju
mail-over-subject = Spēle #{ $id } pret { PLAYER($opponent, "acc") } ir beigusies
mail-over-replay = Tagad visu spēli var pārskatīt gājienu pa gājienam, un visi kauliņi ir redzami.
mail-over-rematch = Lai spēlētu vēlreiz ar samainītām krāsām, atveriet spēli un izvēlieties „Revanšs”.
mail-message-subject = { $name } jums rakstīja spēlē #{ $id }
mail-message-intro = { $name } rakstīja:
mail-message-quote = „{ $text }”
mail-see-game = Skatīt spēli
mail-reminder-subject = Jūsu laiks spēlē #{ $id } beidzas
mail-reminder-text = Jūsu spēle „{ $preset }” #{ $id } jūs gaida.
mail-reminder-lost = Ja termiņš beigsies, jūs zaudēsiet spēli laika dēļ.
mail-digest-subject = { $n ->
    [one] { $n } spēle gaida jūsu gājienu
   *[other] { $n } spēles gaida jūsu gājienu
}
mail-digest-line = Spēle #{ $id }: { $link }
mail-see-games = Skatīt savas spēles
mail-verify-subject = Apstipriniet savu e-pasta adresi
mail-verify-text = Laipni lūdzam vietnē Fieldpost. Lūdzu, apstipriniet, ka šī adrese ir jūsu.
mail-verify-action = Apstiprināt savu adresi
mail-reset-subject = Atjaunojiet paroli
mail-reset-text = Kāds (ceram, ka jūs) lūdza atjaunot jūsu Fieldpost paroli. Saiti var izmantot vienu reizi, un tā ir derīga vienu stundu. Ja to nelūdzāt jūs, neņemiet šo vēstuli vērā.
mail-reset-action = Izvēlēties jaunu paroli
mail-email-change-subject = Apstipriniet savu jauno e-pasta adresi
mail-email-change-text = Lūdzu, apstipriniet, ka Fieldpost turpmāk drīkst rakstīt uz šo adresi.
mail-email-change-action = Apstiprināt jauno adresi
mail-stop-text = Lai atteiktos no šīm vēstulēm:
unsubscribe-heading-short = Atteikties no šīm vēstulēm

## Datumi

datetime = { $year }. gada { $day }. { $month }, { $hour }:{ $minute } { $zone }
month-1 = janvāris
month-2 = februāris
month-3 = marts
month-4 = aprīlis
month-5 = maijs
month-6 = jūnijs
month-7 = jūlijs
month-8 = augusts
month-9 = septembris
month-10 = oktobris
month-11 = novembris
month-12 = decembris

## Notices about the account
mail-password-changed-subject = Jūsu Fieldpost parole ir nomainīta
mail-password-changed-text = Jūsu konta parole tikko tika nomainīta, un vēl atvērtās paroles atjaunošanas saites vairs nedarbojas. Ja tas bijāt jūs, nekas nav jādara. Ja ne, atjaunojiet paroli tūlīt: saite tiks nosūtīta uz šo adresi.
mail-email-changed-subject = Jūsu Fieldpost kontam ir jauna adrese
mail-email-changed-text = Jūsu konta e-pasta adrese tikko tika nomainīta, un vēstules uz šo adresi vairs nenāks. Ja tas bijāt jūs, nekas nav jādara. Ja ne, nekavējoties pieprasiet paroles atjaunošanas saiti šai adresei vai rakstiet vietnes administratoriem.
mail-notice-action = Atjaunot paroli
mail-address-in-use-subject = Kāds pieprasīja jūsu adresi vietnē Fieldpost
mail-address-in-use-text = Kāds pieprasīja izmantot šo adresi citam Fieldpost kontam. Nekas netika mainīts, un netika atklāts, ka adrese ir jūsu. Ja tomēr vēlaties nomainīt paroli, izmantojiet saiti zemāk.

profile-computer = Datora spēlētājs. Tā spēles netiek vērtētas.
leaderboard-people-only = Vērtētas tiek tikai spēles starp cilvēkiem: spēles pret datoru neietekmē neviena reitingu, un datora spēlētāji šeit nav uzskaitīti.
computer-heading = Spēlēt pret datoru
computer-level = Līmenis
computer-no-clock = Bez laika ierobežojuma: domājiet, cik ilgi vēlaties
computer-easy = Viegls
computer-medium = Vidējs
computer-hard = Grūts
computer-expert = Eksperts
computer-player = Dators ({ $level ->
        [easy] viegls
        [medium] vidējs
        [hard] grūts
       *[expert] eksperts
    })
# A player named after a noun that governs its case (`PLAYER($name, "gen")`): Czech and Finnish decline the
# computer's name; this language keeps a name as it is.
words-player-gen = { $name }
words-player-part = { $name }
words-player-dat = { $name }
words-computer-gen = { computer-player }
words-computer-part = { computer-player }
words-computer-dat = { computer-player }
words-player-acc = spēlētāju { $name }
words-computer-acc = datoru ({ $level ->
        [easy] viegls
        [medium] vidējs
        [hard] grūts
       *[expert] eksperts
    })


computer-level-rated = { $level } (aptuveni { $rating })
computer-think = Cik ilgi eksperts domā par gājienu
computer-think-usual = Parastais laiks (apmēram sekunde)
computer-think-seconds = { $n ->
    [one] Līdz { $n } sekundei
   *[other] Līdz { $n } sekundēm
}
computer-think-note = Ilgāku laiku izmanto tikai eksperts, un tad tas spēlē mazliet labāk; pārējie līmeņi atbild uzreiz.
computer-unrated = Spēles pret datoru netiek vērtētas. Dators izvieto kauliņus uzreiz un atbild dažās sekundēs.
computer-play = Spēlēt pret datoru
computer-started = Dators ir izvietojis savus kauliņus. Izvietojiet savējos un iesniedziet tos, lai sāktu.
error-no-computer = Šeit nav šī līmeņa datora spēlētāja.
error-think-time = Datora domāšanas laiks ir vesels sekunžu skaits no 1 līdz { $max }.
error-think-time-computer-only = Domāšanas laiku var norādīt tikai spēlēm pret datoru.
error-think-time-too-many = { $n ->
    [one] Jums jau notiek { $n } spēle, kurā dators domā ilgāk: vispirms pabeidziet to vai izvēlieties parasto laiku.
   *[other] Jums jau notiek { $n } spēles, kurās dators domā ilgāk: vispirms pabeidziet kādu no tām vai izvēlieties parasto laiku.
}
error-too-many-computer-games = Jums jau notiek { $n } { $n ->
        [one] spēle
       *[other] spēles
    } pret datoru.
error-challenge-computer = Datora spēlētāju nevar izaicināt: izmantojiet „Spēlēt pret datoru”.
error-computer-account = Datora spēlētāju var tikai atspējot vai iespējot.

tokens-title = API atslēgas
tokens-intro = API atslēga ļauj programmai (piemēram, jūsu botam) jūsu vārdā lietot JSON API adresē /api/v1. Tā redz tikai to, ko redzat jūs. Glabājiet to noslēpumā un atsauciet, kad tā vairs nav vajadzīga.
tokens-none = Jums nav API atslēgu.
tokens-name = Nosaukums
tokens-scopes = Atļaujas
tokens-created = Izveidota
tokens-last-used = Pēdējo reizi lietota
tokens-never-used = nekad
tokens-revoke = Atsaukt
tokens-may-play = Drīkst arī spēlēt (gājieni, izvietojumi, jaunas spēles), ne tikai lasīt
tokens-scope-read = lasīšana
tokens-scope-play = lasīšana un spēlēšana
tokens-make = Izveidot atslēgu
tokens-revoked = Atslēga atsaukta.
tokens-new-title = Jūsu jaunā atslēga
tokens-new-intro = Šī ir atslēga „{ $name }”. Tā tiek parādīta tikai šoreiz: nokopējiet to tūlīt.
tokens-new-example = Sūtiet to ar katru pieprasījumu, piemēram:
tokens-openapi = API apraksts (OpenAPI)
tokens-back = Atpakaļ uz kontu
error-token-name = Dodiet atslēgai nosaukumu no 1 līdz 40 rakstzīmēm.
error-too-many-tokens = Jums jau ir { $n } { $n ->
        [one] atslēga
       *[other] atslēgas
    }: vispirms atsauciet vienu.
error-token-missing = Tam vajadzīga API atslēga: sūtiet Authorization: Bearer un atslēgu no sava konta lapas.
error-bad-token = Šī atslēga nav zināma, ir atsaukta vai pieder atspējotam kontam.
error-bad-event-id = Last-Event-ID jābūt šīs plūsmas nosūtīta notikuma numuram.
error-bad-option = Šo spēli nevar spēlēt ar noteikumu izvēli { $option } vai ar šādu tās vērtību.
error-token-rate = Ar jūsu atslēgām minūtē kopā { $n ->
        [one] veikts vairāk nekā { $n } pieprasījums
       *[other] veikti vairāk nekā { $n } pieprasījumi
    }. Pagaidiet minūti.
error-token-read-only = Ar šo atslēgu var tikai lasīt. Izveidojiet atslēgu, ar kuru var arī spēlēt.

## Tournaments
nav-tournaments = Turnīri
tournaments-intro = Spēlējiet dažu spēlētāju grupā, kur katrs ar katru tiekas divreiz (vienreiz ar katru krāsu), vai Šveices sistēmas turnīrā, kur katrā kārtā pārī saliek spēlētājus ar vienādu punktu skaitu. Spēles notiek pa pastu tāpat kā visas citas.
tournaments-open = Pieteikšanās atvērta
tournaments-running = Notiek
tournaments-finished = Beigušies
tournaments-new = Rīkot turnīru
tournaments-swiss = Šveices sistēma
tournaments-size = Spēlētāju skaits
tournaments-size-note = Apļa sistēmas turnīrā ir no { $low } līdz { $high } { $high ->
        [one] spēlētājam
       *[other] spēlētājiem
    }, un tas sākas, kad ir pilns. Šveices sistēmas turnīrā var piedalīties no { $swiss_low } līdz { $swiss_high } { $swiss_high ->
        [one] spēlētājam
       *[other] spēlētājiem
    }.
tournaments-rounds = Kārtu skaits
tournaments-round-robin-note = Katrs ar katru spēlē divreiz, vienreiz ar katru krāsu.
tournaments-closes = Pieteikšanās beidzas
tournaments-closes-note = Neobligāti: tās dienas beigās (UTC) turnīrs sāksies ar tiem, kas būs pieteikušies, ja viņu būs pietiekami daudz.
tournaments-i-play = Es arī spēlēšu šajā turnīrā
tournaments-create = Izveidot turnīru
tournament-name = Nosaukums
tournament-description = Apraksts
tournament-format = Formāts
tournament-format-round-robin = Apļa sistēma
tournament-format-swiss = Šveices sistēma, { $rounds } { $rounds ->
        [one] kārta
       *[other] kārtas
    }
tournament-players = Spēlētāji
tournament-rated = ar reitingu
tournament-unrated = bez reitinga
tournament-created-by = Rīko { $name }
tournament-state-open = Pieteikšanās atvērta, kamēr turnīrs nav pilns
tournament-state-open-until = Pieteikšanās atvērta; termiņš: { $date }
tournament-state-starting = Sākas
tournament-state-running = Notiek
tournament-state-round = Notiek { $round }. kārta
tournament-state-finished = Beidzies
tournament-state-cancelled = Atcelts
tournament-join = Pieteikties turnīram
tournament-leave = Atsaukt savu pieteikumu
tournament-start = Sākt tagad
tournament-cancel = Atcelt turnīru
tournament-withdraw = Izstāties
tournament-withdraw-note = Ja izstājaties, visās jūsu vēl notiekošajās spēlēs jums tiek ieskaitīts tehniskais zaudējums, un jums vairs netiek piešķirti pretinieki.
tournament-withdraw-ask = Izstāties no šī turnīra?
tournament-withdraw-forfeits = Šajās jūsu spēlēs jums tiktu ieskaitīts tehniskais zaudējums:
tournament-withdraw-no-games = Pašlaik netiek spēlēta neviena jūsu spēle, tāpēc tehnisku zaudējumu nebūs.
tournament-withdraw-confirm = Izstāties un pieņemt tehniskos zaudējumus
tournament-my-games = Jūsu spēles šajā turnīrā
tournament-game-setting-up = Armijas tiek izvietotas
tournament-game-under-way = Notiek
tournament-withdrawn-mark = izstājās
tournament-crosstable = Turnīra tabula
tournament-crosstable-legend = Katrā rūtiņā ir rindas spēlētāja spēles pret kolonnas spēlētāju, pasvītrotas spēlētās krāsas tonī; … nozīmē spēli, kas vēl notiek. Katra atzīme atver savu spēli.
tournament-rounds = Kārtas
tournament-round = { $round }. kārta
tournament-bye = brīvkārta (skaitās uzvara)
tournament-standings = Kopvērtējums
tournament-points = Punkti
tournament-sb = SB
tournament-sb-long = Zonneborna–Bergera koeficients: to pretinieku punkti, kurus jūs uzvarējāt, un puse no to pretinieku punktiem, ar kuriem spēlējāt neizšķirti
tournament-direct = Savstarpējās spēles
tournament-wins = Uzvaras
tournament-tie-breaks = Vienādu punktu gadījumā vietas nosaka Zonneborna–Bergera koeficients, tad savstarpējās spēles starp spēlētājiem ar vienādu punktu skaitu, tad uzvaru skaits.
tournament-cell = { $score } { $seat-with } pret spēlētāju { $opponent }
tournament-cell-playing = notiek, { $seat-with } pret spēlētāju { $opponent }
tournament-admin-player = Spēlētājs
tournament-admin-remove = Izslēgt spēlētāju no turnīra
tournament-admin-cancel = Atcelt turnīru
tournament-created = Turnīrā ir atvērta pieteikšanās.
tournament-joined = Jūsu pieteikums ir pieņemts.
tournament-left = Jūsu pieteikums ir atsaukts.
tournament-starting = Turnīrs sākas: pēc brīža jūsu spēles būs sadaļā „Manas spēles”.
tournament-cancelled = Turnīrs ir atcelts.
tournament-withdrawn = Jūs izstājāties no turnīra.
error-tournament-name = Dodiet turnīram nosaukumu no 3 līdz 60 rakstzīmēm.
error-tournament-description = Apraksts var būt ne garāks par 1000 rakstzīmēm.
error-tournament-size = Šis formāts neatļauj tādu spēlētāju skaitu.
error-tournament-rounds = Šveices sistēmas turnīrā ir no 3 līdz 9 kārtām.
error-tournament-closing = Pieteikšanās var beigties ne agrāk kā rīt un ne vēlāk kā pēc 60 dienām.
error-tournament-needs-verified = Turnīros var piedalīties tikai spēlētāji ar apstiprinātu adresi: atveriet saiti, ko jums nosūtījām.
error-too-many-tournaments = Jums jau ir { $n } { $n ->
        [one] turnīrs, kurā
       *[other] turnīri, kuros
    } notiek pieteikšanās.
error-tournament-not-open = Šajā turnīrā pieteikšanās vairs nenotiek.
error-tournament-full = Šis turnīrs ir pilns.
error-tournament-entered = Jūs jau piedalāties šajā turnīrā.
error-tournament-not-entered = Šis spēlētājs šajā turnīrā nepiedalās.
error-tournament-creator-only = To var darīt tikai tas, kurš šo turnīru rīko.
error-tournament-too-few = Šī formāta turnīra sākšanai { $n ->
        [one] nepieciešams vismaz { $n } spēlētājs
       *[other] nepieciešami vismaz { $n } spēlētāji
    }.
error-tournament-not-running = Šis turnīrs nenotiek.
error-tournament-over = Šis turnīrs jau ir beidzies.
mail-kind-tournament = turnīrs, kurā spēlēju, sākas, sāk jaunu kārtu vai beidzas
mail-tournament-open = Skatīt turnīru
mail-tournament-started-subject = Turnīrs „{ $name }” sākās
mail-tournament-started-section = Turnīrs „{ $name }” sākās: visas jūsu spēles sākas tagad. Izvietojiet armiju katrā no tām.
mail-tournament-started-swiss = Turnīrs „{ $name }” sākās ({ $rounds } { $rounds ->
        [one] kārta
       *[other] kārtas
    }). 1. kārta:
mail-tournament-round-subject = Turnīra „{ $name }” { $round }. kārta
mail-tournament-round-text = Turnīra „{ $name }” { $round }. kārtas pāri ir noteikti.
mail-tournament-game = Spēle #{ $id } pret { PLAYER($opponent, "acc") }: jūs spēlējat { $seat-with }.
mail-tournament-bye = Šajā kārtā jums ir brīvkārta: tā skaitās uzvara.
mail-tournament-over-subject = Turnīrs „{ $name }” beidzās
mail-tournament-over-text = Turnīrs „{ $name }” beidzās. 1. vieta: { $winner }.
mail-tournament-place = Jūs ieņēmāt { $rank }. vietu no { $count }; punkti: { $points }.
mail-tournament-cancelled-subject = Turnīrs „{ $name }” ir atcelts
mail-tournament-cancelled-text = Turnīrs „{ $name }” ir atcelts. Jau notiekošās spēles turpinās, bet turnīrā tās neskaitās.
mail-tournament-game-of = Turnīra „{ $name }” spēle.
mail-tournament-game-of-round = Turnīra „{ $name }” spēle, { $round }. kārta.
play-tournament = Turnīrs: { $name }
play-tournament-round = Turnīrs: { $name }, { $round }. kārta
tournaments-entered = Jūs tajā piedalāties
error-tournament-rounds-size = Šveices sistēmas turnīrā ar { $size } { $size ->
        [one] spēlētāju
       *[other] spēlētājiem
    } var būt ne vairāk kā { $rounds } { $rounds ->
        [one] kārta
       *[other] kārtas
    }.

## Moves by mail: the words a reply may start with, each form separated by |
reply-word-resign = padodos
reply-word-draw = neizšķirts|neizskirts
reply-word-setup = izvietojums|izkārtojums|izkartojums
reply-word-random = nejauši|nejausi

## Gājieni pa e-pastu: atbildes uz spēlētāja atbildi un norādes gājiena vēstulēs
error-no-saved-setup = Šai spēlei jums nav saglabāta izvietojuma ar nosaukumu „{ $name }”.
mail-reply-hint = Uz šo vēstuli varat arī atbildēt: ierakstiet atbildē savu gājienu, piemēram, b4-b5, vai arī vārdu „padodos” vai „neizšķirts”. Rindas, ko uzrakstīsiet zem gājiena, saņems jūsu pretinieks.
mail-reply-hint-two = Uz šo vēstuli varat arī atbildēt: ierakstiet atbildē savus pārvietojumus, piemēram, b4-b5 c4-c5 (vai vienu pārvietojumu un otru tad, kad redzēsiet pirmā iznākumu), vai arī vārdu „padodos” vai „neizšķirts”. Rindas zem tiem saņems jūsu pretinieks.
mail-reply-hint-setup = Uz šo vēstuli varat arī atbildēt: ierakstiet „izvietojums nejauši” vai „izvietojums” un kāda saglabātā izvietojuma nosaukumu.
mail-reply-played-subject = Spēle #{ $id }: jūsu atbilde pieņemta
mail-reply-refused-subject = Spēle #{ $id }: jūsu atbilde netika pieņemta
reply-played = Jūsu atbilde ir pieņemta.
reply-refused = Jūsu atbilde netika pieņemta, un spēlē nekas nemainījās.
reply-turn-goes-on = Jūsu gājiens turpinās: atbildiet uz šo vēstuli ar otro pārvietojumu.
reply-moves-off = Gājieni pa e-pastu jūsu kontā ir izslēgti; tos var atkal ieslēgt konta lapā.
reply-empty = Jūsu atbildē neatradām gājienu: ierakstiet to pirmajā rindā, virs citētās vēstules.
reply-not-understood = Nesapratām rindu „{ $line }”. Ierakstiet gājienu, piemēram, b4-b5, vai arī vārdu „padodos” vai „neizšķirts”.
reply-moved-on = Kopš tās vēstules spēle ir gājusi tālāk: atbilde bija uz agrāku pozīciju.
reply-words-not-posted = Jūsu vārdi pretiniekam netika nodoti: { $why }
reply-draw-offered = Jūs piedāvājāt neizšķirtu. Pretinieks to var pieņemt vai spēlēt tālāk.
reply-draw-agreed = Spēle beidzās ar neizšķirtu pēc vienošanās.
reply-draw-declined = Pretinieks noraidīja neizšķirtu.
reply-setup-first = Armijas vēl nav uz spēles laukuma: vispirms atbildiet ar savu izvietojumu.
account-moves-by-mail = Gājieni pa e-pastu
account-moves-by-mail-on = Izspēlēt savas atbildes uz gājiena vēstulēm kā gājienus
account-moves-by-mail-receipts = Katru pa e-pastu izspēlēto gājienu apstiprināt ar īsu vēstuli
account-moves-by-mail-note = Atbilde der tikai no jūsu apstiprinātās adreses un tikai tai spēlei un gājienam, par ko bija vēstule.
account-moves-by-mail-saved = Gājienu pa e-pastu iestatījumi ir saglabāti.
account-confirm-again = Sūtīt man jaunu apstiprinājuma saiti
account-confirm-sent = Jauna apstiprinājuma saite jau nosūtīta uz jūsu adresi.
error-confirm-wait = Apstiprinājuma saite tika nosūtīta pirms dažām minūtēm; pirms prasāt jaunu, pārbaudiet, vai tā nav pienākusi.
bounce-banner = Vēstules adresātam { $address } atgriežas nepiegādātas (sākums: { $since }).
bounce-banner-action = Nomainiet vai apstipriniet savu adresi
admin-bouncing = Adreses, no kurām vēstules atgriežas
admin-bouncing-none = No nevienas adreses vēstules neatgriežas.
admin-bouncing-count = Atgriešanās
admin-bouncing-since = Kopš
admin-bouncing-detail = Pēdējais iemesls

# The analysis after a game
analysis-heading = Analīze
analysis-explain = Kad spēle ir beigusies, dators eksperta līmenī var novērtēt katru { $unit ->
        [move] pārvietojumu
       *[other] gājienu
    } pēc tā, kas tobrīd bija zināms pusei, kuras gājiens tas bija (nevis pēc beigās atklātajiem kauliņiem), un nosaukt { $unit ->
        [move] pārvietojumu
       *[other] gājienu
    }, ko būtu izvēlējies eksperts. Serverim tas aizņem dažas minūtes.
analysis-request = Analizēt šo spēli
analysis-requested = Analīze ir sākta. Šī lapa to parādīs, kad tā būs gatava.
analysis-working = Notiek analīze; novērtēti { $unit ->
        [move] pārvietojumi
       *[other] gājieni
    }: { $judged } no { $total }. Vēlāk pārlādējiet lapu.
analysis-chart = Novērtējums pa { $unit ->
        [move] pārvietojumiem
       *[other] gājieniem
    }, katrs pēc tā, kas tobrīd bija zināms pusei, kuras gājiens tas bija: virs viduslīnijas labākā stāvoklī ir { $first }, zem tās – { $second }. Punktiņi iezīmē kļūdas un rupjas kļūdas.
analysis-units = Vērtības ir datora punkti par materiālu un pozīciju: vidēji stiprs kauliņš ir aptuveni 50 punktu vērts.
analysis-mistake = Kļūda
analysis-blunder = Rupja kļūda
analysis-mark = { $mark } ({ $ply }. { $unit ->
    [move] pārvietojums
   *[other] gājiens
}): eksperts būtu izdarījis { $unit ->
    [move] pārvietojumu
   *[other] gājienu
} { $best }.
analysis-move = { $ply }. { $unit ->
    [move] pārvietojums
   *[other] gājiens
} ({ $side }): eksperts būtu izdarījis { $unit ->
    [move] pārvietojumu
   *[other] gājienu
} { $best }, kura vērtība pēc tā, kas tobrīd bija zināms šai pusei, bija { $best_value }; izdarītā { $unit ->
    [move] pārvietojuma
   *[other] gājiena
} vērtība bija { $played_value }.
analysis-move-best = { $ply }. { $unit ->
    [move] pārvietojums
   *[other] gājiens
} ({ $side }): eksperts arī būtu izvēlējies šo { $unit ->
    [move] pārvietojumu
   *[other] gājienu
}.
analysis-not-judged = { $ply }. { $unit ->
    [move] pārvietojumu
   *[other] gājienu
} nevarēja novērtēt.
analysis-value-win = uzvara
analysis-value-loss = zaudējums
error-analysis-not-over = Spēli var analizēt tikai pēc tās beigām.
error-analysis-no-moves = Šī spēle beidzās pirms pirmā gājiena, tāpēc nav ko analizēt.
error-analysis-too-many = { $n ->
    [one] Jums jau ir { $n } analīze, kas gaida: pieprasiet nākamo, kad tā būs gatava.
   *[other] Jums jau ir { $n } analīzes, kas gaida: pieprasiet nākamo, kad kāda no tām būs gatava.
}
