## Chyby: proč byl požadavek odmítnut

error-form-too-large = Tento formulář je příliš velký.
error-choose-saved-setup = Vyberte uložené rozestavení.
error-choose-two-squares = Vyberte ve svých řadách rozestavení dvě pole, která chcete prohodit.
error-record-after-end = Záznam hry lze stáhnout, až hra skončí.
error-record-xml-espionage = Archivní formát Gravonu Špionáž nepodporuje; stáhněte si místo toho záznam hry (JSON).
error-admins-only = Tato stránka je pro správce webu.
error-unconfirmed = Akci potvrďte zaškrtnutím políčka.
error-not-started = Hra ještě nezačala.
error-note-not-playing = Poznámky lze psát jen během hry.
error-note-text = Poznámka může mít nejvýše { $n } { $n ->
        [one] znak
        [few] znaky
       *[other] znaků
    } a musí se vejít na jeden řádek.
error-note-no-hidden-piece = Na tom poli není žádná skrytá soupeřova figura, ke které by šla napsat poznámka.
error-note-guess = Takovou figuru tato hra nemá.
error-message-length = Zpráva musí mít 1 až { $n } { $n ->
        [one] znak
        [few] znaky
       *[other] znaků
    }.
error-message-rate = Za poslední hodinu jste napsali { $n } { $n ->
        [one] zprávu
        [few] zprávy
       *[other] zpráv
    }; chvíli počkejte, než napíšete další.
error-rematch-not-over = Odvetu lze nabídnout až po skončení hry.
error-confirm-incomplete = Zvolte výchozí a cílové pole tahu.
error-not-a-player = Nejste hráčem této hry.
error-self-challenge = Nemůžete vyzvat sami sebe.
error-own-game = Nemůžete se připojit ke své vlastní hře.
error-challenge-for-another = Tato výzva je pro jiného hráče.
error-no-longer-open = Tato hra už na hráče nečeká.
error-players-only = To mohou udělat jen hráči této hry.
error-game-already-started = Tato hra už začala.
error-setup-closed = V této hře už nelze měnit rozestavení.
error-setup-already-submitted = Rozestavení už jste odeslali.
error-setup-name = Název rozestavení může mít nejvýše 40 znaků.
error-too-many-setups = Pro tuto variantu už máte uložený nejvyšší možný počet rozestavení ({ $n }): uložte nové pod názvem některého, které už nepotřebujete.
error-game-over = Hra skončila.
error-stale-page = Hra mezitím pokročila; toto je současná pozice.
error-not-your-turn = Nejste na tahu.
error-unavailable = Herní server se právě nemůže spojit se svou databází. Nic se nezměnilo; zkuste to prosím znovu za několik sekund.
error-busy = Server je právě zaneprázdněn jinými přihlášeními. Nic se nezměnilo; zkuste to prosím znovu za několik sekund.
error-rated-needs-verified = Hodnocené hry jsou pro hráče s potvrzenou adresou: otevřete odkaz, který jsme vám poslali, nebo hrajte tuto hru bez hodnocení.
error-too-many-open = Už nabízíte { $n } { $n ->
        [one] otevřenou hru
        [few] otevřené hry
       *[other] otevřených her
    }: jednu zrušte, nebo počkejte, až se někdo připojí.
error-too-many-challenges = Už máte { $n } { $n ->
        [one] výzvu čekající
        [few] výzvy čekající
       *[other] výzev čekajících
    } na odpověď: jednu zrušte, nebo počkejte na odpovědi.
error-too-many-mails = Z tohoto připojení bylo právě vyžádáno příliš mnoho e‑mailů: chvíli počkejte, než požádáte znovu.
error-time-ran-out = Čas na tento tah už vypršel, proto tah nebyl zahrán; hra byla rozhodnuta na čas.
error-draw-already-offered = Nabídka remízy už platí.
error-no-draw-offer = Soupeř remízu nenabízí.
error-vacation-already = Už jste na dovolené.
error-vacation-used-up = Vaše letošní dovolená je vyčerpána.
error-not-on-vacation = Nejste na dovolené.
error-bad-username = Uživatelské jméno musí mít 3 až 24 znaků: písmena a–z bez diakritiky, číslice, _ a -.
error-username-taken = Toto uživatelské jméno je obsazené.
error-bad-email = Tato e‑mailová adresa není platná.
error-short-password = Heslo musí mít alespoň 10 znaků.
error-email-taken = Účet s touto e‑mailovou adresou už existuje.
error-link-gone = Platnost tohoto odkazu vypršela, nebo už byl použit.
error-sign-in-paused = Z tohoto připojení bylo zadáno příliš mnoho špatných hesel: chvíli počkejte, než to zkusíte znovu (po každém špatném o něco déle).
error-password-checks-paused = K tomuto účtu bylo zadáno příliš mnoho špatných hesel: chvíli počkejte, než to zkusíte znovu (po každém špatném o něco déle).
error-account-disabled = Tento účet je zablokován. Napište správcům webu.
error-wrong-credentials = Chybné uživatelské jméno nebo heslo.
error-wrong-current-password = Vaše současné heslo není správné.
error-reason-needed = Uveďte důvod (nejvýše 500 znaků): zapíše se do auditního záznamu.
error-account-deleted = Tento účet byl smazán.
error-not-on-yourself = S vaším vlastním účtem to musí udělat jiný správce.
error-address-taken = Tuto adresu má jiný účet.
error-game-over-already = Tato hra už skončila.
error-only-game-under-way = Výsledek lze vyhlásit jen u probíhající hry.
error-extend-days = Lhůtu lze prodloužit jen u probíhající hry, a to o 1 až 60 dní.
error-no-such-mail = Takový neodeslaný e‑mail neexistuje.
error-time-control = Tempo hry: 1 až 14 dní na tah, nebo Fischerovy hodiny s 1 až 30 dny na začátku a 0 až 14 dny navíc za každý tah; strop hodin je nejvýše 60 dní a nesmí být nižší než počáteční čas.
error-unknown-action = Neznámá akce „{ $action }“.
error-input-nul = Text nesmí obsahovat znak NUL.
error-input-missing = Ve formuláři chybí část „{ $field }“. Načtěte stránku znovu a zkuste to ještě jednou.
error-input-unexpected = Požadavek obsahuje část „{ $field }“, která do něj nepatří.
error-input-choice = „{ $value }“ tu není mezi možnostmi.
error-input-json = Tělo požadavku není čitelný JSON.
error-input-malformed = Část požadavku nemá očekávaný tvar (číslo, pole hracího plánu nebo jedna z možností). Načtěte stránku znovu a zkuste to ještě jednou.
error-text-hidden-characters = Text obsahuje znak, který není vidět nebo který obrací směr okolního textu. Odstraňte ho, prosím.
error-foreign-form = Tento formulář přišel z jiného webu. Načtěte stránku znovu a zkuste to ještě jednou.
error-stale-form = Platnost tohoto formuláře vypršela, nebo ho nevytvořil tento web. Načtěte stránku znovu a zkuste to ještě jednou.
error-unknown-variant = „{ $variant }“ tu hrát nelze.
error-no-such-player = Hráč jménem „{ $name }“ neexistuje.
error-bad-setup = Toto rozestavení není platné: { $why }.
error-not-a-move = „{ $move }“ není tah mezi dvěma poli hracího plánu.
error-move-refused = { $unit ->
    [move] Přesun
   *[other] Tah
} { $move } není povolen. { CAPITAL($why) }.
error-unknown-mail-kind = „{ $kind }“ není druh e‑mailu.
error-not-a-square = „{ $square }“ není pole hracího plánu.
error-method-not-allowed = Tato adresa tuto metodu nepřijímá.
error-not-found = Taková stránka neexistuje.
error-sign-in-first = Nejprve se prosím přihlaste.
error-internal = Na naší straně se něco pokazilo. Chyba je zaznamenána; zkuste to prosím později.
error-unknown-language = Jazyk { $lang } tento web nenabízí.
error-unknown-zone = „{ $zone }“ neznáme jako časové pásmo. Zadejte ho tak, jak ho uvádí databáze časových pásem, například Europe/Prague.

## Na každé stránce

nav-my-games = Moje hry
nav-your-move-count = { $count ->
        [one] jedna hra, kde jste na tahu
        [few] { $count } hry, kde jste na tahu
       *[other] { $count } her, kde jste na tahu
    }
nav-lobby = Herna
nav-admin = Správa
nav-sign-out = Odhlásit se
nav-label = Hlavní nabídka
nav-menu = Nabídka
nav-sign-in = Přihlásit se
nav-register = Registrovat se
footer-tagline = Fieldpost – Stratego, Maršál a špión i Špionáž korespondenčně.
footer-language = Jazyk
footer-language-change = Změnit
language-changed = Web je teď v češtině.

## Seznamy her

list-none = Žádné.
list-game = Hra
list-opponent = Soupeř
list-state = Stav
list-deadline = Lhůta
list-last-change = Poslední změna

## Úvodní stránka

home-title = Korespondenční hry
home-intro = Hrajte Stratego, Barrage, Duel, Špionáž a československého Maršála a špióna korespondenčně: jeden tah denně nebo týdně. Vidíte jen to, co vám pravidla dovolí; ostatní zná jen server.
home-create-account = Založit účet
home-or-sign-in = nebo se přihlásit
home-the-games = Hry

## Herna a moje hry

lobby-new-game = Nová hra
lobby-who-first = Kdo začíná
lobby-seat-random = Rozhodne los
lobby-seat-first = Začínám já
lobby-seat-second = Začíná soupeř
lobby-time = Tempo hry
lobby-days-per-move = Počet dní na tah
lobby-fischer-initial = Počet dní na začátku
lobby-fischer-increment = Počet dní přidaných za tah
lobby-fischer-cap-label = Nejvyšší počet dní na hodinách
lobby-clock-note = Hodiny běží i během rozestavování. Dovolená je zastaví.
lobby-rated = Hodnocená (hra, v níž některá strana udělá méně než dva tahy, se nehodnotí)
tournaments-rated = Hodnocený turnaj (hra, v níž některá strana udělá méně než dva tahy, se nehodnotí)
lobby-challenge = Vyzvat hráče (pro otevřenou hru nechte prázdné)
lobby-create = Vytvořit hru
lobby-challenges = Výzvy pro vás
lobby-being-played = Probíhající hry
lobby-watch = Hru můžete sledovat, když ji otevřete.
lobby-open-games = Otevřené hry
lobby-any-game = Libovolná
lobby-any-clock = Libovolné
lobby-fischer = Fischerovy hodiny
lobby-filter = Zobrazit
lobby-none-open = Výběru neodpovídá žádná otevřená hra. Vytvořte novou níže a ostatní ji uvidí tady.
lobby-rated-column = Hodnocená
lobby-rated-yes = hodnocená
lobby-rated-no = nehodnocená
lobby-offered-by = Nabízí (hodnocení)
lobby-join = Připojit se
lobby-created = Hra vytvořena.
lobby-joined = Jste ve hře. Rozestavte svou armádu.
lobby-declined = Výzvu jste odmítli: hra se hrát nebude.
lobby-withdrawn = Hru jste stáhli: hrát se nebude.
games-your-turn = Jste na tahu
games-waiting = Čeká se na soupeře
games-finished = Dohrané
games-newer = Novější dohrané hry
games-older = Starší dohrané hry
games-start-or-join = Vytvořit hru nebo se k některé připojit
state-open = Čeká na soupeře
state-challenge-sent = Čeká, až { $opponent } přijme výzvu
state-challenged = { $opponent } vás vyzývá
state-set-up = Rozestavte svou armádu
state-waiting-setup = Čeká na rozestavení { PLAYER($opponent, "gen") }
state-your-move = Jste na tahu
state-their-move = Na tahu je { $opponent }
state-won = { $how ->
        [flag_captured] Vyhráli jste zajetím { $edition ->
            [marsal-a-spion] praporu
           *[other] vlajky
        }
        [hq_captured] Vyhráli jste obsazením velitelství
        [resign] Vyhráli jste vzdáním se soupeře
        [timeout] Vyhráli jste na čas
        [forfeit] Vyhráli jste kontumačně
        [no_movable_pieces] Vyhráli jste: soupeři nezbyla žádná figura, která by mohla táhnout
        [no_moves] Vyhráli jste: soupeř nemůže táhnout
       *[other] Vyhráli jste ({ $reason })
    }
state-lost = { $how ->
        [flag_captured] Prohráli jste ztrátou { $edition ->
            [marsal-a-spion] praporu
           *[other] vlajky
        }
        [hq_captured] Prohráli jste ztrátou velitelství
        [resign] Vzdali jste se
        [timeout] Prohráli jste na čas
        [forfeit] Prohráli jste kontumačně
        [no_movable_pieces] Prohráli jste: nezbyla vám žádná figura, která by mohla táhnout
        [no_moves] Prohráli jste: nemůžete táhnout
       *[other] Prohráli jste ({ $reason })
    }
state-drawn = { $how ->
        [draw_agreed] Dohodnutá remíza
       *[other] Remíza ({ $reason })
    }
state-seat-won = { $how ->
        [flag_captured] { $side } vyhrál zajetím { $edition ->
            [marsal-a-spion] praporu
           *[other] vlajky
        }
        [hq_captured] { $side } vyhrál obsazením velitelství
        [resign] { $side } vyhrál: druhá strana se vzdala
        [timeout] { $side } vyhrál na čas
        [forfeit] { $side } vyhrál kontumačně
        [no_movable_pieces] { $side } vyhrál: druhé straně nezbyla žádná figura, která by mohla táhnout
        [no_moves] { $side } vyhrál: druhá strana nemohla táhnout
       *[other] { $side } vyhrál ({ $reason })
    }
list-anyone = kdokoli
list-clock-stopped = hodiny stojí (dovolená)
list-move = { $n }. tah
list-left-days = { $days ->
        [one] Zbývá { $days } den
        [few] Zbývají { $days } dny
       *[other] Zbývá { $days } dní
    } { $hours } h
list-left-hours = Zbývá { $hours } h { $minutes } min
list-left-minutes = Zbývá { $minutes } min
list-time-up = Čas vypršel

## Účet

account-title = Účet
account-heading = Váš účet: { $name }
account-admin-console = Správcovská konzole
account-board = Hrací plán
account-rank-numbers = Číslování hodností
account-numbering-modern = Moderní: 10 = maršál … 2 = průzkumník
account-numbering-classic = Klasické: 1 = maršál … 9 = průzkumník
account-orientation = Otočení hracího plánu
account-orientation-own = Moje figury dole
account-orientation-first = Červený (nebo bílý) vždy dole
account-confirm-moves = Ptát se před odesláním tahu
account-letters-only = Zobrazovat figury jen jako písmena a čísla, bez obrázků
account-save-preferences = Uložit nastavení
account-password = Heslo
account-current-password = Současné heslo
account-new-password = Nové heslo
account-change-password = Změnit heslo
account-email = E‑mail
account-email-now = Nyní: { $email }. Změna začne platit, až otevřete odkaz, který pošleme na novou adresu.
account-email-now-unconfirmed = Nyní: { $email } (zatím nepotvrzeno: viz e‑mail, který jsme vám poslali). Změna začne platit, až otevřete odkaz, který pošleme na novou adresu.
account-new-email = Nový e‑mail
account-your-password = Vaše heslo
account-change-email = Změnit e‑mail
account-mail = E‑maily
account-mail-me-when = Pošlete mi e‑mail, když
account-daily-digest = Nejvýše jeden e‑mail denně: přehled her, které na mě čekají, místo e‑mailu při každém tahu
account-save-mail = Uložit nastavení e‑mailů
account-mailbox = Vaše schránka
account-mailbox-note = (tento web e‑maily neposílá, ale uchovává je zde).
mailbox-mode-warning = Tato instalace neposílá e‑maily: každý e‑mail se místo toho zobrazí ve schránce na webu, takže potvrzení adresy nedokazuje, že adresa patří tomu, kdo ji uvedl. Než na tuto instalaci začnou hráči spoléhat, nastavte SMTP_URL.
mailbox-mode-player = Tento web e‑maily neposílá – najdete je ve
mailbox-mode-link = své schránce na webu
mailbox-mode-visitor = Tento web neposílá e‑maily: každý hráč po přihlášení najde svou poštu na stránce své schránky. Žádná adresa zde proto není ověřena doručením do skutečné schránky.
account-vacation = Dovolená
account-vacation-on = Jste na dovolené od { $since }: hodiny vašich her stojí a soupeři vidí důvod. Z letošní dovolené { $left ->
        [one] zbývá { $left } den.
        [few] zbývají { $left } dny.
       *[other] zbývá { $left } dní.
    }
account-vacation-off = Během dovolené hodiny vašich her stojí. Z vašich letošních { $allowance } { $allowance ->
        [one] dne
        [few] dnů
       *[other] dní
    } { $left ->
        [few] zbývají
       *[other] zbývá
    } { $left }.
account-vacation-end = Ukončit dovolenou
account-vacation-start = Začít dovolenou
account-sessions = Přihlášená zařízení
account-sessions-limits = Zařízení, na kterých jste přihlášeni. Relace skončí po 45 dnech bez použití a v každém případě po 90 dnech.
account-session-this = tento prohlížeč
account-session-end = Ukončit relaci
account-session-ended = Relace byla ukončena.
account-session-device = { $browser } v systému { $system }
account-session-unknown-device = neznámý prohlížeč
account-sign-out-everywhere = Odhlásit se všude
account-sign-out-tokens-too = Zrušit také mé tokeny API (programy, které je používají, přestanou fungovat)
account-welcome-mail = Vítejte! Chcete-li hrát hodnocené hry, potvrďte svou adresu: otevřete odkaz v e‑mailu, který jsme vám právě poslali.
account-welcome-mailbox = Vítejte! Chcete-li hrát hodnocené hry, potvrďte svou adresu: odkaz najdete v e‑mailu na stránce své schránky (tento web e‑maily neposílá).
account-own-data = Vaše data
account-own-data-what = Jeden soubor (JSON) se vším, co o vás tento web uchovává: váš účet a nastavení, relace, tokeny API (nikdy jejich tajnou část), hry a po jejich skončení i jejich záznamy, vaše poznámky, zprávy, které jste napsali, uložená rozestavení, hodnocení, přihlášky do turnajů, e‑maily, které vám ještě nebyly odeslány, přihlášení pod vaším jménem a zásahy správců do vašeho účtu.
account-own-data-download = Stáhnout moje data
account-delete = Smazat můj účet
account-delete-what = Své rozehrané hry prohrajete kontumačně a odstoupíte z turnajů. Vaše adresa, relace, tokeny, poznámky, uložená rozestavení, nastavení a neodeslané e‑maily budou smazány a vaše jméno bude všude nahrazeno zástupným jménem; dohrané hry zůstanou vašim soupeřům pod tímto zástupným jménem. Vaše jméno bude možné znovu zaregistrovat po { $days } { $days ->
        [one] dni
        [few] dnech
       *[other] dnech
    }. Tento krok nelze vrátit: chcete-li si data ponechat, nejprve si je stáhněte.
account-delete-messages = Zprávy, které jste napsali
account-delete-messages-keep = ponechat je v rozhovorech u her (pod zástupným jménem)
account-delete-messages-remove = smazat je
account-delete-understood = Rozumím, že tento krok nelze vrátit
account-delete-button = Trvale smazat můj účet
account-deleted = Váš účet je smazán. Děkujeme, že jste hráli.
error-delete-not-understood = Zaškrtněte políčko „Rozumím, že tento krok nelze vrátit“.
error-username-released = Toto jméno patřilo nedávno smazanému účtu; znovu ho lze zaregistrovat { $days } { $days ->
        [one] den
        [few] dny
       *[other] dní
    } po smazání.
account-password-changed = Heslo změněno. Všechny vaše ostatní relace byly ukončeny.
account-email-link-sent = Na novou adresu jsme poslali odkaz: vaše adresa se změní, až ho otevřete.
account-preferences-saved = Nastavení uloženo.
account-zone-saved = Časy se nyní zobrazují ve vašem časovém pásmu.
account-calendar = Kalendář
account-calendar-text = Přidejte si lhůty do kalendáře v telefonu nebo počítači, i s připomenutím den předem: stačí se přihlásit k odběru své soukromé adresy. Nikomu ji nedávejte: kdo ji má, vidí vaše lhůty.
account-calendar-subscribe = Odebírat v mém kalendáři
account-calendar-atom = Kanál Atom pro čtečky
account-calendar-address = Adresa k ručnímu přidání
account-calendar-make = Vytvořit adresu mého kalendáře
account-calendar-renew = Vytvořit novou adresu (stará přestane fungovat)
account-calendar-renewed = Váš kalendář má novou adresu: přihlaste se k jejímu odběru znovu.
account-calendar-made = Adresa vašeho kalendáře je připravena: přihlaste se k jejímu odběru.
calendar-name = Fieldpost: lhůty { PLAYER($name, "gen") }
calendar-your-move = Jste na tahu ve hře #{ $id } proti { PLAYER($opponent, "dat") } – { $preset }
calendar-your-setup = Rozestavte armádu ve hře #{ $id } proti { PLAYER($opponent, "dat") } – { $preset }
calendar-entries-close = Konec přihlášek: „{ $name }“
calendar-reminder = { $title } – lhůta vyprší zítra
calendar-due = Lhůta: { $at }
account-zone = Časové pásmo
account-zone-current = Časy a lhůty se zobrazují v pásmu { $zone }.
account-zone-label = Časové pásmo (například Europe/Prague; prázdné znamená UTC)
account-zone-browser = Použít pásmo tohoto prohlížeče
account-zone-save = Uložit časové pásmo
zone-offer = Dokud si nezvolíte časové pásmo, časy se zobrazují v UTC. Pásmo vašeho prohlížeče:
zone-use = Použít toto pásmo
zone-keep-utc = Ponechat UTC
mail-kind-your-turn = jsem na tahu
mail-kind-challenge = mě někdo vyzve
mail-kind-game-started = začne některá z mých her
mail-kind-game-over = skončí některá z mých her
mail-kind-reminder = mi dochází čas
mail-kind-message = mi soupeř ve hře napíše

## Přihlášení a odhlášení

auth-signed-out = Jste odhlášeni.
auth-signed-out-everywhere = Jste odhlášeni na všech zařízeních.
auth-sign-in = Přihlásit se
auth-username = Uživatelské jméno
auth-password = Heslo
auth-new-here = Jste tu noví?
auth-create-account = Založte si účet
auth-forgot = Zapomněli jste heslo?
auth-reset-it = Obnovte ho
auth-register = Registrovat se
auth-username-hint = 3 až 24 znaků: písmena a–z bez diakritiky, číslice, _ nebo -.
auth-email = E‑mail
auth-password-hint = Alespoň 10 znaků.
auth-already = Už jste registrováni?
auth-already-sign-in = Přihlaste se
auth-reset-title = Obnova hesla
auth-new-password = Nové heslo
auth-set-password = Nastavit nové heslo
auth-reset-explain = Zadejte adresu svého účtu; pošleme vám odkaz pro volbu nového hesla.
auth-mail-me-link = Pošlete mi odkaz

## Stránky, na které vedou zprávy

error-back-to-games = Zpět k vašim hrám
error-back-home = Zpět na úvodní stránku
message-your-games = Vaše hry
link-confirmed-title = Adresa potvrzena
link-confirmed = Děkujeme: vaše e‑mailová adresa je potvrzena.
link-email-changed-title = E‑mailová adresa změněna
link-email-changed = Od teď se používá vaše nová e‑mailová adresa.
link-gone-title = Tento odkaz už neplatí
reset-check-mail-title = Podívejte se do pošty
reset-check-mail = Pokud má tuto adresu nějaký účet, odkaz pro volbu nového hesla je na cestě. Platí jen jednou a jen hodinu.
reset-link-gone = Platnost tohoto odkazu vypršela, nebo už byl použit. Požádejte o nový.
reset-done = Heslo bylo změněno. Teď se s ním můžete přihlásit.
unsubscribed-title = Odběr zrušen
unsubscribed = Hotovo: tyto e‑maily už nedostanete. Na stránce účtu je můžete znovu zapnout.
unsubscribe-title = Zrušit odběr
unsubscribe-heading = Zrušit odběr těchto e‑mailů?
unsubscribe-all = Zrušit odběr všech herních e‑mailů
account-mail-saved = Nastavení e‑mailů uloženo.
account-unsubscribe-rotate = Vytvořit nové odkazy pro zrušení odběru
account-unsubscribe-rotate-help = Každý e‑mail obsahuje odkaz, kterým lze e‑maily vypnout bez přihlášení. Pokud byly vaše e‑maily přeposlány nebo je viděl někdo jiný, vytvořte nové odkazy: staré přestanou fungovat.
account-unsubscribe-rotated = Nové odkazy pro zrušení odběru jsou vytvořeny; staré už nefungují.
vacation-started = Jste na dovolené: hodiny vašich her stojí.
vacation-ended = Vítejte zpět: vaše hodiny zase běží.
mailbox-title = Schránka
mailbox-heading = E‑maily pro { $address }
mailbox-note = Tento web e‑maily neposílá, a proto je uchovává zde.
mailbox-empty = Zatím žádné e‑maily.
mailbox-plain-text = Prostý text
mailbox-queued = ve frontě
mailbox-delivered = doručeno
mailbox-failed = selhalo
# A state with a count of mails on the admin's pages.
admin-mail-count = { $state ->
        [pending] Ve frontě
        [sent] Doručeno
       *[failed] Selhalo
    }: { $n }

## Stavy HTTP jako nadpisy chybových stránek

status-400 = Chybný požadavek
status-401 = Nutné přihlášení
status-403 = Přístup odepřen
status-404 = Nenalezeno
status-405 = Metoda není povolena
status-409 = Konflikt
status-410 = Už neexistuje
status-413 = Příliš velké
status-415 = Nepodporovaný formát
status-422 = Odmítnuto
status-429 = Příliš mnoho požadavků
status-500 = Vnitřní chyba
status-503 = Služba není dostupná
status-303 = Viz jinde

## Figury, strany, varianty a výsledky

piece-marshal = maršál
    .gender = masculine
    .ins = maršálem
    .gen = maršála
piece-general = generál
    .gender = masculine
    .ins = generálem
    .gen = generála
piece-colonel = plukovník
    .gender = masculine
    .ins = plukovníkem
    .gen = plukovníka
piece-major = major
    .gender = masculine
    .ins = majorem
    .gen = majora
piece-captain = kapitán
    .gender = masculine
    .ins = kapitánem
    .gen = kapitána
piece-lieutenant = poručík
    .gender = masculine
    .ins = poručíkem
    .gen = poručíka
piece-sergeant = seržant
    .gender = masculine
    .ins = seržantem
    .gen = seržanta
piece-miner = minér
    .gender = masculine
    .ins = minérem
    .gen = minéra
piece-scout = průzkumník
    .gender = masculine
    .ins = průzkumníkem
    .gen = průzkumníka
piece-spy = špión
    .gender = masculine
    .ins = špiónem
    .gen = špióna
# Maršál a špión, the Czech edition, names the bomb and the flag in its own words.
piece-bomb = { $edition ->
        [marsal-a-spion] minové pole
       *[other] bomba
    }
    .gender = { $edition ->
        [marsal-a-spion] neuter
       *[other] feminine
    }
    .ins = { $edition ->
        [marsal-a-spion] minovým polem
       *[other] bombou
    }
    .gen = { $edition ->
        [marsal-a-spion] minového pole
       *[other] bomby
    }
piece-flag = { $edition ->
        [marsal-a-spion] prapor
       *[other] vlajka
    }
    .gender = { $edition ->
        [marsal-a-spion] masculine
       *[other] feminine
    }
    .ins = { $edition ->
        [marsal-a-spion] praporem
       *[other] vlajkou
    }
    .gen = { $edition ->
        [marsal-a-spion] praporu
       *[other] vlajky
    }
piece-corporal = desátník
    .gender = masculine
    .ins = desátníkem
    .gen = desátníka
piece-minesweeper = odminovač
    .gender = masculine
    .ins = odminovačem
    .gen = odminovače
piece-mine = mina
    .gender = feminine
    .ins = minou
    .gen = miny
piece-headquarters = velitelství
    .gender = neuter
    .ins = velitelstvím
    .gen = velitelství
seat-red = červený
    .feminine = červená
    .neuter = červené
    .acc = červeného
    .ins = červeným
    .ins-feminine = červenou
    .gen-feminine = červené
seat-blue = modrý
    .feminine = modrá
    .neuter = modré
    .acc = modrého
    .ins = modrým
    .ins-feminine = modrou
    .gen-feminine = modré
seat-white = bílý
    .feminine = bílá
    .neuter = bílé
    .acc = bílého
    .ins = bílým
    .ins-feminine = bílou
    .gen-feminine = bílé
seat-black = černý
    .feminine = černá
    .neuter = černé
    .acc = černého
    .ins = černým
    .ins-feminine = černou
    .gen-feminine = černé
side-red = Červený
side-blue = Modrý
side-white = Bílý
side-black = Černý
variant-stratego = Stratego (turnajová pravidla ISF)
variant-stratego-original = Stratego (pravidla firmy Milton Bradley)
variant-barrage = Barrage
variant-duel = Duel
variant-marsal-a-spion = Maršál a špión
variant-espionage = Špionáž
variant-espionage-small = Malá Špionáž
variant-espionage-fast = Rychlá Špionáž
variant-espionage-open-fast = Otevřená rychlá Špionáž
variant-espionage-small-fast = Malá rychlá Špionáž
reason-flag-captured = { $edition ->
        [marsal-a-spion] prapor zajat
       *[other] vlajka zajata
    }
reason-hq-captured = velitelství obsazeno
reason-no-moves = bez tahu
reason-both-no-moves = obě strany bez tahu
reason-no-movable-pieces = žádné pohyblivé figury
reason-flag-unreachable = { $edition ->
        [marsal-a-spion] prapor nedosažitelný
       *[other] vlajka nedosažitelná
    }
reason-move-limit = limit tahů
reason-resign = vzdání se
reason-draw-agreed = dohodnutá remíza
reason-timeout = vypršel čas
reason-adjudicated = rozhodnutí správce
reason-forfeit = kontumace
reason-declared = vyhlášeno správcem
reason-aborted = zrušeno
result-drawn = { $how ->
        [draw_agreed] Hra skončila dohodnutou remízou.
       *[other] Hra skončila remízou ({ $reason }).
    }
result-won = { state-won }.
result-lost = { state-lost }.
result-seat-won = { $how ->
        [flag_captured] Vítězí { SEATED($name, $seat) } zajetím { $edition ->
            [marsal-a-spion] praporu
           *[other] vlajky
        }.
        [hq_captured] Vítězí { SEATED($name, $seat) } obsazením velitelství.
        [resign] Vítězí { SEATED($name, $seat) }: druhá strana se vzdala.
        [timeout] Vítězí { SEATED($name, $seat) } na čas.
        [forfeit] Vítězí { SEATED($name, $seat) } kontumačně.
        [no_movable_pieces] Vítězí { SEATED($name, $seat) }: druhé straně nezbyla žádná figura, která by mohla táhnout.
        [no_moves] Vítězí { SEATED($name, $seat) }: druhá strana nemohla táhnout.
       *[other] Vítězí { SEATED($name, $seat) }, důvod: { $reason }.
    }
## Tahy slovy

words-own-piece = { $piece-gender ->
        [feminine] vaše
        [neuter] vaše
       *[masculine] váš
    } { $piece } ({ $label })
    .gender = { $piece-gender }
    .ins = { $piece-gender ->
        [feminine] svou
       *[other] svým
    } { $piece-ins } ({ $label })
    .gen = { $piece-gender ->
        [feminine] vaší
       *[other] vašeho
    } { $piece-gen } ({ $label })
# `.gen`: a colour's genitive is its accusative before a rank (a person) and before the neuter "minové pole".
words-seat-piece = { $piece-gender ->
        [feminine] { $seat-feminine }
        [neuter] { $seat-neuter }
       *[masculine] { $seat }
    } { $piece } ({ $label })
    .gender = { $piece-gender }
    .ins = { $piece-gender ->
        [feminine] { $seat-ins-feminine }
       *[other] { $seat-ins }
    } { $piece-ins } ({ $label })
    .gen = { $piece-gender ->
        [feminine] { $seat-gen-feminine }
       *[other] { $seat-acc }
    } { $piece-gen } ({ $label })
words-own-unknown = vaše figura
    .gender = feminine
    .ins = svou figurou
    .gen = vaší figury
words-seat-unknown = { $seat-feminine } figura
    .gender = feminine
    .ins = { $seat-ins-feminine } figurou
    .gen = { $seat-gen-feminine } figury
words-you-moved = Táhli jste { $mover-ins } z { $from } na { $to }.
words-moved = { $unit ->
        [move] Přesun { $mover-gen } { PLAYER($who, "gen") } z { $from } na { $to }.
       *[other] Tah { PLAYER($who, "gen") } { $mover-ins } z { $from } na { $to }.
    }
words-you-attacked = Zaútočili jste { $mover-ins } z { $from } na { $to }, kde { $defender-gender ->
        [feminine] byla
        [neuter] bylo
       *[masculine] byl
    } { $defender }: { $result }.
words-attacked = Útok { PLAYER($who, "gen") } { $mover-ins } z { $from } na { $to }, kde { $defender-gender ->
        [feminine] byla
        [neuter] bylo
       *[masculine] byl
    } { $defender }: { $result }.
words-removed = { $piece } { $piece-gender ->
        [feminine] byla vyřazena
        [neuter] bylo vyřazeno
       *[masculine] byl vyřazen
    } ze hry
words-both-removed = ze hry odcházejí obě figury
words-captured = { $piece } { $piece-gender ->
        [feminine] byla zajata
        [neuter] bylo obsazeno
       *[masculine] byl zajat
    }
words-defused = { $piece } { $piece-gender ->
        [feminine] byla zneškodněna
        [neuter] bylo zneškodněno
       *[masculine] byl zneškodněn
    }
words-beat = vítězí { $winner }, ze hry odchází { $loser }
words-spied = Vaši špióni zahlédli: { $pieces }.

## Odmítnuté tahy a rozestavení

refused-game-over = hra skončila
refused-not-a-move = „{ $text }“ není tah: napište ho jako dvě pole hracího plánu, například e4-e5
refused-no-piece = na poli { $square } není žádná figura
refused-not-yours = figura na poli { $square } není vaše
refused-immobile = { $piece } se nikdy nehýbe
refused-not-in-line = pole { $to } neleží na přímce s polem { $from }
refused-same-square = figura musí táhnout na jiné pole
refused-diagonal = figury táhnou jen svisle nebo vodorovně (nahoru, dolů, doleva nebo doprava)
refused-long-diagonal = šikmo lze táhnout jen o jedno pole
refused-diagonal-attack = útočit lze jen svisle nebo vodorovně; šikmý krok musí skončit na prázdném poli
refused-too-far = { $family ->
        [espionage] každá figura táhne jen o jedno pole
       *[other] o víc než jedno pole táhne jen průzkumník
    }
refused-blocked = cesta je zablokovaná na poli { $square }
refused-lake = na pole { $square } nelze vstoupit: je to jezero
refused-volcano = na pole { $square } nelze vstoupit: je to sopka
refused-own-piece = na poli { $square } stojí vaše vlastní figura
refused-no-scout-strike = podle těchto pravidel nesmí průzkumník v jednom tahu táhnout i útočit
refused-same-piece-twice = tah tvoří dva přesuny dvěma různými figurami: tato figura už v tomto tahu táhla
refused-immediate-return = figura se nesmí hned vrátit na pole { $square }, které opustila ve vašem předchozím tahu
refused-two-squares = pravidlo dvou polí: figura nesmí táhnout tam a zpět mezi stejnými poli víc než { $n }krát za sebou
refused-more-squares = pravidlo více polí: tento tah by při pronásledování zopakoval pozici, která už nastala
setup-length = rozestavení má { $given } { $given ->
        [one] znak
        [few] znaky
       *[other] znaků
    }; tato hra potřebuje { $expected }, jeden na každé pole řad { $rows }
setup-unknown-code = „{ $code }“ na poli { $square } není kód figury této hry
setup-outside = { $square } leží mimo vaše řady rozestavení
setup-missing = chybí { $pieces }
setup-excess = přebývá { $pieces }
setup-foreign = { $n } × { $piece } nepatří do této armády
list-join = { $a }, { $b }
list-join-groups = { $a }; { $b }

## Stránka hry

clock-per-move = { $days ->
    [one] { $days } den na tah
    [few] { $days } dny na tah
   *[other] { $days } dní na tah
}
clock-fischer = { $days ->
    [one] { $days } den
    [few] { $days } dny
   *[other] { $days } dní
}, +{ $increment ->
    [one] { $increment } den
    [few] { $increment } dny
   *[other] { $increment } dní
} za tah, nejvýše { $cap ->
    [one] { $cap } den
    [few] { $cap } dny
   *[other] { $cap } dní
}
clock-only = Tempo hry: { $control }.
clock-none = bez časového limitu
clock-deadline = Tempo hry: { $control }. Lhůta: { $deadline }.
clock-paused = Tempo hry: { $control }. Hra je pozastavena: účet jednoho z hráčů je zablokován.
clock-vacation = Tempo hry: { $control }. { $names } { $n ->
    [one] je
   *[other] jsou
} na dovolené: hodiny stojí.
waiting-open-own = Čeká se, až se připojí soupeř.
waiting-open = { $name } hledá soupeře.
waiting-challenge-sent = Čeká se, až { $name } přijme vaši výzvu.
waiting-challenged = { $name } vás vyzývá ke hře.
waiting-declined = Výzva byla odmítnuta.
waiting-cancelled = Tato hra byla zrušena dřív, než našla soupeře.
waiting-setup-submitted = Vaše rozestavení je odesláno. Čeká se na rozestavení { PLAYER($name, "gen") }.
waiting-setup-watching = Hráči rozestavují své armády.
waiting-ended-in-setup = Hra skončila dřív, než začala. { $result }
waiting-playing = Hra probíhá.
waiting-accept = Přijmout a hrát
waiting-decline = Odmítnout
waiting-withdraw = Zrušit tuto hru
play-your-move = Jste na tahu.
play-your-second-move = Jste na tahu: zbývá druhý přesun, a to jinou figurou.
play-to-move = Na tahu je { SEATED($name, $seat) }.
play-over = Hra skončila.
play-draw-offered = Vaše nabídka remízy byla odeslána.
play-draw-agreed = Remíza dohodnuta.
play-draw-declined = Nabídka remízy odmítnuta.
play-draw-computer-accepted = Počítač souhlasí: hra končí remízou.
play-draw-computer-declined = Počítač remízu odmítá a hraje dál.
play-vs = ×
play-watching = – sledujete
play-looking-back =
    { $ply ->
        [0] Díváte se na výchozí pozici.
       *[other] Díváte se na pozici po { $ply }. { $unit ->
            [move] přesunu
           *[other] tahu
        }.
    }
play-back-to-present = Zpět na aktuální pozici
play-since-your-move = Od vašeho posledního tahu
play-board = Hrací plán
play-move-to = táhnout na { $square }
play-choose-to-move = { $square } – vybrat k tahu
play-steps = Procházet hru
play-step-back =
    { $ply ->
        [0] ◀ začátek
       *[other] ◀ po { $ply }. { $unit ->
            [move] přesunu
           *[other] tahu
        }
    }
play-step-here =
    { $ply ->
        [0] začátek
       *[other] po { $ply }. { $unit ->
            [move] přesunu
           *[other] tahu
        }
    }
play-step-forward = { $ply }. { $unit ->
    [move] přesun
   *[other] tah
} ▶
play-from = Odkud
play-to = kam
play-move = Táhnout
play-draw-offer-received = Soupeř nabízí remízu.
play-accept-draw = Přijmout remízu
play-decline-draw = Odmítnout
play-you-offered-draw = Nabídli jste remízu.
play-offer-draw = Nabídnout remízu
play-resign-confirm = Vzdát tuto hru?
setup-resign-confirm = Vzdát tuto hru ještě před začátkem? Vyhraje ji váš soupeř.
play-resign = Vzdát se
play-download-record = Stáhnout záznam hry
play-download-record-xml = Stáhnout pro nástroje archivu Gravonu (StraDoS2 XML)
play-next-game = Další hra, kde jste na tahu →
confirm-move = Odeslat { $unit ->
        [move] přesun
       *[other] tah
    } { $from }–{ $to } ({ $piece })?
confirm-attack = Zaútočit { $piece-gender ->
        [feminine] svou
       *[other] svým
    } { $piece-ins } na { $to }?
confirm-attack-known = Zaútočit { $piece-gender ->
        [feminine] svou
       *[other] svým
    } { $piece-ins } na { $to }, kde je { $defender }?
error-one-move-now = Teď lze odeslat jen jeden tah.
error-first-move-alone = Tento první přesun se odesílá samostatně (vede k souboji, špión při něm něco uvidí nebo končí tah): odešlete ho a pak zvolte druhý.
confirm-turn = Odeslat { $first } a { $second }?
play-planned-second = Váš první přesun, { $move }, je naplánovaný, ale zatím neodeslaný: zvolte druhý.
play-plan-take-back = Vzít první přesun zpět
confirm-send = Odeslat
confirm-cancel = Zrušit
notes-saved = Poznámka je uložena. Vidíte ji jen vy.
notes-probably = asi { $piece }
notes-not = není { $piece }
notes-yours = vaše poznámka: { $note }
notes-no-guess = bez tipu
notes-write-on = { $square }, napsat poznámku
notes-heading = Vaše poznámka k figuře na poli { $square }
notes-can-be = Ještě to může být: { $kinds }.
notes-why-moved = Už táhla, takže to nemůže být: { $kinds }.
notes-why-far = Táhla najednou o víc než jedno pole, takže to může být jen: { $kinds }.
notes-why-counted = Všechny figury následujících druhů už byly nalezeny jinde, takže to nemůže být: { $kinds }.
notes-why-beat = V souboji s ní jste přišli o figuru: { $loser }. Je to tedy jedna z těchto: { $kinds }.
notes-guess = Co to je
notes-text = Pár slov
notes-private = Poznámky vidíte jen vy; poznámka se přesouvá spolu s figurou a zmizí, jakmile zjistíte, co je zač. Chcete-li ji smazat, nechte obě položky prázdné.
notes-save = Uložit poznámku
talk-heading = Rozhovor
talk-none = Zatím žádné zprávy. Když soupeř není na webu, dostane vaše zprávy e‑mailem.
talk-report = Nahlásit správcům
talk-report-confirm = Nahlásit tuto zprávu správcům?
talk-reported = Zpráva byla nahlášena; správce se na ni podívá.
talk-write = Zpráva pro { PLAYER($name, "gen") }
talk-send = Odeslat zprávu
talk-mute = Skrýt zprávy { PLAYER($name, "gen") }
talk-muted-note = Zprávy { PLAYER($name, "gen") } v této hře skrýváte.
talk-unmute = Znovu zobrazovat zprávy
talk-muted = Zprávy soupeře jsou v této hře skryté.
talk-unmuted = Zprávy soupeře se znovu zobrazují.
rematch-offer = Odveta
rematch-swapped = Stejná varianta a stejné tempo hry, prohozené barvy.
rematch-offered-to-you = { $name } nabízí odvetu s prohozenými barvami.
rematch-offered-by-you = Nabídli jste { PLAYER($name, "dat") } odvetu.
rematch-accept = Přijmout odvetu
rematch-see = Přejít na odvetu
rematch-done = Odveta je připravena.
play-pieces-left = Zbývající figury
play-piece = Figura
play-removed-unknown = Vyřazené neodhalené figury
play-pieces-note-player = Podle toho, co víte: figura vyřazená ze hry, aniž byla odhalena, se výše stále počítá; poslední řádek říká, kolik takových je.
play-pieces-note-spectator = Podle toho, co vědí oba hráči: figura vyřazená ze hry, aniž byla odhalena, se výše stále počítá; poslední řádek říká, kolik takových je.
play-moves = Tahy
play-legend-moved = figura už táhla
play-legend-known = soupeř ví, co to je
play-legend-known-spectator = druhá strana ví, co to je
play-legend-last = poslední tah
setup-title = Rozestavení
setup-arrange = Tajně rozestavte svou armádu (hrajete za { $seat-acc }, řady { $rows }).
setup-opponent-ready = Rozestavení { PLAYER($name, "gen") } je odesláno.
setup-opponent-arranging = Hráč { $name } ještě rozestavuje.
setup-choose-two = Vyberte dvě svá pole, jejichž figury chcete prohodit.
setup-chosen = Vyberte dvě svá pole, jejichž figury chcete prohodit – vybráno { $square }, teď vyberte druhé pole, nebo
setup-cancel = zrušte výběr
setup-your-setup = Vaše rozestavení
setup-your-army = Vaše armáda: { $army }.
setup-submit = Odeslat toto rozestavení
setup-paste-summary = Vložit rozestavení jako text nebo zkopírovat současné
setup-paste-label = Jeden znak na každé pole řad { $rows }, od sloupce „a“ nejnižší řady dál, ve stejném pořadí jako v záznamu hry (. je prázdné pole)
setup-use-text = Použít tento text
setup-saved-summary = Uložená rozestavení
setup-save-as = Uložit toto rozestavení jako
setup-save = Uložit
setup-saved-label = Uložené rozestavení
setup-load = Načíst
setup-done-paste = Rozestavení převzato z textu.
setup-done-random = Nový návrh rozestavení podle toho, kam figury stavějí skuteční hráči.
setup-done-load = Uložené rozestavení načteno.
setup-done-save = Rozestavení uloženo.
setup-done-submit = Rozestavení odesláno. Soupeř vidí jen to, že jste připraveni.

## The setup editor: tray, dragging, mirror and the question before submitting
setup-suggest = Navrhnout rozestavení
setup-mirror = Zrcadlit zleva doprava
setup-done-mirror = Rozestavení zrcadleno zleva doprava.
setup-tray = Figury k rozestavení
setup-tray-left = { $piece } ({ $label }): { $n ->
    [0] vše rozestaveno
    [one] zbývá 1
    [few] zbývají { $n }
   *[other] zbývá { $n }
}
setup-count = { $n } × { $piece }
setup-still-to-place = Ještě zbývá rozestavit: { $pieces }.
setup-all-placed = Všechny figury stojí na hracím plánu.
setup-holding = Vybráno: { $piece }. Zvolte pole, kam figuru postavit; chcete-li ji vrátit, zvolte figury k rozestavení (Esc výběr zruší).
setup-how = Přetáhněte figuru na pole nebo ji vyberte a pak zvolte pole (Enter nebo mezerník; šipkami se přechází mezi poli). Figura na hracím plánu si vymění místo s tou, na kterou ji položíte. Z hracího plánu ji odeberete tak, že ji přetáhnete zpět mezi figury k rozestavení, nebo ji vyberete a pak klepnete na figury k rozestavení či stisknete Delete.
setup-clear = Vyprázdnit hrací plán
setup-confirm = Odeslat toto rozestavení? Po odeslání už ho nepůjde změnit.
setup-keep-arranging = Pokračovat v rozestavování
setup-legend = Kódy:
setup-legend-empty = prázdné pole

aria-square = { $square }: { $what }
aria-empty = prázdné
aria-lake = jezero
aria-volcano = sopka
aria-unknown = neznámá
aria-moved = už má za sebou tah
aria-revealed = figura je odhalena

## Varianty, žebříčky a profily

leaderboard-title = Žebříček
leaderboard-player = Hráč
leaderboard-games = Hry
profile-ratings = Hodnocení
profile-no-rated = Zatím žádné hodnocené hry.
profile-rating = Hodnocení
profile-rated-games = Hodnocené hry
profile-chart-caption = { $preset }: hodnocení po každé hodnocené hře
profile-chart-label = Vývoj hodnocení, od { $low } do { $high }
profile-results = Výsledky
profile-no-finished = Zatím žádné dohrané hry.
profile-won = Výhry
profile-drawn = Remízy
profile-lost = Prohry
profile-recent = Nedávné hry
status-open = otevřená
status-challenge = výzva
status-declined = odmítnutá
status-cancelled = zrušená
status-setup = rozestavování
status-playing = probíhající
status-finished = dohraná
preset-play = Hrát tuto hru
preset-register-to-play = Zaregistrujte se a hrajte tuto hru
preset-board = Hrací plán
preset-board-note = Každá strana tajně rozestavuje figury ve svých vlastních řadách (jsou stínované).
preset-diagram = Oblasti rozestavení a terén
preset-diagram-note = { $first } rozestavuje figury ve stínovaných řadách dole, { $second } nahoře; ~ značí neprůchodná pole.
preset-army = Každá armáda: { $army }.
preset-statistics = Statistika
preset-finished = { $n ->
    [0] Zatím žádná dohraná hra.
    [one] { $n } dohraná hra.
    [few] { $n } dohrané hry.
   *[other] { $n } dohraných her.
}
preset-result = Výsledek
preset-games = Hry
preset-share = Podíl
preset-wins = { $side } vyhrává
preset-draws = Remízy
preset-average-length = { $unit ->
    [move] { $n ->
        [one] Hra trvá v průměru { $n } přesun.
        [few] Hra trvá v průměru { $n } přesuny.
       *[other] Hra trvá v průměru { $n } přesunů.
    }
   *[other] { $n ->
        [one] Hra trvá v průměru { $n } tah.
        [few] Hra trvá v průměru { $n } tahy.
       *[other] Hra trvá v průměru { $n } tahů.
    }
}
preset-endings = Jak hry skončily
preset-ending = Konec hry
preset-against-computer = Proti počítači
preset-people-won = Výhry lidí
preset-computer-won = Výhry počítače
preset-see-also = Viz také
percent = { $n } %

## Pravidla na stránkách variant

rules-heading = Pravidla
rules-goal = Cíl
rules-pieces = Figury
rules-piece = Figura
rules-rank-modern = Hodnost (moderní)
rules-rank-classic = Hodnost (klasická)
rules-strength = Síla
rules-count = Počet
rules-setup = Rozestavení
rules-moving = Pohyb
rules-battles = Souboje
rules-repetition = Žádné nekonečné opakování
rules-end = Konec hry
rules-information = Co vidíte
rules-s-goal = { $edition ->
        [marsal-a-spion] Zajměte soupeřův prapor.
       *[other] Zajměte soupeřovu vlajku. Vyhráváte také, když soupeři nezbude žádný povolený tah.
    }
rules-s-numbering = Původní vydání Stratega čísluje hodnosti od 1 (maršál, nejsilnější) do 9 (průzkumník); novější vydání počítají obráceně, od 10 (maršál) do 2 (průzkumník) a 1 (špión). Která čísla uvidíte, si zvolíte na stránce účtu; pravidla jsou stejná.
rules-s-setup-full = Hrací plán má 10 × 10 polí. Každý hráč tajně rozestaví všech čtyřicet figur do čtyř řad nejblíže k sobě: červený do řad 1–4, modrý do řad 7–10.
rules-s-setup-small = Hrací plán má 10 × 10 polí. Každý hráč tajně rozestaví svou malou armádu kamkoli na čtyřicet polí čtyř řad nejblíže k sobě; ostatní pole zůstanou prázdná.
rules-s-setup-common = Na dvě jezera uprostřed (c5, d5, c6, d6 a g5, h5, g6, h6) nelze nikdy vstoupit. Hráči odesílají rozestavení nezávisle na sobě; hra začne, jakmile jsou odeslána obě, a začíná červený.
rules-s-move = Figura táhne o jedno pole dopředu, dozadu nebo do strany, na prázdné pole nebo na soupeřovu figuru, na kterou tím útočí.
rules-s-move-czech = Figura táhne o jedno pole kterýmkoli z osmi směrů na prázdné pole, ale útočí jen dopředu, dozadu nebo do strany.
rules-s-immobile = { $edition ->
        [marsal-a-spion] Minová pole a prapor se nikdy nehýbou.
       *[other] Bomby a vlajka se nikdy nehýbou.
    }
rules-s-scout = Průzkumník táhne po přímce o libovolný počet prázdných polí, nikdy přes figuru nebo jezero.
rules-s-scout-strike = Svůj tah může zakončit útokem na první soupeřovu figuru, která mu stojí v cestě.
rules-s-scout-no-strike = Podle původních pravidel nesmí v jednom tahu táhnout i útočit: útočí jen na figuru hned vedle sebe.
rules-s-scout-czech = Jako všechny ostatní figury může také táhnout o jedno pole šikmo.
rules-s-battle = Tah na soupeřovu figuru zahájí souboj. Vyšší hodnost vyhrává: poražená figura je vyřazena ze hry a vítězný útočník obsadí její pole. Při stejné hodnosti jsou vyřazeny obě.
rules-s-reveal = Obě figury se ukážou oběma hráčům a figura, která souboj přežije, zůstane známá až do konce hry.
rules-s-reveal-czech = Jen útočník vidí, na co zaútočil; obránci se nikdy neřekne, co ho zasáhlo, a přeživší útočník před ním zůstane skrytý.
rules-s-bomb = { $edition ->
        [marsal-a-spion] Minové pole vyřadí ze hry každého útočníka a zůstane na místě; jen minér ho odstraní a obsadí jeho pole.
       *[other] Bomba vyřadí ze hry každého útočníka a zůstane na místě; jen minér ji zneškodní a obsadí její pole.
    }
rules-s-flag = { $edition ->
        [marsal-a-spion] Kdo zaútočí na prapor, zajme ho a vyhrává hru.
       *[other] Kdo zaútočí na vlajku, zajme ji a vyhrává hru.
    }
rules-s-spy = Špión, který zaútočí na maršála, ho porazí. Napadený špión prohrává s každou figurou, i s maršálem; střetnou-li se dva špióni, jsou vyřazeni oba.
rules-s-scout-revealed = Průzkumník, který táhne o víc než jedno pole, tím soupeři prozradí, že je to průzkumník.
rules-s-pic-spy = Špión, který zaútočí na maršála, ho porazí; napadený špión prohrává.
rules-s-pic-miner = { $edition ->
        [marsal-a-spion] Minové pole odstraní jen minér; každý jiný útočník je vyřazen ze hry a minové pole zůstane.
       *[other] Bombu zneškodní jen minér; každý jiný útočník vybuchne a bomba zůstane.
    }
rules-s-pic-equal = Stejná hodnost: vyřazeny jsou obě figury.
rules-s-two-squares = Figura nesmí táhnout tam a zpět mezi stejnými dvěma poli víc než třikrát za sebou, ať soupeř mezitím dělá cokoli a ať jde o útoky, či ne. U průzkumníka se tah počítá jako návrat, když vede po stejné přímce opačným směrem přes pole jeho dřívějšího tahu. { $edition ->
        [marsal-a-spion] Když hráči nezbude jiný povolený tah, hra končí remízou.
       *[other] Hráč, kterému nezbude jiný povolený tah, prohrává.
    }
rules-s-more-squares = Pravidlo více polí (ISF): tah ohrožuje soupeřovy figury vedle pole, na kterém skončí, a soupeř uhne tím, že jednou z nich hned táhne. Dokud vy ohrožujete a soupeř uhýbá, pronásledujete; pronásledující tah nesmí zopakovat pozici (celý hrací plán a strana na tahu), která už následovala po některém vašem tahu v tomtéž pronásledování, leda by se figura vracela na pole, ze kterého přišla svým předchozím tahem. Hráč, kterému nezbude jiný povolený tah, prohrává.
rules-s-end-flag = { $edition ->
        [marsal-a-spion] Kdo zajme soupeřův prapor, vyhrává.
       *[other] Kdo zajme soupeřovu vlajku, vyhrává.
    }
rules-end-no-moves = Hráč bez povoleného tahu prohrává; když po tahu nemůže táhnout ani jedna strana, hra končí remízou. Kdo táhne tak, že mu samotnému nezbude žádná pohyblivá figura nebo jsou jeho poslední figury zablokované, prohrává okamžitě.
rules-s-end-czech-no-moves = Když hráči na tahu zbyla jen minová pole a prapor nebo nemá žádný povolený tah, hra končí remízou místo prohry.
rules-s-end-czech-unreachable = Hra končí remízou také hned, jakmile ani jedna strana už nikdy nemůže dosáhnout soupeřova praporu (například prapor obklopený minovými poli, když už nezbyl žádný minér).
rules-end-quiet = Po 300 tazích za sebou bez souboje hra končí remízou.
rules-end-other = Hráč se může kdykoli vzdát nebo nabídnout remízu; hráč, kterému vyprší čas, prohrává, anebo hra končí remízou, pokud už soupeř nemá čím vyhrát.
rules-information-text = Vždy vidíte, kde stojí každá figura a které figury už někdy táhly (figura, která táhla, tedy není { $family ->
        [espionage] mina ani velitelství
       *[stratego] { $edition ->
            [marsal-a-spion] minové pole ani prapor
           *[other] bomba ani vlajka
        }
    }). O soupeřových figurách víte jen to, co odhalí pravidla; nic dalšího o nich nikdy neopustí server. Po skončení hry se každá figura ukáže všem.
rules-spectators = Diváci vidí to, co vědí oba hráči: figury ukázané oběma stranám, nic z toho, co zjistila jen jedna strana.
rules-e-goal = Obsaďte soupeřovo velitelství. Vyhráváte také, když soupeři nezbude žádný povolený tah.
rules-e-setup = Hrací plán má 10 × 10 polí. Každý hráč tajně rozestaví třicet figur do tří řad nejblíže k sobě: bílý do řad 1–3, černý do řad 8–10.
rules-e-setup-small = Hrací plán má 8 × 8 polí. Každý hráč tajně rozestaví armádu do tří řad nejblíže k sobě: bílý do řad 1–3, černý do řad 6–8.
rules-e-volcanoes = Sopky se pro každou hru znovu rozmístí do dvou prostředních řad, po jedné v každé polovině každé řady, souměrně pro oba hráče; nelze na ně nikdy vstoupit. Začíná bílý.
rules-e-volcanoes-small = Pro každou hru se znovu rozmístí dvě sopky: jedna do řady 4 a druhá do řady 5, středově souměrně s první; nelze na ně nikdy vstoupit. Začíná bílý.
rules-e-move = Figura táhne o jedno pole dopředu, dozadu nebo do strany, na prázdné pole nebo na soupeřovu figuru, na kterou tím útočí. Miny a velitelství se nikdy nehýbou.
rules-e-two-moves = Tah tvoří dva přesuny dvěma různými figurami, a to i první tah hry. Pokud hru ukončí už první přesun, druhý se nehraje; když po něm žádná jiná figura nemůže táhnout, tah tvoří ten jediný přesun.
rules-e-one-move = Tah je jeden přesun.
rules-e-no-return = Figura nesmí táhnout rovnou zpět na pole, které opustila ve vašem předchozím tahu; mezitím musí proběhnout jiný tah.
rules-e-hidden = Souboj nikdy neukáže sílu figur: oba hráči vidí jen to, která figura zůstala na hracím plánu.
rules-e-open = V otevřené rychlé Špionáži vidí oba hráči od začátku každou figuru.
rules-e-soldiers = Vojáci (desátník 1 až generál 5): útočící voják porazí vojáka stejné nebo menší síly a prohraje se silnějším. Vojáci porážejí špióny a odminovače.
rules-e-spy = Špión porazí špióny a odminovače a prohraje s každým vojákem.
rules-e-minesweeper = Odminovač odstraňuje miny a obsazuje jejich pole; porazí špióny, odminovače a generála; všichni ostatní vojáci ho porazí. Generál, který zaútočí na odminovače, vyhrává.
rules-e-mine = Mina zničí každého jiného útočníka a zůstane na místě.
rules-e-hq = Kdo zaútočí na velitelství, obsadí ho a vyhrává hru.
rules-e-pic-equal = Stejná síla: vyhrává útočník.
rules-e-pic-minesweeper = Odminovač porazí generála a prohraje s každým jiným vojákem. Také odstraňuje miny.
rules-e-pic-spy = Špión porazí špióny a odminovače, ale prohraje s každým vojákem.
rules-e-spies = Špióni
rules-e-spies-text = Po každém tahu kterékoli strany ukáže každý špión svému hráči všechny soupeřovy figury na osmi polích kolem sebe. Jednou spatřená figura zůstane známá až do konce hry. Nikomu se neřekne, které z jeho figur soupeřovi špióni viděli: prozradilo by to, kde špióni stojí.
rules-e-end-hq = Kdo obsadí soupeřovo velitelství, vyhrává.

## Správa

admin-accounts = Účty
admin-games = Hry
admin-mail-queue = Fronta e‑mailů
admin-audit-log = Auditní záznam
audit-disable = Zablokování účtu
audit-enable = Odblokování účtu
audit-send-reset = Odeslání odkazu pro obnovu hesla
audit-mark-verified = Označení e‑mailu jako potvrzeného
audit-change-email = Změna e‑mailu
audit-promote = Udělení práv správce
audit-demote = Odebrání práv správce
audit-delete = Smazání účtu
audit-create-admin = Založení účtu správce
audit-create-user = Založení účtu
audit-abort-game = Zrušení hry
audit-declare-result = Vyhlášení výsledku
audit-extend-deadline = Prodloužení lhůty
audit-retry-mail = Nový pokus o odeslání e‑mailu
audit-discard-mail = Zahození e‑mailu
audit-rotate-mail-key = Nový klíč pro adresy odpovědí v e‑mailech
audit-dismiss-report = Zamítnutí nahlášení
audit-hide-message = Skrytí zprávy
audit-cancel-tournament = Zrušení turnaje
audit-remove-from-tournament = Vyřazení z turnaje
audit-command-line = Příkazový řádek
admin-reports = Nahlášené zprávy
admin-report-heading = Nahlášení od { PLAYER($reporter, "gen") }: zpráva { PLAYER($author, "gen") }
admin-report-game = hra #{ $id }
admin-report-conversation = Celý rozhovor
admin-report-hidden = skrytá
admin-report-hide = Skrýt zprávu
admin-report-dismiss = Zamítnout nahlášení
admin-report-disable = Skrýt a zablokovat autora
admin-reason = Důvod (uchová se v auditním záznamu)
admin-confirm = Potvrzuji
admin-done = Hotovo a zapsáno do auditního záznamu.
admin-who = Kdo
admin-action = Akce
admin-any-action = jakákoli
admin-to-whom = Komu
admin-filter = Filtrovat
admin-when = Kdy
admin-what = Co
admin-why = Proč
admin-see-board = Zobrazit hrací plán
admin-see-board-note = (jak ho vidí divák, dokud hra neskončí).
admin-abort-title = Zrušit hru (bez výsledku)
admin-abort = Zrušit hru
admin-declare-result = Vyhlásit výsledek
admin-draw = Remíza
admin-declare = Vyhlásit
admin-extend-by = Počet dní k prodloužení lhůty
admin-extend = Prodloužit
admin-preset = Varianta
admin-any = jakákoli
# The state filter's "any": Czech and Latvian agree it with their word for a state.
admin-any-state = jakýkoli
admin-search = Hledat
admin-players = Hráči
admin-mail-troubled = Neodeslané: selhaly nebo čekají na další pokus
admin-mail-to = pro { $address }
admin-mail-attempts = { $n ->
    [one] { $n } pokus
    [few] { $n } pokusy
   *[other] { $n } pokusů
}
admin-mail-queued = ve frontě od { $when }
admin-retry = Zkusit znovu hned
admin-discard = Zahodit
admin-confirmed = potvrzeno
admin-not-confirmed = nepotvrzeno
admin-role-admin = správce
admin-role-player = hráč
admin-deleted = účet smazán
admin-disabled = účet zablokován
admin-active = aktivní
admin-joined = registrace { $date }
admin-actions = Akce
admin-act-disable = Zablokovat (ukončí všechny relace, zastaví přihlašování, pozastaví hry)
admin-act-enable = Odblokovat
admin-act-send-reset = Poslat odkaz pro obnovu hesla
admin-act-mark-verified = Označit e‑mail jako potvrzený
admin-act-promote = Udělat správcem
admin-act-demote = Odebrat práva správce
admin-act-delete = Smazat: anonymizovat, probíhající hry kontumovat
admin-change-email = Změnit e‑mail
admin-recent-sign-ins = Nedávná přihlášení
admin-mails = E‑maily
admin-name-or-email = Jméno nebo e‑mail
admin-sort-by = Řadit podle
admin-sort-name = jméno
admin-sort-joined = registrace
admin-sort-seen = poslední návštěva
admin-name = Jméno
admin-role = Role
admin-joined-column = Registrace
admin-seen-column = Poslední návštěva
admin-previous = ◀ předchozí
admin-next = další ▶
admin-session-line = otevřena { $opened }, z { $address }
admin-login-ok = přihlášení z { $address }
admin-login-failed = chybné heslo z { $address }
admin-game-summary = { $preset } · { $first } × { $second } · { $state } · lhůta { $deadline }

## Zprávy

mail-greeting = Dobrý den!
mail-deadline = Vaše lhůta: { $deadline }.
mail-clock-stopped = Hodiny zatím stojí.
mail-no-clock = Tato hra nemá časový limit: přemýšlejte, jak dlouho chcete.
mail-turn-subject = Jste na tahu ve hře #{ $id } proti { PLAYER($opponent, "dat") }
mail-turn-intro = Jste na tahu ve hře { $preset } proti { PLAYER($opponent, "dat") }.
mail-open-game = Otevřít hru
mail-board-label = Hrací plán, jak ho vidíte vy
mail-board-legend-text = Hrajete za { $seat-acc }, vaše figury jsou dole. ? neznámá figura; ! neznámá figura, která už táhla; + vaše figura, kterou soupeř zná; { $terrain }; * poslední tahy.
mail-board-legend-html = Hrajete za { $seat-acc }, vaše figury jsou dole. ? neznámá figura; ! neznámá figura, která už táhla; + vaše figura, kterou soupeř zná; { $terrain }; v rámečku: poslední tahy.
mail-challenge-subject = { $name } vás vyzývá: { $preset }
mail-challenge-text = { $name } vás vyzývá ke hře { $preset }. Výzvu přijměte nebo odmítněte na stránce hry.
mail-rematch-subject = { $name } vám nabízí odvetu: { $preset }
mail-rematch-text = { $name } vám nabízí odvetu vaší hry { $preset } s prohozenými barvami. Odvetu přijměte nebo odmítněte na stránce hry.
mail-see-challenge = Zobrazit výzvu
mail-started-subject = Hra #{ $id } proti { PLAYER($opponent, "dat") } začala
mail-started-text = Vaše hra { $preset } proti { PLAYER($opponent, "dat") } začala: hrajete za { $seat-acc }. Tajně rozestavte svou armádu.
mail-arrange-army = Rozestavit armádu
mail-over-subject = Hra #{ $id } proti { PLAYER($opponent, "dat") } skončila
mail-over-replay = Celou hru si teď můžete přehrát tah po tahu; všechny figury jsou odkryté.
mail-over-rematch = Chcete-li hrát znovu s prohozenými barvami, otevřete hru a zvolte „Odveta“.
mail-message-subject = Zpráva od { PLAYER($name, "gen") } ve hře #{ $id }
mail-message-intro = Zpráva od { PLAYER($name, "gen") }:
mail-message-quote = „{ $text }“
mail-see-game = Zobrazit hru
mail-reminder-subject = Ve hře #{ $id } vám dochází čas
mail-reminder-text = Vaše hra { $preset } #{ $id } na vás čeká.
mail-reminder-lost = Pokud lhůta uplyne, prohrajete hru na čas.
mail-digest-subject = { $n ->
    [one] { $n } hra čeká na váš tah
    [few] { $n } hry čekají na váš tah
   *[other] { $n } her čeká na váš tah
}
mail-digest-line = Hra #{ $id }: { $link }
mail-see-games = Zobrazit své hry
mail-verify-subject = Potvrďte svou e‑mailovou adresu
mail-verify-text = Vítejte ve Fieldpostu. Potvrďte prosím, že tato adresa je vaše.
mail-verify-action = Potvrdit mou adresu
mail-reset-subject = Obnova hesla
mail-reset-text = Přišla žádost o obnovu vašeho hesla k Fieldpostu (doufáme, že od vás). Odkaz platí jen jednou a jen hodinu. Pokud jste o obnovu nežádali, tento e‑mail ignorujte.
mail-reset-action = Zvolit nové heslo
mail-email-change-subject = Potvrďte svou novou e‑mailovou adresu
mail-email-change-text = Potvrďte prosím, že Fieldpost má od teď psát na tuto adresu.
mail-email-change-action = Potvrdit novou adresu
mail-stop-text = Odběr těchto e‑mailů zrušíte zde:
unsubscribe-heading-short = Zrušit odběr těchto e‑mailů

## Data

# Central European time as Czech names it; other zones keep their usual abbreviation.
datetime = { $day }. { $month } { $year }, { $hour-short }:{ $minute } { $zone ->
        [CET] SEČ
        [CEST] SELČ
       *[other] { $zone }
    }
month-1 = ledna
month-2 = února
month-3 = března
month-4 = dubna
month-5 = května
month-6 = června
month-7 = července
month-8 = srpna
month-9 = září
month-10 = října
month-11 = listopadu
month-12 = prosince

## Notices about the account
mail-password-changed-subject = Heslo k Fieldpostu bylo změněno
mail-password-changed-text = Heslo k vašemu účtu bylo právě změněno a odkazy pro jeho obnovu, které ještě platily, už nefungují. Pokud jste to byli vy, nemusíte nic dělat. Pokud ne, obnovte si heslo hned: odkaz přijde na tuto adresu.
mail-email-changed-subject = Váš účet na Fieldpostu má novou adresu
mail-email-changed-text = E‑mailová adresa vašeho účtu byla právě změněna a e‑maily sem už nebudou chodit. Pokud jste to byli vy, nemusíte nic dělat. Pokud ne, hned si na tuto adresu vyžádejte odkaz pro obnovu hesla, nebo napište správcům webu.
mail-notice-action = Obnovit heslo
mail-address-in-use-subject = Někdo se na Fieldpostu pokusil použít vaši adresu
mail-address-in-use-text = Někdo chtěl tuto adresu použít pro jiný účet na Fieldpostu. Nic se nezměnilo a ten, kdo to zkoušel, se nedozvěděl, že adresa patří vám. Pokud si přesto chcete změnit heslo, použijte odkaz níže.

profile-computer = Počítačový hráč. Jeho hry se nehodnotí.
leaderboard-people-only = Hodnotí se jen hry mezi lidmi: hry proti počítači se nikomu do hodnocení nepočítají a počítačoví hráči tu nejsou.
computer-heading = Hrát proti počítači
computer-level = Úroveň
computer-no-clock = Bez časového limitu: přemýšlejte, jak dlouho chcete
computer-easy = Lehká
computer-medium = Střední
computer-hard = Těžká
computer-expert = Expertní
computer-player = počítač ({ $level ->
        [easy] lehká
        [medium] střední
        [hard] těžká
       *[expert] expertní
    } úroveň)
# A player after a noun that governs its case (`PLAYER($name, "gen")`): a username is a label and stays as it is
# ("hráče alice"), the computer is declined ("počítače (lehká úroveň)").
words-player-gen = hráče { $name }
words-player-part = { words-player-gen }
words-player-dat = hráči { $name }
words-computer-gen = počítače ({ $level ->
        [easy] lehká
        [medium] střední
        [hard] těžká
       *[expert] expertní
    } úroveň)
words-computer-part = { words-computer-gen }
words-player-acc = hráče { $name }
words-computer-acc = počítač ({ $level ->
        [easy] lehká
        [medium] střední
        [hard] těžká
       *[expert] expertní
    } úroveň)
words-computer-dat = počítači ({ $level ->
        [easy] lehká
        [medium] střední
        [hard] těžká
       *[expert] expertní
    } úroveň)


computer-level-rated = { $level } (hodnocení asi { $rating })
computer-think = Jak dlouho přemýšlí o tahu počítač na expertní úrovni
computer-think-usual = Obvyklý čas (asi sekunda)
computer-think-seconds = { $n ->
    [one] Až { $n } sekundu
    [few] Až { $n } sekundy
   *[other] Až { $n } sekund
}
computer-think-note = Delší čas využije jen počítač na expertní úrovni a hraje pak o něco lépe; ostatní úrovně odpovídají hned.
computer-unrated = Hry proti počítači se nehodnotí. Počítač rozestaví figury hned a odpovídá během několika sekund.
computer-play = Hrát proti počítači
computer-started = Počítač rozestavil své figury. Rozestavte své a odešlete rozestavení; tím hra začne.
error-no-computer = Počítačový hráč této úrovně tu není.
error-think-time = Čas počítače na přemýšlení musí být celý počet sekund od 1 do { $max }.
error-think-time-computer-only = Čas na přemýšlení lze zvolit jen ve hrách proti počítači.
error-think-time-too-many = { $n ->
    [one] Už hrajete { $n } hru, v níž počítač přemýšlí déle: nejdřív ji dohrajte, nebo zvolte obvyklý čas.
    [few] Už hrajete { $n } hry, v nichž počítač přemýšlí déle: nejdřív některou dohrajte, nebo zvolte obvyklý čas.
   *[other] Už hrajete { $n } her, v nichž počítač přemýšlí déle: nejdřív některou dohrajte, nebo zvolte obvyklý čas.
}
error-too-many-computer-games = Proti počítači už hrajete { $n } { $n ->
        [one] hru
        [few] hry
       *[other] her
    }.
error-challenge-computer = Počítačového hráče nelze vyzvat: použijte „Hrát proti počítači“.
error-computer-account = Počítačového hráče lze jen zablokovat nebo odblokovat.

tokens-title = Tokeny API
tokens-intro = Token umožní programu (třeba vlastnímu botovi) používat JSON API na /api/v1 vaším jménem. Vidí jen to, co vidíte vy. Držte ho v tajnosti a zrušte ho, když už není potřeba.
tokens-none = Nemáte žádné tokeny.
tokens-name = Název
tokens-scopes = Oprávnění
tokens-created = Vytvořen
tokens-last-used = Naposledy použit
tokens-never-used = nikdy
tokens-revoke = Zrušit
tokens-may-play = Smí i hrát (tahy, rozestavení, nové hry), ne jen číst
tokens-scope-read = čtení
tokens-scope-play = čtení a hraní
tokens-make = Vytvořit token
tokens-revoked = Token byl zrušen.
tokens-new-title = Váš nový token
tokens-new-intro = Toto je token „{ $name }“. Zobrazí se jen tentokrát: zkopírujte si ho hned.
tokens-new-example = Posílejte ho s každým požadavkem, například:
tokens-openapi = Popis API (OpenAPI)
tokens-back = Zpět na váš účet
error-token-name = Název tokenu musí mít 1 až 40 znaků.
error-too-many-tokens = Už máte { $n } { $n ->
        [one] token
        [few] tokeny
       *[other] tokenů
    }: nejdřív jeden zrušte.
error-token-missing = K tomu je potřeba token: pošlete hlavičku Authorization: Bearer a za ní token ze stránky svého účtu.
error-bad-token = Tento token neznáme, byl zrušen, nebo patří zablokovanému účtu.
error-bad-event-id = Last-Event-ID musí být číslo události, kterou tento proud poslal.
error-bad-option = Tuto hru nelze hrát s volbou pravidel { $option }, nebo aspoň ne s touto hodnotou.
error-token-rate = Vaše tokeny poslaly za minutu dohromady více než { $n } { $n ->
        [one] požadavek
        [few] požadavky
       *[other] požadavků
    }. Počkejte minutu.
error-token-read-only = Tento token smí jen číst. Vytvořte token, který smí i hrát.

## Tournaments
nav-tournaments = Turnaje
tournaments-intro = Hrajte ve skupině několika hráčů, kde se každý utká s každým dvakrát (jednou za každou barvu), nebo v turnaji švýcarským systémem, kde se v každém kole spolu utkají hráči se stejným počtem bodů. Hry se hrají korespondenčně jako všechny ostatní.
tournaments-open = Přihlášky otevřeny
tournaments-running = Probíhající
tournaments-finished = Dohrané
tournaments-new = Uspořádat turnaj
tournaments-swiss = Švýcarský systém
tournaments-size = Počet hráčů
tournaments-size-note = Turnaj každý s každým má { $low } až { $high } { $high ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    } a začne, jakmile se naplní. Turnaj švýcarským systémem přijme { $swiss_low } až { $swiss_high } { $swiss_high ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }.
tournaments-rounds = Počet kol
tournaments-round-robin-note = Každý hraje s každým dvakrát, jednou za každou barvu.
tournaments-closes = Uzávěrka přihlášek
tournaments-closes-note = Nepovinné: na konci toho dne (UTC) turnaj začne s těmi, kdo jsou přihlášeni, pokud je jich dost.
tournaments-i-play = Budu v něm také hrát
tournaments-create = Vytvořit turnaj
tournament-name = Název
tournament-description = Popis
tournament-format = Formát
tournament-format-round-robin = Každý s každým
tournament-format-swiss = Švýcarský systém o { $rounds } { $rounds ->
        [one] kole
       *[other] kolech
    }
tournament-players = Hráči
tournament-rated = hodnocený
tournament-unrated = nehodnocený
tournament-created-by = Pořádá { $name }
tournament-state-open = Přihlášky otevřeny do naplnění
tournament-state-open-until = Přihlášky otevřeny do { $date }
tournament-state-starting = Začíná
tournament-state-running = Probíhá
tournament-state-round = Probíhá { $round }. kolo
tournament-state-finished = Dohraný
tournament-state-cancelled = Zrušený
tournament-join = Přihlásit se
tournament-leave = Zrušit mou přihlášku
tournament-start = Zahájit hned
tournament-cancel = Zrušit turnaj
tournament-withdraw = Odstoupit
tournament-withdraw-note = Odstoupením prohrajete kontumačně své dosud rozehrané hry a do dalšího losování už nebudete zařazeni.
tournament-withdraw-ask = Odstoupit z tohoto turnaje?
tournament-withdraw-forfeits = Tyto své hry byste prohráli kontumačně:
tournament-withdraw-no-games = Právě se nehraje žádná z vašich her, takže kontumačně neprohrajete žádnou.
tournament-withdraw-confirm = Odstoupit a prohrát kontumačně
tournament-my-games = Vaše hry v tomto turnaji
tournament-game-setting-up = Rozestavují se armády
tournament-game-under-way = Hraje se
tournament-withdrawn-mark = odstoupení
tournament-crosstable = Turnajová tabulka
tournament-crosstable-legend = Každá buňka obsahuje hry hráče z řádku proti hráči ze sloupce, podtržené barvou jeho strany v dané hře; … označuje hru, která se ještě hraje. Každá značka otevře svou hru.
tournament-rounds = Kola
tournament-round = { $round }. kolo
tournament-bye = volno (počítá se jako výhra)
tournament-standings = Pořadí
tournament-points = Body
tournament-sb = SB
tournament-sb-long = Sonneborn–Berger: body soupeřů, které jste porazili, a polovina bodů těch, se kterými jste remizovali
tournament-direct = Vzájemné zápasy
tournament-wins = Výhry
tournament-tie-breaks = Při rovnosti bodů rozhoduje Sonneborn–Berger, potom vzájemné zápasy hráčů se stejným počtem bodů, potom počet výher.
tournament-cell = { $score } za { $seat-acc } proti { PLAYER($opponent, "dat") }
tournament-cell-playing = hraje se, za { $seat-acc } proti { PLAYER($opponent, "dat") }
tournament-admin-player = Hráč
tournament-admin-remove = Vyřadit hráče z turnaje
tournament-admin-cancel = Zrušit turnaj
tournament-created = Turnaj je otevřen pro přihlášky.
tournament-joined = Jste přihlášeni do turnaje.
tournament-left = Vaše přihláška je zrušena.
tournament-starting = Turnaj začíná: vaše hry za chvíli najdete v přehledu „Moje hry“.
tournament-cancelled = Turnaj je zrušen.
tournament-withdrawn = Odstoupili jste z turnaje.
error-tournament-name = Název turnaje musí mít 3 až 60 znaků.
error-tournament-description = Popis může mít nejvýše 1000 znaků.
error-tournament-size = Takový počet hráčů tento formát nedovoluje.
error-tournament-rounds = Turnaj švýcarským systémem může mít 3 až 9 kol.
error-tournament-closing = Uzávěrka přihlášek může být nejdříve zítra a nejpozději za 60 dní.
error-tournament-needs-verified = Turnaje jsou pro hráče s potvrzenou adresou: otevřete odkaz, který jsme vám poslali.
error-too-many-tournaments = Už pořádáte { $n } { $n ->
        [one] turnaj
        [few] turnaje
       *[other] turnajů
    } s otevřenými přihláškami.
error-tournament-not-open = Do tohoto turnaje se už přihlásit nelze.
error-tournament-full = Tento turnaj je plný.
error-tournament-entered = Už jste přihlášeni.
error-tournament-not-entered = Tento hráč v turnaji není.
error-tournament-creator-only = To smí udělat jen ten, kdo turnaj pořádá.
error-tournament-too-few = Turnaj tohoto formátu potřebuje ke startu alespoň { $n } { $n ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }.
error-tournament-not-running = Tento turnaj neprobíhá.
error-tournament-over = Tento turnaj je už u konce.
mail-kind-tournament = turnaj, ve kterém hraji, začne nebo skončí, nebo se v něm nalosuje další kolo
mail-tournament-open = Zobrazit turnaj
mail-tournament-started-subject = Turnaj „{ $name }“ je zahájen
mail-tournament-started-section = Turnaj „{ $name }“ je zahájen: všechny vaše hry právě začínají. V každé z nich rozestavte svou armádu.
mail-tournament-started-swiss = Turnaj „{ $name }“ o { $rounds } { $rounds ->
        [one] kole
       *[other] kolech
    } je zahájen. 1. kolo:
mail-tournament-round-subject = { $round }. kolo turnaje „{ $name }“
mail-tournament-round-text = { $round }. kolo turnaje „{ $name }“ je nalosováno.
mail-tournament-game = Hra #{ $id } proti { PLAYER($opponent, "dat") }: hrajete za { $seat-acc }.
mail-tournament-bye = V tomto kole máte volno: počítá se jako výhra.
mail-tournament-over-subject = Turnaj „{ $name }“ je u konce
mail-tournament-over-text = Turnaj „{ $name }“ je u konce. První místo: { $winner }.
mail-tournament-place = Skončili jste na { $rank }. místě z { $count }, počet bodů: { $points }.
mail-tournament-cancelled-subject = Turnaj „{ $name }“ je zrušen
mail-tournament-cancelled-text = Turnaj „{ $name }“ je zrušen. Hry, které už probíhají, pokračují, ale do turnaje se nepočítají.
mail-tournament-game-of = Hra turnaje „{ $name }“.
mail-tournament-game-of-round = Hra turnaje „{ $name }“, { $round }. kolo.
play-tournament = Turnaj: { $name }
play-tournament-round = Turnaj: { $name }, { $round }. kolo
tournaments-entered = Hrajete v něm
error-tournament-rounds-size = Turnaj švýcarským systémem pro { $size } { $size ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    } může mít nejvýše { $rounds } { $rounds ->
        [one] kolo
        [few] kola
       *[other] kol
    }.

## Moves by mail: the words a reply may start with, each form separated by |
reply-word-resign = vzdávám|vzdavam|vzdát
reply-word-draw = remíza|remiza
reply-word-setup = rozestavení|rozestaveni
reply-word-random = náhodně|nahodne

## Tahy e-mailem: odpovědi na odpověď hráče a nápověda v e-mailech o tahu
error-no-saved-setup = Pro tuto hru nemáte uložené rozestavení s názvem „{ $name }“.
mail-reply-hint = Můžete také odpovědět e‑mailem: napište do odpovědi svůj tah, například b4-b5, nebo slovo „vzdávám“ či „remíza“. Co napíšete na řádky pod tah, dostane váš soupeř.
mail-reply-hint-two = Můžete také odpovědět e‑mailem: napište do odpovědi oba přesuny svého tahu, například b4-b5 c4-c5 (nebo jeden přesun a druhý až poté, co uvidíte jeho výsledek), nebo slovo „vzdávám“ či „remíza“. Co napíšete na řádky pod ně, dostane váš soupeř.
mail-reply-hint-setup = Můžete také odpovědět e‑mailem: napište „rozestavení náhodně“, nebo „rozestavení“ a název jednoho ze svých uložených rozestavení.
mail-reply-played-subject = Hra #{ $id }: vaše odpověď byla přijata
mail-reply-refused-subject = Hra #{ $id }: vaše odpověď nebyla přijata
reply-played = Vaše odpověď byla přijata.
reply-refused = Vaše odpověď nebyla přijata a ve hře se nic nezměnilo.
reply-turn-goes-on = Jste stále na tahu: odpovězte na tento e‑mail druhým přesunem.
reply-moves-off = Tahy e‑mailem máte ve svém účtu vypnuté; znovu je zapnete na stránce účtu.
reply-empty = Ve vaší odpovědi jsme nenašli žádný tah: napište ho na první řádek, nad citovaný e‑mail.
reply-not-understood = Řádku „{ $line }“ jsme nerozuměli. Napište tah, například b4-b5, nebo slovo „vzdávám“ či „remíza“.
reply-moved-on = Od toho e‑mailu hra pokročila: odpověď patřila k dřívější pozici.
reply-words-not-posted = Váš text jsme soupeři nepředali: { $why }
reply-draw-offered = Nabídli jste remízu. Soupeř ji může přijmout, nebo pokračovat ve hře.
reply-draw-agreed = Hra skončila dohodnutou remízou.
reply-draw-declined = Nabídka remízy byla odmítnuta.
reply-setup-first = Armády ještě nestojí na hracím plánu: nejdřív odpovězte svým rozestavením.
account-moves-by-mail = Tahy e‑mailem
account-moves-by-mail-on = Přijímat tahy z mých odpovědí na e‑maily o tahu
account-moves-by-mail-receipts = Potvrzovat mi krátkým e‑mailem každý tah zahraný e‑mailem
account-moves-by-mail-note = Odpověď platí jen z vaší potvrzené adresy a jen pro hru a tah, o kterých e‑mail byl.
account-moves-by-mail-saved = Nastavení tahů e‑mailem je uloženo.
account-confirm-again = Poslat mi nový potvrzovací odkaz
account-confirm-sent = Nový potvrzovací odkaz je na cestě na vaši adresu.
error-confirm-wait = Potvrzovací odkaz odešel před několika minutami; než požádáte o další, podívejte se, zda už nedorazil.
bounce-banner = E‑maily na adresu { $address } se od { $since } vracejí nedoručené.
bounce-banner-action = Změňte nebo potvrďte svou adresu
admin-bouncing = Nedoručitelné adresy
admin-bouncing-none = Žádná adresa není nedoručitelná.
admin-bouncing-count = Vrácené e‑maily
admin-bouncing-since = Od
admin-bouncing-detail = Poslední důvod

# The analysis after a game
analysis-heading = Rozbor
analysis-explain = Po skončení hry může počítač na expertní úrovni posoudit každý { $unit ->
        [move] přesun
       *[other] tah
    } podle toho, co tehdy věděla strana na tahu (ne podle figur odhalených na konci), a ukázat { $unit ->
        [move] přesun
       *[other] tah
    }, který by sám zvolil. Serveru to trvá několik minut.
analysis-request = Rozebrat tuto hru
analysis-requested = Rozbor běží. Tato stránka ho ukáže, až bude hotový.
analysis-working = Probíhá rozbor, posouzeno { $unit ->
        [move] přesunů
       *[other] tahů
    }: { $judged } z { $total }. Stránku později načtěte znovu.
analysis-chart = Hodnocení { $unit ->
        [move] přesun po přesunu
       *[other] tah po tahu
    }, vždy podle toho, co tehdy věděla strana na tahu: nad střední čarou stojí lépe { $first }, pod ní { $second }. Tečky označují chyby a hrubé chyby.
analysis-units = Hodnoty jsou body počítače za materiál a pozici: středně silná figura má asi 50 bodů.
analysis-mistake = Chyba
analysis-blunder = Hrubá chyba
analysis-mark = { $mark } ({ $ply }. { $unit ->
    [move] přesun
   *[other] tah
}): počítač na expertní úrovni by zahrál { $best }.
analysis-move = { $ply }. { $unit ->
    [move] přesun
   *[other] tah
} ({ $side }): počítač na expertní úrovni by zahrál { $best } (hodnocení: { $best_value }, podle toho, co tehdy tato strana věděla); hodnocení zahraného { $unit ->
    [move] přesunu
   *[other] tahu
}: { $played_value }.
analysis-move-best = { $ply }. { $unit ->
    [move] přesun
   *[other] tah
} ({ $side }): počítač na expertní úrovni by zvolil tentýž { $unit ->
    [move] přesun
   *[other] tah
}.
analysis-not-judged = { $ply }. { $unit ->
    [move] přesun
   *[other] tah
} se nepodařilo posoudit.
analysis-value-win = výhra
analysis-value-loss = prohra
error-analysis-not-over = Hru lze rozebrat až po jejím skončení.
error-analysis-no-moves = Tato hra skončila před prvním tahem, takže není co rozebírat.
error-analysis-too-many = { $n ->
    [one] Už čekáte na { $n } rozbor: o další požádejte, až bude hotový.
    [few] Už čekáte na { $n } rozbory: o další požádejte, až bude některý z nich hotový.
   *[other] Už čekáte na { $n } rozborů: o další požádejte, až bude některý z nich hotový.
}
