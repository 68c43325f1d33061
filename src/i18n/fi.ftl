## Virheet: miksi pyyntö torjuttiin

error-form-too-large = Lomake on liian suuri.
error-choose-saved-setup = Valitse tallennettu asetelma.
error-choose-two-squares = Valitse kaksi ruutua omilta asetteluriveiltäsi vaihdettaviksi.
error-record-after-end = Pelin tallenteen voi ladata, kun peli on päättynyt.
error-record-xml-espionage = Gravonin arkistomuodossa ei ole Vakoilu-pelejä; lataa sen sijaan pelin tallenne (JSON).
error-admins-only = Tämä sivu on sivuston ylläpitäjille.
error-unconfirmed = Vahvista toiminto rastittamalla ruutu.
error-not-started = Peli ei ole vielä alkanut.
error-note-not-playing = Muistiinpanoja voi kirjoittaa vain pelin ollessa käynnissä.
error-note-text = Muistiinpanossa saa olla enintään { $n } { $n ->
        [one] merkki
       *[other] merkkiä
    } ja sen on mahduttava yhdelle riville.
error-note-no-hidden-piece = Ruudussa ei ole piilossa olevaa vastustajan nappulaa, johon voisi liittää muistiinpanon.
error-note-guess = Arvaamaasi nappulaa ei ole tässä pelissä.
error-message-length = Viestissä on oltava 1–{ $n } { $n ->
        [one] merkki
       *[other] merkkiä
    }.
error-message-rate = Olet kirjoittanut { $n } { $n ->
        [one] viestin
       *[other] viestiä
    } viimeisen tunnin aikana; odota hetki ennen seuraavaa.
error-rematch-not-over = Uusintaottelua voi tarjota vasta pelin päätyttyä.
error-confirm-incomplete = Valitse ruutu, josta siirretään, ja ruutu, johon siirretään.
error-not-a-player = Et ole tämän pelin pelaaja.
error-self-challenge = Et voi haastaa itseäsi.
error-own-game = Et voi liittyä omaan peliisi.
error-challenge-for-another = Tämä haaste on toiselle pelaajalle.
error-no-longer-open = Tämä peli ei enää odota pelaajaa.
error-players-only = Vain tämän pelin pelaajat voivat tehdä sen.
error-game-already-started = Tämä peli on jo alkanut.
error-setup-closed = Asetelmia ei voi enää muuttaa tässä pelissä.
error-setup-already-submitted = Asetelmasi on jo lähetetty.
error-setup-name = Anna asetelmalle enintään 40 merkin nimi.
error-too-many-setups = Sinulla on jo tälle pelimuodolle tallennettuna enimmäismäärä asetelmia ({ $n }): tallenna tämä sellaisen asetelman nimellä, jota et enää tarvitse.
error-game-over = Peli on päättynyt.
error-stale-page = Peli on edennyt sen jälkeen, kun avasit sivun; tässä on nykyinen asema.
error-not-your-turn = Nyt ei ole sinun vuorosi.
error-unavailable = Pelipalvelin ei juuri nyt tavoita tietokantaansa. Mitään ei muutettu; yritä uudelleen muutaman sekunnin kuluttua.
error-busy = Palvelin käsittelee juuri nyt muita kirjautumisia. Mitään ei muutettu; yritä uudelleen muutaman sekunnin kuluttua.
error-rated-needs-verified = Vahvuuslukupelejä voivat pelata vain pelaajat, joiden osoite on vahvistettu: avaa lähettämämme linkki tai pelaa tämä peli niin, ettei se vaikuta vahvuuslukuun.
error-too-many-open = Tarjoat jo { $n } { $n ->
        [one] avoimen pelin
       *[other] avointa peliä
    }: peru yksi tai odota, että joku liittyy.
error-too-many-challenges = Sinulla on jo { $n } { $n ->
        [one] haaste
       *[other] haastetta
    } odottamassa vastausta: peru yksi tai odota vastauksia.
error-too-many-mails = Sähköposteja on juuri pyydetty liian monta: odota hetki, ennen kuin pyydät uudelleen.
error-time-ran-out = Aikasi tähän siirtoon oli jo loppunut, joten siirtoa ei pelattu; peli päättyi aikatappioosi.
error-draw-already-offered = Tasapeliehdotus on jo voimassa.
error-no-draw-offer = Vastustajasi ei ole ehdottanut tasapeliä.
error-vacation-already = Olet jo lomalla.
error-vacation-used-up = Tämän vuoden lomapäiväsi on käytetty.
error-not-on-vacation = Et ole lomalla.
error-bad-username = Käyttäjätunnuksessa on oltava 3–24 merkkiä: kirjaimia a–z (ei ääkkösiä), numeroita, _ tai -.
error-username-taken = Käyttäjätunnus on jo varattu.
error-bad-email = Tähän osoitteeseen emme voi lähettää sähköpostia.
error-short-password = Salasanassa on oltava vähintään 10 merkkiä.
error-email-taken = Tällä sähköpostiosoitteella on jo tili.
error-link-gone = Tämä linkki on vanhentunut tai jo käytetty.
error-sign-in-paused = Liian monta väärää salasanaa tästä osoitteesta: odota hetki, ennen kuin yrität uudelleen (jokaisen väärän yrityksen jälkeen vähän pidempään).
error-password-checks-paused = Liian monta väärää salasanaa tälle tilille: odota hetki, ennen kuin yrität uudelleen (jokaisen väärän yrityksen jälkeen vähän pidempään).
error-account-disabled = Tämä tili on jäädytetty. Kirjoita sivuston ylläpitäjille.
error-wrong-credentials = Väärä käyttäjätunnus tai salasana.
error-wrong-current-password = Nykyinen salasanasi ei ole oikein.
error-reason-needed = Anna syy (enintään 500 merkkiä): se kirjataan tapahtumalokiin.
error-account-deleted = Tämä tili on poistettu.
error-not-on-yourself = Pyydä toista ylläpitäjää tekemään se omalle tilillesi.
error-address-taken = Toisella tilillä on jo tämä osoite.
error-game-over-already = Tämä peli on jo päättynyt.
error-only-game-under-way = Vain käynnissä olevalle pelille voi antaa tuloksen.
error-extend-days = Käynnissä olevalle pelille voi antaa 1–60 lisäpäivää.
error-no-such-mail = Tällaista lähettämätöntä sähköpostia ei ole.
error-time-control = Ajankäyttö: 1–14 päivää siirtoa kohden tai Fischer-kello, jossa on alussa 1–30 päivää ja lisäksi 0–14 päivää siirtoa kohden; kellon enimmäisaika on enintään 60 päivää ja vähintään alkuaika.
error-unknown-action = Tuntematon toiminto ”{ $action }”.
error-input-nul = Tekstissä ei saa olla NUL-merkkiä.
error-input-missing = Lomakkeesta puuttuu kenttä ”{ $field }”. Lataa sivu uudelleen ja yritä uudestaan.
error-input-unexpected = Pyynnössä on kenttä ”{ $field }”, joka ei kuulu siihen.
error-input-choice = ”{ $value }” ei kuulu tämän kohdan vaihtoehtoihin.
error-input-json = Pyynnön sisältö ei ole kelvollista JSONia.
error-input-malformed = Osa pyynnöstä ei ole odotetussa muodossa (luku, ruutu tai jokin vaihtoehdoista). Lataa sivu uudelleen ja yritä uudestaan.
error-text-hidden-characters = Tekstissä on merkki, jota ei näe tai joka kääntää ympäröivän tekstin suunnan. Poista se.
error-foreign-form = Tämä lomake tuli toiselta sivustolta. Lataa sivu uudelleen ja yritä uudestaan.
error-stale-form = Tämä lomake on vanhentunut tai se ei ole peräisin tältä sivustolta. Lataa sivu uudelleen ja yritä uudestaan.
error-unknown-variant = ”{ $variant }” ei ole meillä pelattava peli.
error-no-such-player = Pelaajaa nimeltä { $name } ei ole.
error-bad-setup = Asetelma ei kelpaa: { $why }.
error-not-a-move = ”{ $move }” ei ole siirto laudan kahden ruudun välillä.
error-move-refused = Siirto { $move } ei ole sallittu. { CAPITAL($why) }.
error-unknown-mail-kind = ”{ $kind }” ei ole sähköpostityyppi.
error-not-a-square = ”{ $square }” ei ole laudan ruutu.
error-method-not-allowed = Tämä osoite ei hyväksy tätä HTTP-metodia.
error-not-found = Tällaista sivua ei ole.
error-sign-in-first = Kirjaudu ensin sisään.
error-internal = Meidän päässämme meni jotain vikaan. Virhe on kirjattu; yritä myöhemmin uudelleen.
error-unknown-language = Sivustoa ei ole saatavilla kielellä { $lang }.
error-unknown-zone = ”{ $zone }” ei ole tuntemamme aikavyöhyke. Kirjoita se vyöhyketietokannan muodossa, esimerkiksi Europe/Helsinki.

## Joka sivulla

nav-my-games = Omat pelit
nav-your-move-count = { $count ->
        [one] yksi peli, jossa on sinun vuorosi
       *[other] { $count } peliä, joissa on sinun vuorosi
    }
nav-lobby = Aula
nav-admin = Ylläpito
nav-sign-out = Kirjaudu ulos
nav-label = Päävalikko
nav-menu = Valikko
nav-sign-in = Kirjaudu sisään
nav-register = Rekisteröidy
footer-tagline = Fieldpost – Stratego, Maršál a špión ja Vakoilu kirjepeleinä.
footer-language = Kieli
footer-language-change = Vaihda
language-changed = Sivuston kieli on nyt suomi.

## Pelilistat

list-none = Ei yhtään.
list-game = Peli
list-opponent = Vastustaja
list-state = Tila
list-deadline = Määräaika
list-last-change = Viimeisin muutos

## Etusivu

home-title = Kirjepelit
home-intro = Pelaa kirjepelinä Strategoa, Barrage- ja Duel-muunnelmia, tšekkiläistä Maršál a špión -peliä ja Vakoilua: yksi siirto päivässä tai viikossa. Näet vain sen, minkä säännöt antavat nähdä; palvelin pitää loput piilossa.
home-create-account = Luo tili
home-or-sign-in = tai kirjaudu sisään
home-the-games = Pelit

## Aula ja omat pelit

lobby-new-game = Uusi peli
lobby-who-first = Kuka aloittaa
lobby-seat-random = Arvotaan
lobby-seat-first = Minä aloitan
lobby-seat-second = Vastustaja aloittaa
lobby-time = Aika
lobby-days-per-move = Päiviä siirtoa kohden
lobby-fischer-initial = Päiviä alussa
lobby-fischer-increment = Lisäpäiviä siirtoa kohden
lobby-fischer-cap-label = Enimmäisaika kellossa (päiviä)
lobby-clock-note = Kello käy myös asettelun aikana. Loma pysäyttää sen.
lobby-rated = Vaikuttaa vahvuuslukuun (paitsi jos jompikumpi tekee alle kaksi siirtoa)
tournaments-rated = Turnauksen pelit vaikuttavat vahvuuslukuun (paitsi jos jompikumpi tekee alle kaksi siirtoa)
lobby-challenge = Haasta pelaaja (jätä tyhjäksi, jos haluat avoimen pelin)
lobby-create = Luo peli
lobby-challenges = Sinulle esitetyt haasteet
lobby-being-played = Käynnissä olevat pelit
lobby-watch = Avaa peli, niin voit katsoa sitä.
lobby-open-games = Avoimet pelit
lobby-any-game = Mikä tahansa
lobby-any-clock = Mikä tahansa
lobby-fischer = Fischer-kello
lobby-filter = Näytä
lobby-none-open = Hakuun sopivia avoimia pelejä ei ole. Luo peli alla olevalla lomakkeella, niin muut näkevät sen täällä.
lobby-rated-column = Vahvuuslukupeli
lobby-rated-yes = vaikuttaa vahvuuslukuun
lobby-rated-no = ei vaikuta vahvuuslukuun
lobby-offered-by = Tarjoaja (vahvuusluku)
lobby-join = Liity
lobby-created = Peli luotu.
lobby-joined = Olet mukana. Asettele armeijasi.
lobby-declined = Haaste hylätty: peliä ei pelata.
lobby-withdrawn = Peli on peruttu.
games-your-turn = Sinun vuorosi
games-waiting = Odottaa muita
games-finished = Päättyneet
games-newer = Uudemmat päättyneet pelit
games-older = Vanhemmat päättyneet pelit
games-start-or-join = Aloita peli tai liity peliin
state-open = Odottaa vastustajaa
state-challenge-sent = Odottaa, että { $opponent } hyväksyy
state-challenged = { $opponent } haastaa sinut
state-set-up = Asettele armeijasi
state-waiting-setup = Odottaa { PLAYER($opponent, "gen") } asetelmaa
state-your-move = Sinun vuorosi
state-their-move = Vuorossa { $opponent }
state-won = { $how ->
        [flag_captured] Voitit kaappaamalla lipun
        [hq_captured] Voitit valtaamalla päämajan
        [resign] Voitit: vastustaja luovutti
        [timeout] Voitit, koska vastustajan aika loppui
        [forfeit] Voitit (w.o.)
        [no_movable_pieces] Voitit: vastustajalla ei ole enää liikkuvia nappuloita
        [no_moves] Voitit: vastustajalla ei ole sallittuja siirtoja
       *[other] Voitit ({ $reason })
    }
state-lost = { $how ->
        [flag_captured] Hävisit: lippusi kaapattiin
        [hq_captured] Hävisit: päämajasi vallattiin
        [resign] Hävisit luovuttamalla
        [timeout] Hävisit, koska aikasi loppui
        [forfeit] Hävisit (w.o.)
        [no_movable_pieces] Hävisit: sinulla ei ole enää liikkuvia nappuloita
        [no_moves] Hävisit: sinulla ei ole sallittuja siirtoja
       *[other] Hävisit ({ $reason })
    }
state-drawn = { $how ->
        [draw_agreed] Sovittu tasapeli
       *[other] Tasapeli ({ $reason })
    }
state-seat-won = { $how ->
        [flag_captured] { $side } voitti kaappaamalla lipun
        [hq_captured] { $side } voitti valtaamalla päämajan
        [resign] { $side } voitti: vastustaja luovutti
        [timeout] { $side } voitti, koska vastapuolen aika loppui
        [forfeit] { $side } voitti (w.o.)
        [no_movable_pieces] { $side } voitti: vastapuolella ei ollut enää liikkuvia nappuloita
        [no_moves] { $side } voitti: vastapuolella ei ollut sallittuja siirtoja
       *[other] { $side } voitti ({ $reason })
    }
list-anyone = kuka tahansa
list-clock-stopped = kello pysähdyksissä (loma)
list-move = { $unit ->
        [move] Vuoro
       *[other] Siirto
    } { $n }
list-left-days = { $days } pv { $hours } t jäljellä
list-left-hours = { $hours } t { $minutes } min jäljellä
list-left-minutes = { $minutes } min jäljellä
list-time-up = Aika on loppunut

## Tili

account-title = Tili
account-heading = Tilisi: { $name }
account-admin-console = Ylläpitonäkymä
account-board = Lauta
account-rank-numbers = Arvojen numerointi
account-numbering-modern = Moderni: 10 = marsalkka … 2 = tiedustelija
account-numbering-classic = Klassinen: 1 = marsalkka … 9 = tiedustelija
account-orientation = Laudan suunta
account-orientation-own = Omat nappulani alhaalla
account-orientation-first = Punainen (tai valkoinen) aina alhaalla
account-confirm-moves = Kysy, ennen kuin siirto lähetetään
account-letters-only = Näytä nappulat vain kirjaimina ja numeroina, ilman kuvia
account-save-preferences = Tallenna asetukset
account-password = Salasana
account-current-password = Nykyinen salasana
account-new-password = Uusi salasana
account-change-password = Vaihda salasana
account-email = Sähköposti
account-email-now = Nyt: { $email }. Muutos tulee voimaan, kun avaat linkin, jonka lähetämme uuteen osoitteeseen.
account-email-now-unconfirmed = Nyt: { $email } (ei vielä vahvistettu: katso lähettämämme viesti). Muutos tulee voimaan, kun avaat linkin, jonka lähetämme uuteen osoitteeseen.
account-new-email = Uusi sähköpostiosoite
account-your-password = Salasanasi
account-change-email = Vaihda sähköpostiosoite
account-mail = Sähköpostit
account-mail-me-when = Lähetä minulle sähköpostia, kun
account-daily-digest = Enintään yksi sähköposti päivässä: kooste minua odottavista peleistä erillisten vuoroviestien sijaan
account-save-mail = Tallenna sähköpostiasetukset
account-mailbox = Postilaatikkosi
account-mailbox-note = (tämä sivusto ei lähetä sähköpostia, vaan säilyttää sen postilaatikossa).
mailbox-mode-warning = Tämä asennus ei lähetä sähköpostia: jokainen sähköposti näytetään sen sijaan postilaatikkosivulla, joten kenenkään sähköpostiosoitetta ei todellisuudessa vahvisteta. Määritä SMTP_URL, ennen kuin pelaajat alkavat käyttää palvelua.
mailbox-mode-player = Tämä sivusto ei lähetä sähköpostia: omat sähköpostisi löydät
mailbox-mode-link = postilaatikkosivulta
mailbox-mode-visitor = Tämä sivusto ei lähetä sähköpostia: kukin pelaaja lukee omansa kirjauduttuaan postilaatikkosivultaan. Siksi yhtäkään täällä annettua sähköpostiosoitetta ei ole vahvistettu.
account-vacation = Loma
account-vacation-on = Olet ollut lomalla { $since } alkaen: pelisi kellot seisovat ja vastustajasi näkevät syyn. Tämän vuoden lomapäiviä on jäljellä: { $left }.
account-vacation-off = Loman aikana pelisi kellot seisovat. Tämän vuoden { $allowance } { $allowance ->
        [one] lomapäivästäsi
       *[other] lomapäivästäsi
    } on jäljellä { $left }.
account-vacation-end = Lopeta lomani
account-vacation-start = Aloita loma
account-sessions = Istunnot
account-sessions-limits = Tässä näet, missä olet kirjautuneena. Istunto päättyy 45 käyttämättömän päivän jälkeen ja joka tapauksessa 90 päivän jälkeen.
account-session-this = tämä selain
account-session-end = Kirjaudu ulos siellä
account-session-ended = Istunto on päätetty.
account-session-device = { $browser }, { $system }
account-session-unknown-device = tuntematon selain
account-sign-out-everywhere = Kirjaudu ulos kaikkialta
account-sign-out-tokens-too = Mitätöi myös API-avaimeni (niitä käyttävät ohjelmat lakkaavat toimimasta)
account-welcome-mail = Tervetuloa! Vahvista osoitteesi, niin voit pelata vahvuuslukupelejä: avaa linkki sähköpostista, jonka juuri lähetimme.
account-welcome-mailbox = Tervetuloa! Vahvista osoitteesi, niin voit pelata vahvuuslukupelejä: linkki on postilaatikkosivullasi olevassa viestissä (tämä sivusto ei lähetä sähköpostia).
account-own-data = Tietosi
account-own-data-what = Yksi tiedosto (JSON), jossa on kaikki, mitä tämä sivusto sinusta säilyttää: tilisi ja asetuksesi, istunnot, API-avaimet (ei koskaan niiden salaisuutta), pelit ja niiden tallenteet pelin päätyttyä, muistiinpanosi, kirjoittamasi viestit, tallennetut asetelmat, vahvuusluvut, turnausilmoittautumiset, sinulle jonossa olevat sähköpostit, nimelläsi tehdyt kirjautumiset ja ylläpitäjien toimet tililläsi.
account-own-data-download = Lataa tietoni
account-delete = Poista tilini
account-delete-what = Käynnissä olevat pelisi kirjataan w.o.-tappioiksi ja poistut turnauksistasi. Osoitteesi, istuntosi, avaimesi, muistiinpanosi, tallennetut asetelmasi, asetuksesi ja jonossa olevat sähköpostisi poistetaan ja nimesi korvataan kaikkialla paikkamerkillä; päättyneet pelisi jäävät vastustajiesi nähtäville paikkamerkin nimellä. Nimesi voi rekisteröidä uudelleen { $days } { $days ->
        [one] päivän
       *[other] päivän
    } kuluttua. Tätä ei voi perua: lataa tietosi ensin, jos haluat säilyttää ne.
account-delete-messages = Kirjoittamasi viestit
account-delete-messages-keep = säilytä ne pelien keskusteluissa (paikkamerkin nimellä)
account-delete-messages-remove = poista ne
account-delete-understood = Ymmärrän, ettei tätä voi perua
account-delete-button = Poista tilini lopullisesti
account-deleted = Tilisi on poistettu. Kiitos peleistä.
error-delete-not-understood = Rastita ruutu, jossa vahvistat ymmärtäväsi, ettei tätä voi perua.
error-username-released = Nimi kuului äskettäin poistetulle tilille; sen voi ottaa uudelleen käyttöön { $days } { $days ->
        [one] päivän
       *[other] päivän
    } kuluttua poistosta.
account-password-changed = Salasana vaihdettu. Sinut on kirjattu ulos kaikista muista istunnoista.
account-email-link-sent = Lähetimme linkin uuteen osoitteeseen: osoitteesi vaihtuu, kun avaat sen.
account-preferences-saved = Asetukset tallennettu.
account-zone-saved = Päivämäärät näytetään nyt omalla aikavyöhykkeelläsi.
account-calendar = Kalenteri
account-calendar-text = Saat määräaikasi puhelimesi tai tietokoneesi kalenteriin ja muistutuksen päivää ennen: tilaa oma kalenteriosoitteesi. Pidä osoite omana tietonasi: kuka tahansa, jolla se on, näkee määräaikasi.
account-calendar-subscribe = Tilaa kalenteriini
account-calendar-atom = Atom-syöte syötteenlukijoille
account-calendar-address = Osoite käsin lisättäväksi
account-calendar-make = Luo kalenteriosoitteeni
account-calendar-renew = Luo uusi osoite (vanha lakkaa toimimasta)
account-calendar-renewed = Kalenterillasi on uusi osoite: tilaa se uudelleen.
account-calendar-made = Kalenteriosoitteesi on valmis: tilaa se kalenteriisi.
calendar-name = Fieldpost: { PLAYER($name, "gen") } määräajat
calendar-your-move = Siirtovuorosi pelissä #{ $id } { PLAYER($opponent, "part") } vastaan – { $preset }
calendar-your-setup = Asettele armeijasi pelissä #{ $id } { PLAYER($opponent, "part") } vastaan – { $preset }
calendar-entries-close = Ilmoittautuminen turnaukseen ”{ $name }” päättyy
calendar-reminder = { $title } (määräaika huomenna)
calendar-due = Määräaika: { $at }
account-zone = Aikavyöhyke
account-zone-current = Päivämäärät ja määräajat näytetään aikavyöhykkeen { $zone } mukaan.
account-zone-label = Aikavyöhyke (esimerkiksi Europe/Helsinki; tyhjä tarkoittaa UTC:tä)
account-zone-browser = Käytä selaimen aikavyöhykettä
account-zone-save = Tallenna aikavyöhyke
zone-offer = Päivämäärät näytetään UTC-ajassa, kunnes valitset aikavyöhykkeen. Selaimesi aikavyöhyke:
zone-use = Käytä sitä
zone-keep-utc = Pidä UTC
mail-kind-your-turn = On minun vuoroni
mail-kind-challenge = Joku haastaa minut
mail-kind-game-started = Pelini alkaa
mail-kind-game-over = Pelini päättyy
mail-kind-reminder = Aikani on loppumassa
mail-kind-message = Vastustaja kirjoittaa minulle pelissä

## Sisään- ja uloskirjautuminen

auth-signed-out = Olet kirjautunut ulos.
auth-signed-out-everywhere = Olet kirjautunut ulos kaikilla laitteilla.
auth-sign-in = Kirjaudu sisään
auth-username = Käyttäjätunnus
auth-password = Salasana
auth-new-here = Ensimmäistä kertaa täällä?
auth-create-account = Luo tili
auth-forgot = Unohditko salasanasi?
auth-reset-it = Tilaa uusi
auth-register = Rekisteröidy
auth-username-hint = 3–24 merkkiä: kirjaimia a–z (ei ääkkösiä), numeroita, _ tai -.
auth-email = Sähköposti
auth-password-hint = Vähintään 10 merkkiä.
auth-already = Oletko jo rekisteröitynyt?
auth-already-sign-in = Kirjaudu sisään
auth-reset-title = Vaihda salasanasi
auth-new-password = Uusi salasana
auth-set-password = Aseta uusi salasana
auth-reset-explain = Anna tilisi sähköpostiosoite, niin lähetämme sinulle linkin, jolla voit valita uuden salasanan.
auth-mail-me-link = Lähetä minulle linkki

## Sivut, joille viesteistä tullaan

error-back-to-games = Takaisin peleihisi
error-back-home = Takaisin etusivulle
message-your-games = Pelisi
link-confirmed-title = Osoite vahvistettu
link-confirmed = Kiitos! Sähköpostiosoitteesi on vahvistettu.
link-email-changed-title = Sähköpostiosoite vaihdettu
link-email-changed = Uusi sähköpostiosoitteesi on käytössä tästä lähtien.
link-gone-title = Linkki ei enää toimi
reset-check-mail-title = Tarkista sähköpostisi
reset-check-mail = Jos jollakin tilillä on tämä osoite, linkki uuden salasanan valintaan on tulossa. Linkkiä voi käyttää kerran tunnin kuluessa.
reset-link-gone = Tämä linkki on vanhentunut tai jo käytetty. Pyydä uusi.
reset-done = Salasanasi on vaihdettu. Kirjaudu nyt sisään uudella salasanalla.
unsubscribed-title = Tilaus peruttu
unsubscribed = Selvä: et saa enää näitä sähköposteja. Tilisivulta voit ottaa ne taas käyttöön.
unsubscribe-title = Peru tilaus
unsubscribe-heading = Lopetetaanko nämä sähköpostit?
unsubscribe-all = Lopeta kaikki pelejä koskevat sähköpostit
account-mail-saved = Sähköpostiasetukset tallennettu.
account-unsubscribe-rotate = Luo uudet peruutuslinkit
account-unsubscribe-rotate-help = Jokaisessa sähköpostissa on linkki, jolla sähköpostit saa pois päältä kirjautumatta. Jos sähköpostejasi on välitetty eteenpäin tai muut ovat nähneet ne, luo uudet linkit: vanhat lakkaavat toimimasta.
account-unsubscribe-rotated = Uudet peruutuslinkit luotu; vanhat eivät enää toimi.
vacation-started = Olet lomalla: pelisi kellot seisovat.
vacation-ended = Tervetuloa takaisin: kellosi käyvät taas.
mailbox-title = Postilaatikko
mailbox-heading = Sähköpostit osoitteeseen { $address }
mailbox-note = Tämä sivusto ei lähetä sähköpostia, joten sähköpostisi näkyvät täällä.
mailbox-empty = Ei vielä sähköposteja.
mailbox-plain-text = Pelkkä teksti
mailbox-queued = jonossa
mailbox-delivered = toimitettu
mailbox-failed = epäonnistunut
# A state with a count of mails on the admin's pages.
admin-mail-count = { $state ->
        [pending] Jonossa
        [sent] Toimitettu
       *[failed] Epäonnistunut
    }: { $n }

## HTTP-tilat virhesivujen otsikkoina

status-400 = Virheellinen pyyntö
status-401 = Kirjautuminen tarvitaan
status-403 = Kielletty
status-404 = Sivua ei löytynyt
status-405 = Metodi ei sallittu
status-409 = Ristiriita
status-410 = Ei enää saatavilla
status-413 = Liian suuri
status-415 = Muotoa ei tueta
status-422 = Hylätty
status-429 = Liian monta pyyntöä
status-500 = Sisäinen virhe
status-503 = Palvelu ei ole käytettävissä
status-303 = Katso muualta

## Nappulat, puolet, pelimuodot ja tulokset

piece-marshal = marsalkka
    .gen = marsalkan
    .ade = marsalkalla
piece-general = kenraali
    .gen = kenraalin
    .ade = kenraalilla
piece-colonel = eversti
    .gen = everstin
    .ade = everstillä
piece-major = majuri
    .gen = majurin
    .ade = majurilla
piece-captain = kapteeni
    .gen = kapteenin
    .ade = kapteenilla
piece-lieutenant = luutnantti
    .gen = luutnantin
    .ade = luutnantilla
piece-sergeant = kersantti
    .gen = kersantin
    .ade = kersantilla
# The army's sapper, not the machine-translated rules' kaivosmies, not a mine layer (miinoittaja), and not Vakoilu's
# miinanraivaaja: see docs/translations.md.
piece-miner = pioneeri
    .gen = pioneerin
    .ade = pioneerilla
piece-scout = tiedustelija
    .gen = tiedustelijan
    .ade = tiedustelijalla
piece-spy = vakooja
    .gen = vakoojan
    .ade = vakoojalla
piece-bomb = pommi
    .gen = pommin
    .ade = pommilla
piece-flag = lippu
    .gen = lipun
    .ade = lipulla
piece-corporal = korpraali
    .gen = korpraalin
    .ade = korpraalilla
piece-minesweeper = miinanraivaaja
    .gen = miinanraivaajan
    .ade = miinanraivaajalla
piece-mine = miina
    .gen = miinan
    .ade = miinalla
piece-headquarters = päämaja
    .gen = päämajan
    .ade = päämajalla
seat-red = punainen
    .gen = punaisen
    .ade = punaisella
seat-blue = sininen
    .gen = sinisen
    .ade = sinisellä
seat-white = valkoinen
    .gen = valkoisen
    .ade = valkoisella
seat-black = musta
    .gen = mustan
    .ade = mustalla
side-red = Punainen
side-blue = Sininen
side-white = Valkoinen
side-black = Musta
variant-stratego = Stratego (ISF:n turnaussäännöt)
variant-stratego-original = Stratego (alkuperäiset Milton Bradleyn säännöt)
variant-barrage = Barrage
variant-duel = Duel
variant-marsal-a-spion = Maršál a špión
variant-espionage = Vakoilu
variant-espionage-small = Pieni Vakoilu
variant-espionage-fast = Nopea Vakoilu
variant-espionage-open-fast = Avoin nopea Vakoilu
variant-espionage-small-fast = Pieni nopea Vakoilu
reason-flag-captured = lippu kaapattu
reason-hq-captured = päämaja vallattu
reason-no-moves = ei siirtoja
reason-both-no-moves = kummallakaan ei siirtoja
reason-no-movable-pieces = ei liikkuvia nappuloita
reason-flag-unreachable = kumpikaan ei pääse toisen lipulle
reason-move-limit = siirtoraja
reason-resign = luovutus
reason-draw-agreed = sovittu tasapeli
reason-timeout = aika loppui
reason-adjudicated = ylläpidon päätös
reason-forfeit = w.o.
reason-declared = ylläpidon määräämä tulos
reason-aborted = keskeytetty
result-drawn = { $how ->
        [draw_agreed] Peli päättyi sovittuun tasapeliin.
       *[other] Peli päättyi tasan ({ $reason }).
    }
result-won = { state-won }.
result-lost = { state-lost }.
result-seat-won = { $how ->
        [flag_captured] { SEATED($name, $seat) } voitti kaappaamalla lipun.
        [hq_captured] { SEATED($name, $seat) } voitti valtaamalla päämajan.
        [resign] { SEATED($name, $seat) } voitti: vastustaja luovutti.
        [timeout] { SEATED($name, $seat) } voitti, koska vastapuolen aika loppui.
        [forfeit] { SEATED($name, $seat) } voitti (w.o.).
        [no_movable_pieces] { SEATED($name, $seat) } voitti: vastapuolella ei ollut enää liikkuvia nappuloita.
        [no_moves] { SEATED($name, $seat) } voitti: vastapuolella ei ollut sallittuja siirtoja.
       *[other] { SEATED($name, $seat) } voitti ({ $reason }).
    }
## Siirrot sanoin

words-own-piece = { $piece }si ({ $label })
    .gen = { $piece }si ({ $label })
    .ade = { $piece-ade }si ({ $label })
words-seat-piece = { $seat } { $piece } ({ $label })
    .gen = { $seat-gen } { $piece-gen } ({ $label })
    .ade = { $seat-ade } { $piece-ade } ({ $label })
words-own-unknown = nappulasi
    .gen = nappulasi
    .ade = nappulallasi
words-seat-unknown = { $seat } nappula
    .gen = { $seat-gen } nappulan
    .ade = { $seat-ade } nappulalla
words-you-moved = Siirsit { $mover } ruudusta { $from } ruutuun { $to }.
words-moved = { $who } siirsi { $mover-gen } ruudusta { $from } ruutuun { $to }.
words-you-attacked = Hyökkäsit { $mover-ade } ruudusta { $from } ruutuun { $to }, jossa oli { $defender }: { $result }.
words-attacked = { $who } hyökkäsi { $mover-ade } ruudusta { $from } ruutuun { $to }, jossa oli { $defender }: { $result }.
words-removed = { $piece } poistettiin laudalta
words-both-removed = molemmat poistettiin laudalta
words-captured = { $family ->
        [espionage] { $piece } vallattiin
       *[other] { $piece } kaapattiin
    }
words-defused = { $family ->
        [espionage] { $piece } raivattiin
       *[other] { $piece } purettiin
    }
words-beat = { $winner } voitti taistelun, { $loser } hävisi
words-spied = Vakoojiesi havainnot: { $pieces }.

## Torjutut siirrot ja asetelmat

refused-game-over = peli on päättynyt
refused-not-a-move = ”{ $text }” ei ole siirto: kirjoita se laudan kahtena ruutuna, esimerkiksi e4-e5
refused-no-piece = ruudussa { $square } ei ole nappulaa
refused-not-yours = ruudun { $square } nappula ei ole sinun
refused-immobile = { $piece } ei koskaan liiku
refused-not-in-line = ruutu { $to } ei ole samalla suoralla kuin { $from }
refused-same-square = nappulan on siirryttävä toiseen ruutuun
refused-diagonal = nappulat liikkuvat suoraan (ylös, alas, vasemmalle tai oikealle)
refused-long-diagonal = vinoaskel on yhden ruudun mittainen
refused-diagonal-attack = hyökkäykset tehdään vain suoraan; vinoaskeleen on päätyttävä tyhjään ruutuun
refused-too-far = { $family ->
        [espionage] nappula liikkuu vain yhden ruudun kerrallaan
       *[other] vain tiedustelija voi liikkua useamman ruudun kerrallaan
    }
refused-blocked = tie on tukossa ruudussa { $square }
refused-lake = ruutuun { $square } ei voi mennä: se on järvi
refused-volcano = ruutuun { $square } ei voi mennä: se on tulivuori
refused-own-piece = ruudussa { $square } on oma nappulasi
refused-no-scout-strike = näillä säännöillä tiedustelija ei voi liikkua ja hyökätä samalla vuorolla
refused-same-piece-twice = vuoroon kuuluu kaksi siirtoa kahdella eri nappulalla: tämä nappula on jo liikkunut tällä vuorolla
refused-immediate-return = nappula ei saa palata heti: se lähti ruudusta { $square } edellisellä vuorollasi
refused-two-squares = kahden ruudun sääntö: nappula ei saa liikkua samojen ruutujen väliä edestakaisin yli { $n } { $n ->
        [one] kertaa
       *[other] kertaa
    } peräkkäin
refused-more-squares = useamman ruudun sääntö: tämä takaa-ajosiirto toistaisi aseman, joka on jo ollut laudalla saman takaa-ajon aikana
setup-length = asetelmassa on { $given } { $given ->
        [one] merkki
       *[other] merkkiä
    }; tämä peli tarvitsee { $expected }, yhden kutakin rivien { $rows } ruutua kohden
setup-unknown-code = ”{ $code }” ruudussa { $square } ei ole tämän pelin nappulakoodi
setup-outside = { $square } on asettelurivien ulkopuolella
setup-missing = puuttuu { $pieces }
setup-excess = liikaa { $pieces }
setup-foreign = { $n } × { $piece } ei kuulu tähän armeijaan
list-join = { $a }, { $b }
list-join-groups = { $a }; { $b }

## Pelisivu

clock-per-move = { $days ->
    [one] { $days } päivä siirtoa kohden
   *[other] { $days } päivää siirtoa kohden
}
clock-fischer = { $days ->
    [one] { $days } päivä
   *[other] { $days } päivää
}, +{ $increment ->
    [one] { $increment } päivä
   *[other] { $increment } päivää
} siirtoa kohden, enintään { $cap ->
    [one] { $cap } päivä
   *[other] { $cap } päivää
}
clock-only = Ajankäyttö: { $control }.
clock-none = ei aikarajaa
clock-deadline = Ajankäyttö: { $control }. Määräaika: { $deadline }.
clock-paused = Ajankäyttö: { $control }. Peli on tauolla: pelaajan tili on jäädytetty.
clock-vacation = Ajankäyttö: { $control }. { $names } { $n ->
    [one] on
   *[other] ovat
} lomalla: kello seisoo.
waiting-open-own = Odotetaan vastustajaa.
waiting-open = { $name } etsii vastustajaa.
waiting-challenge-sent = Odotetaan, että { $name } hyväksyy haasteesi.
waiting-challenged = { $name } haastaa sinut peliin.
waiting-declined = Haaste hylättiin.
waiting-cancelled = Tämä peli peruttiin, ennen kuin kukaan liittyi.
waiting-setup-submitted = Asetelmasi on lähetetty. Odotetaan { PLAYER($name, "gen") } asetelmaa.
waiting-setup-watching = Pelaajat asettelevat armeijoitaan.
waiting-ended-in-setup = Peli päättyi jo ennen ensimmäistä siirtoa. { $result }
waiting-playing = Peli on käynnissä.
waiting-accept = Hyväksy ja pelaa
waiting-decline = Hylkää
waiting-withdraw = Peru tämä peli
play-your-move = Sinun vuorosi.
play-your-second-move = Sinun vuorosi: vuoron toinen siirto, eri nappulalla.
play-to-move = { SEATED($name, $seat) } on siirtovuorossa.
play-over = Peli on päättynyt.
play-draw-offered = Tasapeliä ehdotettu.
play-draw-agreed = Tasapelistä sovittu.
play-draw-declined = Tasapeliehdotus hylätty.
play-draw-computer-accepted = Tietokone hyväksyy: peli päättyy tasapeliin.
play-draw-computer-declined = Tietokone ei hyväksy tasapeliä vaan jatkaa peliä.
play-vs = –
play-watching = – katsot peliä
play-looking-back =
    { $ply ->
        [0] Katsot alkuasemaa.
       *[other] Katsot asemaa siirron { $ply } jälkeen.
    }
play-back-to-present = Takaisin nykyiseen asemaan
play-since-your-move = { $unit ->
        [move] Edellisen vuorosi jälkeen
       *[other] Edellisen siirtosi jälkeen
    }
play-board = Lauta
play-move-to = siirrä ruutuun { $square }
play-choose-to-move = { $square } – valitse siirrettäväksi
play-steps = Selaa peliä
play-step-back =
    { $ply ->
        [0] ◀ alku
       *[other] ◀ siirto { $ply }
    }
play-step-here =
    { $ply ->
        [0] alku
       *[other] siirron { $ply } jälkeen
    }
play-step-forward = siirto { $ply } ▶
play-from = Mistä
play-to = mihin
play-move = Siirrä
play-draw-offer-received = Vastustajasi ehdottaa tasapeliä.
play-accept-draw = Hyväksy tasapeli
play-decline-draw = Hylkää
play-you-offered-draw = Ehdotit tasapeliä.
play-offer-draw = Ehdota tasapeliä
play-resign-confirm = Luovutetaanko tämä peli?
setup-resign-confirm = Luovutetaanko tämä peli ennen sen alkua? Vastustajasi voittaa sen.
play-resign = Luovuta
play-download-record = Lataa pelin tallenne
play-download-record-xml = Lataa StraDoS2-XML-muodossa (Gravon-arkiston työkaluja varten)
play-next-game = Seuraava peli, jossa on sinun vuorosi →
confirm-move = Lähetetäänkö siirto { $from }–{ $to } ({ $piece })?
confirm-attack = Hyökätäänkö { $piece-ade }si ruutuun { $to }?
confirm-attack-known = Hyökätäänkö { $piece-ade }si ruutuun { $to }? Siellä on { $defender }.
error-one-move-now = Nyt voi lähettää vain yhden siirron.
error-first-move-alone = Tämä ensimmäinen siirto on lähetettävä yksinään (siinä taistellaan, vakooja näkee jotain tai vuoro päättyy): lähetä se ja valitse sitten toinen.
confirm-turn = Lähetetäänkö siirrot { $first } ja { $second }?
play-planned-second = Ensimmäinen siirtosi, { $move }, on suunniteltu mutta ei lähetetty: valitse toinen.
play-plan-take-back = Peru ensimmäinen siirto
confirm-send = Lähetä
confirm-cancel = Peruuta
notes-saved = Muistiinpano on tallennettu. Vain sinä näet sen.
notes-probably = luultavasti { $piece }
notes-not = ei { $piece }
notes-yours = muistiinpanosi: { $note }
notes-no-guess = ei arvausta
notes-write-on = { $square }, kirjoita muistiinpano
notes-heading = Muistiinpanosi ruudun { $square } nappulasta
notes-can-be = Se voi vielä olla: { $kinds }.
notes-why-moved = Se on liikkunut, joten se ei ole mikään näistä: { $kinds }.
notes-why-far = Se liikkui kerralla useamman ruudun, joten se voi olla vain: { $kinds }.
notes-why-counted = Olet jo löytänyt muualta kaikki seuraavien lajien nappulat, joten se ei ole mikään näistä: { $kinds }.
notes-why-beat = Sille hävisi { $loser }, joten se on jokin näistä: { $kinds }.
notes-guess = Mikä se on
notes-text = Muutama sana
notes-private = Vain sinä näet muistiinpanosi. Muistiinpano seuraa nappulaa ja katoaa, kun tiedät, mikä nappula on. Jos haluat poistaa muistiinpanon, jätä molemmat kentät tyhjiksi.
notes-save = Tallenna muistiinpano
talk-heading = Keskustelu
talk-none = Ei vielä viestejä. Kun vastustaja ei ole paikalla, viestisi lähetetään hänelle sähköpostilla.
talk-report = Ilmoita ylläpidolle
talk-report-confirm = Ilmoitetaanko tämä viesti ylläpidolle?
talk-reported = Viestistä on ilmoitettu; ylläpitäjä tarkistaa sen.
talk-write = Viesti { PLAYER($name, "dat") }
talk-send = Lähetä viesti
talk-mute = Mykistä { PLAYER($name, "gen") } viestit
talk-muted-note = Olet mykistänyt { PLAYER($name, "gen") } viestit tässä pelissä.
talk-unmute = Näytä viestit taas
talk-muted = Vastustajan viestit on mykistetty tässä pelissä.
talk-unmuted = Vastustajan viestit näytetään taas.
rematch-offer = Uusintaottelu
rematch-swapped = Sama pelimuoto ja ajankäyttö, värit vaihdettuina.
rematch-offered-to-you = { $name } tarjoaa uusintaottelua värit vaihdettuina.
rematch-offered-by-you = Tarjosit { PLAYER($name, "dat") } uusintaottelua.
rematch-accept = Hyväksy uusintaottelu
rematch-see = Siirry uusintaotteluun
rematch-done = Uusintaottelua on tarjottu.
play-pieces-left = Jäljellä olevat nappulat
play-piece = Nappula
play-removed-unknown = Poistettu tunnistamatta
play-pieces-note-player = Luvut perustuvat siihen, mitä tiedät. Nappula, joka on poistettu laudalta paljastumatta, näkyy edelleen yllä olevilla riveillä; rivi ”Poistettu tunnistamatta” (jos se näkyy) kertoo, montako tällaista nappulaa on.
play-pieces-note-spectator = Luvut perustuvat siihen, mitä molemmat pelaajat tietävät. Nappula, joka on poistettu laudalta paljastumatta, näkyy edelleen yllä olevilla riveillä; rivi ”Poistettu tunnistamatta” (jos se näkyy) kertoo, montako tällaista nappulaa on.
play-moves = Siirrot
play-legend-moved = on liikkunut
play-legend-known = vastustaja tietää, mikä se on
play-legend-known-spectator = paljastunut
play-legend-last = viimeisin vuoro
setup-title = Asettelu
setup-arrange = Asettele armeijasi ({ $seat }, rivit { $rows }) salassa.
setup-opponent-ready = { $name } on lähettänyt asetelmansa.
setup-opponent-arranging = { $name } asettelee vielä.
setup-choose-two = Valitse kaksi omaa ruutuasi, niin niiden nappulat vaihtavat paikkaa.
setup-chosen = Valitse kaksi omaa ruutuasi, niin niiden nappulat vaihtavat paikkaa – { $square } valittu, valitse nyt toinen ruutu tai
setup-cancel = peru
setup-your-setup = Asetelmasi
setup-your-army = Armeijasi: { $army }.
setup-submit = Lähetä tämä asetelma
setup-paste-summary = Liitä asetelma tai kopioi tämä
setup-paste-label = Yksi merkki kutakin rivien { $rows } ruutua kohden alimman rivin a‑sarakkeesta alkaen, samassa järjestyksessä kuin pelin tallenteessa (. tarkoittaa tyhjää ruutua)
setup-use-text = Käytä tätä tekstiä
setup-saved-summary = Tallennetut asetelmat
setup-save-as = Tallenna tämä asetelma nimellä
setup-save = Tallenna
setup-saved-label = Tallennettu asetelma
setup-load = Ota käyttöön
setup-done-paste = Asetelma otettu tekstistä.
setup-done-random = Tässä uusi asetelmaehdotus. Se on arvottu sen mukaan, mihin ihmispelaajat yleensä asettavat nappulansa.
setup-done-load = Tallennettu asetelma ladattu.
setup-done-save = Asetelma tallennettu.
setup-done-submit = Asetelma lähetetty. Vastustajasi näkee vain, että olet valmis.

## The setup editor: tray, dragging, mirror and the question before submitting
setup-suggest = Ehdota asetelmaa
setup-mirror = Peilaa vaakasuunnassa
setup-done-mirror = Asetelma peilattu vaakasuunnassa.
setup-tray = Asetettavat nappulat
setup-tray-left = { $piece } ({ $label }): { $n ->
    [0] kaikki asetettu
    [one] yksi jäljellä
   *[other] { $n } jäljellä
}
setup-count = { $n } × { $piece }
setup-still-to-place = Vielä asettamatta: { $pieces }.
setup-all-placed = Kaikki nappulat ovat laudalla.
setup-holding = Valittuna { $piece }: valitse sille ruutu tai palauta se asetettaviin nappuloihin (Esc peruu valinnan).
setup-how = Vedä nappula ruutuun tai valitse nappula ja sitten ruutu (Enter tai välilyönti; nuolinäppäimillä liikut ruudusta toiseen). Laudalla oleva nappula vaihtaa paikkaa sen nappulan kanssa, jonka päälle se lasketaan. Laudalta sen saa pois vetämällä sen takaisin asetettaviin nappuloihin, valitsemalla sen ja sitten asetettavien nappuloiden alueen tai painamalla Delete-näppäintä.
setup-clear = Tyhjennä lauta
setup-confirm = Lähetetäänkö tämä asetelma? Lähetettyä asetelmaa ei voi enää muuttaa.
setup-keep-arranging = Jatka asettelua
setup-legend = Koodit:
setup-legend-empty = tyhjä ruutu

aria-square = { $square }: { $what }
aria-empty = tyhjä
aria-lake = järvi
aria-volcano = tulivuori
aria-unknown = tuntematon
aria-moved = on liikkunut
aria-revealed = paljastunut

## Pelimuodot, tulostaulut ja profiilit

leaderboard-title = Tulostaulu
leaderboard-player = Pelaaja
leaderboard-games = Pelit
profile-ratings = Vahvuusluvut
profile-no-rated = Ei vielä vahvuuslukuun vaikuttaneita pelejä.
profile-rating = Vahvuusluku
profile-rated-games = Vahvuuslukupelit
profile-chart-caption = { $preset }: vahvuusluku kunkin vahvuuslukupelin jälkeen
profile-chart-label = Vahvuusluvun kehitys, { $low }–{ $high }
profile-results = Tulokset
profile-no-finished = Ei vielä päättyneitä pelejä.
profile-won = Voitot
profile-drawn = Tasapelit
profile-lost = Tappiot
profile-recent = Viimeaikaiset pelit
status-open = avoin
status-challenge = haaste
status-declined = hylätty
status-cancelled = peruttu
status-setup = asettelu
status-playing = käynnissä
status-finished = päättynyt
preset-play = Pelaa tätä peliä
preset-register-to-play = Rekisteröidy ja pelaa tätä peliä
preset-board = Lauta
preset-board-note = Kumpikin puoli asettelee nappulansa salassa omille varjostetuille riveilleen.
preset-diagram = Asettelualueet ja maasto
preset-diagram-note = { $first } asettelee nappulansa alimmille varjostetuille riveille, { $second } ylimmille; ~ merkitsee ruutuja, joihin ei voi mennä.
preset-army = Kummankin armeija: { $army }.
preset-statistics = Tilastot
preset-finished = { $n ->
    [0] Päättyneitä pelejä ei vielä ole.
    [one] { $n } päättynyt peli.
   *[other] { $n } päättynyttä peliä.
}
preset-result = Tulos
preset-games = Pelit
preset-share = Osuus
preset-wins = Voittaja: { $seat }
preset-draws = Tasapelit
preset-average-length = { $n ->
    [one] Peli kestää keskimäärin { $n } siirron.
   *[other] Peli kestää keskimäärin { $n } siirtoa.
}
preset-endings = Miten pelit päättyivät
preset-ending = Päättymistapa
preset-against-computer = Tietokonetta vastaan
preset-people-won = Ihmisten voitot
preset-computer-won = Tietokoneen voitot
preset-see-also = Katso myös
percent = { $n } %

## Säännöt pelimuotojen sivuilla

rules-heading = Säännöt
rules-goal = Tavoite
rules-pieces = Nappulat
rules-piece = Nappula
rules-rank-modern = Arvo (moderni)
rules-rank-classic = Arvo (klassinen)
rules-strength = Vahvuus
rules-count = Määrä
rules-setup = Asettelu
rules-moving = Liikkuminen
rules-battles = Taistelut
rules-repetition = Toistokielto
rules-end = Pelin loppu
rules-information = Mitä näet
rules-s-goal = { $edition ->
        [marsal-a-spion] Kaappaa vastustajan lippu.
       *[other] Kaappaa vastustajan lippu. Voitat myös, jos vastustajallesi ei jää yhtään sallittua siirtoa.
    }
rules-s-numbering = Alkuperäinen painos numeroi arvot 1:stä (marsalkka, vahvin) 9:ään (tiedustelija); uudemmat painokset laskevat toisin päin, 10:stä (marsalkka) 2:een (tiedustelija) ja 1:een (vakooja). Tilisivullasi valitset, mitkä numerot näet; säännöt ovat samat.
rules-s-setup-full = Laudalla on 10 × 10 ruutua. Kumpikin pelaaja asettaa kaikki neljäkymmentä nappulaansa salassa neljälle lähimmälle rivilleen: punainen riveille 1–4, sininen riveille 7–10.
rules-s-setup-small = Laudalla on 10 × 10 ruutua. Kumpikin pelaaja asettaa pienen armeijansa salassa mihin tahansa neljän lähimmän rivinsä neljästäkymmenestä ruudusta; muut ruudut jäävät tyhjiksi.
rules-s-setup-common = Keskellä oleviin kahteen järveen (c5, d5, c6, d6 sekä g5, h5, g6, h6) ei voi koskaan mennä. Asetelmat lähetetään toisistaan riippumatta; peli alkaa, kun molemmat ovat valmiita, ja punainen aloittaa.
rules-s-move = Nappula astuu yhden ruudun eteen, taakse tai sivulle, tyhjään ruutuun tai vihollisnappulan päälle, jolloin se hyökkää.
rules-s-move-czech = Nappula astuu yhden ruudun mihin tahansa kahdeksasta suunnasta tyhjään ruutuun, mutta hyökkää vain eteen, taakse tai sivulle.
rules-s-immobile = Pommit ja lippu eivät koskaan liiku.
rules-s-scout = Tiedustelija kulkee suoraa linjaa pitkin kuinka monta tyhjää ruutua tahansa, mutta ei koskaan nappulan tai järven yli.
rules-s-scout-strike = Se voi päättää kulkunsa hyökkäämällä linjallaan ensimmäisenä olevan vihollisnappulan kimppuun.
rules-s-scout-no-strike = Alkuperäisillä säännöillä se ei saa kulkea ja hyökätä samalla vuorolla: se hyökkää vain aivan vieressään olevan nappulan kimppuun.
rules-s-scout-czech = Kuten kaikki muutkin nappulat, se voi myös astua yhden ruudun vinottain.
rules-s-battle = Vihollisnappulan päälle siirtyminen aloittaa taistelun. Korkeampi arvo voittaa: häviäjä poistuu laudalta ja voittanut hyökkääjä siirtyy sen ruutuun. Jos arvot ovat samat, molemmat poistuvat laudalta.
rules-s-reveal = Molemmat nappulat näytetään molemmille pelaajille ja eloonjäänyt pysyy tunnettuna pelin loppuun asti.
rules-s-reveal-czech = Vain hyökkääjä näkee, minkä kimppuun se hyökkäsi; puolustajalle ei koskaan kerrota, mikä siihen osui, ja eloon jäänyt hyökkääjä pysyy siltä piilossa.
rules-s-bomb = Pommi tuhoaa jokaisen hyökkääjän ja jää paikalleen; vain pioneeri purkaa pommin ja siirtyy sen ruutuun.
rules-s-flag = Nappula, joka hyökkää lipun kimppuun, kaappaa sen ja peli päättyy hyökkääjän voittoon.
rules-s-spy = Marsalkan kimppuun hyökkäävä vakooja lyö sen. Hyökkäyksen kohteeksi joutuva vakooja häviää mille tahansa nappulalle, myös marsalkalle; kun kaksi vakoojaa kohtaa toisensa, molemmat poistuvat laudalta.
rules-s-scout-revealed = Yli yhden ruudun kulkeva tiedustelija paljastaa vastustajalle olevansa tiedustelija.
rules-s-pic-spy = Marsalkan kimppuun hyökkäävä vakooja voittaa; hyökkäyksen kohteeksi joutuva vakooja häviää.
rules-s-pic-miner = Vain pioneeri purkaa pommin; muut hyökkääjät tuhoutuvat ja pommi jää paikalleen.
rules-s-pic-equal = Samat arvot: molemmat poistetaan.
rules-s-two-squares = Nappula ei saa liikkua samojen kahden ruudun väliä edestakaisin yli kolme kertaa peräkkäin, teki vastustaja välillä mitä tahansa ja olivat siirrot hyökkäyksiä tai eivät. Tiedustelijan kulku lasketaan paluuksi, kun se kulkee samaa linjaa vastakkaiseen suuntaan aiemman kulkunsa ruutujen yli. { $edition ->
        [marsal-a-spion] Jos pelaajalle ei jää muuta sallittua siirtoa, peli päättyy tasapeliin.
       *[other] Pelaaja, jolle ei jää muuta sallittua siirtoa, häviää.
    }
rules-s-more-squares = Useamman ruudun sääntö (ISF): siirto uhkaa niitä vihollisnappuloita, jotka ovat sen kohderuudun vieressä, ja vastustaja väistää siirtämällä jonkin niistä heti. Niin kauan kuin sinä uhkaat ja vastustajasi väistää, ajat takaa; takaa-ajosiirto ei saa palauttaa asemaa (koko lauta ja siirtovuoro), joka on jo seurannut jotakin saman takaa-ajon siirroistasi, ellei nappula palaa ruutuun, josta se tuli edellisellä siirrollaan. Pelaaja, jolle ei jää muuta sallittua siirtoa, häviää.
rules-s-end-flag = Vastustajan lipun kaapannut pelaaja voittaa.
rules-end-no-moves = Pelaaja, jolla ei ole sallittua siirtoa, häviää; jos siirron jälkeen kumpikaan ei voi liikkua, peli päättyy tasan. Jos pelaaja jättää omalla siirrollaan itsensä ilman liikkuvia nappuloita tai saartaa omat viimeiset nappulansa, hän häviää heti.
rules-s-end-czech-no-moves = Kun siirtovuorossa olevalla on jäljellä vain pommeja ja lippu tai ei yhtään sallittua siirtoa, peli päättyy tasapeliin eikä tappioon.
rules-s-end-czech-unreachable = Peli päättyy tasan myös heti, kun kumpikaan ei voi enää koskaan päästä toisen lipulle (esimerkiksi pommien ympäröimä lippu, kun pioneereja ei ole jäljellä).
rules-end-quiet = Kun 300 siirtoa on tehty peräkkäin ilman taistelua, peli päättyy tasan.
rules-end-other = Pelaaja voi milloin tahansa luovuttaa tai ehdottaa tasapeliä; pelaaja, jonka aika loppuu, häviää, paitsi jos vastustajalla ei enää ole keinoa voittaa: silloin peli päättyy tasan.
rules-information-text = Näet aina, missä jokainen nappula on ja mitkä nappulat ovat jo liikkuneet (liikkunut nappula ei siis ole { $family ->
        [espionage] miina eikä päämaja
       *[stratego] pommi eikä lippu
    }). Vihollisnappulasta näet vain sen, minkä säännöt paljastavat; mitään muuta siitä ei koskaan lähde palvelimelta. Pelin päätyttyä jokainen nappula näytetään kaikille.
rules-spectators = Katsojat näkevät sen, minkä molemmat pelaajat tietävät: nappulan, joka on paljastettu molemmille, mutta ei mitään, minkä vain toinen puoli on saanut selville.
rules-e-goal = Valtaa vastustajan päämaja. Voitat myös, jos vastustajallesi ei jää yhtään sallittua siirtoa.
rules-e-setup = Laudalla on 10 × 10 ruutua. Kumpikin pelaaja asettaa kolmekymmentä nappulaansa salassa kolmelle lähimmälle rivilleen: valkoinen riveille 1–3, musta riveille 8–10.
rules-e-setup-small = Laudalla on 8 × 8 ruutua. Kumpikin pelaaja asettaa armeijansa salassa kolmelle lähimmälle rivilleen: valkoinen riveille 1–3, musta riveille 6–8.
rules-e-volcanoes = Tulivuoret arvotaan jokaiseen peliin uudelleen kahdelle keskimmäiselle riville: kummallekin riville yksi vasemmalle ja yksi oikealle puoliskolle, peilikuvina molemmille pelaajille; niihin ei koskaan voi mennä. Valkoinen aloittaa.
rules-e-volcanoes-small = Kaksi tulivuorta arvotaan jokaiseen peliin uudelleen: yksi riville 4 ja sen peilikuva (lauta puoli kierrosta käännettynä) riville 5; niihin ei koskaan voi mennä. Valkoinen aloittaa.
rules-e-move = Nappula astuu yhden ruudun eteen, taakse tai sivulle, tyhjään ruutuun tai vihollisnappulan päälle, jolloin se hyökkää. Miinat ja päämaja eivät koskaan liiku.
rules-e-two-moves = Pelaaja siirtää vuorollaan kahta eri nappulaa, myös pelin ensimmäisellä vuorolla. Jos ensimmäinen siirto päättää pelin, peli päättyy siihen; jos sen jälkeen mikään muu nappula ei voi liikkua, vuoroon kuuluu vain se yksi siirto.
rules-e-one-move = Pelaaja tekee vuorollaan yhden siirron.
rules-e-no-return = Nappula ei saa astua suoraan takaisin ruutuun, josta se lähti omalla edellisellä vuorollaan; välissä on oltava jokin muu siirto.
rules-e-hidden = Taistelu ei koskaan paljasta nappuloiden vahvuuksia: molemmat pelaajat näkevät vain, kumpi nappula jää laudalle.
rules-e-open = Avoimessa nopeassa Vakoilussa jokainen nappula näkyy molemmille pelaajille alusta asti.
rules-e-soldiers = Sotilaat (korpraali 1 – kenraali 5): hyökkäävä sotilas voittaa yhtä vahvan tai heikomman sotilaan ja häviää vahvemmalle. Sotilaat voittavat vakoojat ja miinanraivaajat.
rules-e-spy = Vakooja voittaa vakoojat ja miinanraivaajat ja häviää jokaiselle sotilaalle.
rules-e-minesweeper = Miinanraivaaja raivaa miinan ja siirtyy sen ruutuun. Lisäksi se voittaa vakoojat, miinanraivaajat ja kenraalin; kaikki muut sotilaat voittavat sen. Miinanraivaajan kimppuun hyökkäävä kenraali voittaa.
rules-e-mine = Miina tuhoaa jokaisen muun hyökkääjän ja jää paikalleen.
rules-e-hq = Nappula, joka hyökkää päämajan kimppuun, valtaa sen ja peli päättyy hyökkääjän voittoon.
rules-e-pic-equal = Sama vahvuus: hyökkääjä voittaa.
rules-e-pic-minesweeper = Miinanraivaaja voittaa kenraalin ja häviää kaikille muille sotilaille. Se myös raivaa miinat.
rules-e-pic-spy = Vakooja voittaa vakoojat ja miinanraivaajat mutta häviää jokaiselle sotilaalle.
rules-e-spies = Vakoojat
rules-e-spies-text = Jokaisen siirron jälkeen, kumpi tahansa pelaaja sen tekikin, jokainen vakooja näyttää omistajalleen kaikki vihollisnappulat ympärillään olevissa kahdeksassa ruudussa. Kerran nähty nappula pysyy tunnettuna pelin loppuun asti. Kenellekään ei kerrota, mitkä hänen omista nappuloistaan vihollisen vakoojat ovat nähneet: se paljastaisi, missä vakoojat ovat.
rules-e-end-hq = Vastustajan päämajan vallannut pelaaja voittaa.

## Ylläpito

admin-accounts = Tilit
admin-games = Pelit
admin-mail-queue = Sähköpostijono
admin-audit-log = Tapahtumaloki
audit-disable = Tili jäädytetty
audit-enable = Tili palautettu
audit-send-reset = Salasanan vaihtolinkki lähetetty
audit-mark-verified = Sähköposti merkitty vahvistetuksi
audit-change-email = Sähköpostiosoite vaihdettu
audit-promote = Tehty ylläpitäjäksi
audit-demote = Tehty pelaajaksi
audit-delete = Tili poistettu
audit-create-admin = Ylläpitäjän tili luotu
audit-create-user = Tili luotu
audit-abort-game = Peli keskeytetty
audit-declare-result = Tulos määrätty
audit-extend-deadline = Määräaikaa pidennetty
audit-retry-mail = Sähköposti palautettu jonoon
audit-discard-mail = Sähköposti hylätty
audit-rotate-mail-key = Sähköpostien vastausosoitteiden avain uusittu
audit-dismiss-report = Ilmoitus hylätty
audit-hide-message = Viesti piilotettu
audit-cancel-tournament = Turnaus peruttu
audit-remove-from-tournament = Poistettu turnauksesta
audit-command-line = Komentorivi
admin-reports = Ilmoitetut viestit
admin-report-heading = { $reporter } ilmoitti { PLAYER($author, "gen") } viestistä
admin-report-game = peli #{ $id }
admin-report-conversation = Koko keskustelu
admin-report-hidden = piilotettu
admin-report-hide = Piilota viesti
admin-report-dismiss = Hylkää ilmoitus
admin-report-disable = Piilota viesti ja jäädytä kirjoittajan tili
admin-reason = Syy (kirjataan tapahtumalokiin)
admin-confirm = Vahvistan
admin-done = Tehty ja kirjattu tapahtumalokiin.
admin-who = Kuka
admin-action = Toiminto
admin-any-action = mikä tahansa
admin-to-whom = Kohde
admin-filter = Suodata
admin-when = Milloin
admin-what = Mitä
admin-why = Miksi
admin-see-board = Katso lautaa
admin-see-board-note = (kuten katsoja sen näkee, kunnes peli päättyy).
admin-abort-title = Keskeytä peli (ei tulosta)
admin-abort = Keskeytä
admin-declare-result = Määrää tulos
admin-draw = Tasapeli
admin-declare = Määrää
admin-extend-by = Määräajan pidennys päivinä
admin-extend = Pidennä
admin-preset = Pelimuoto
admin-any = mikä tahansa
# The state filter's "any": Czech and Latvian agree it with their word for a state.
admin-any-state = mikä tahansa
admin-search = Hae
admin-players = Pelaajat
admin-mail-troubled = Epäonnistuneet ja uutta yritystä odottavat
admin-mail-to = osoitteeseen { $address }
admin-mail-attempts = { $n ->
    [one] { $n } yritys
   *[other] { $n } yritystä
}
admin-mail-queued = jonossa { $when } alkaen
admin-retry = Yritä nyt uudelleen
admin-discard = Hylkää
admin-confirmed = vahvistettu
admin-not-confirmed = vahvistamaton
admin-role-admin = ylläpitäjä
admin-role-player = pelaaja
admin-deleted = poistettu
admin-disabled = jäädytetty
admin-active = aktiivinen
admin-joined = liittyi { $date }
admin-actions = Toiminnot
admin-act-disable = Jäädytä tili (päättää kaikki istunnot, estää kirjautumisen, asettaa pelit tauolle)
admin-act-enable = Palauta tili
admin-act-send-reset = Lähetä salasanan vaihtolinkki
admin-act-mark-verified = Merkitse sähköposti vahvistetuksi
admin-act-promote = Tee ylläpitäjäksi
admin-act-demote = Tee pelaajaksi
admin-act-delete = Poista: anonymisoi, kirjaa käynnissä olevat pelit w.o.-tappioiksi
admin-change-email = Vaihda sähköpostiosoite
admin-recent-sign-ins = Viimeaikaiset kirjautumiset
admin-mails = Sähköpostit
admin-name-or-email = Nimi tai sähköposti
admin-sort-by = Järjestä
admin-sort-name = nimi
admin-sort-joined = liittymispäivä
admin-sort-seen = viimeksi paikalla
admin-name = Nimi
admin-role = Rooli
admin-joined-column = Liittynyt
admin-seen-column = Viimeksi paikalla
admin-previous = ◀ edellinen
admin-next = seuraava ▶
admin-session-line = avattu { $opened }, osoitteesta { $address }
admin-login-ok = kirjautui osoitteesta { $address }
admin-login-failed = väärä salasana osoitteesta { $address }
admin-game-summary = { $preset } · { $first } – { $second } · { $state } · määräaika { $deadline }

## Viestit

mail-greeting = Hei { $name },
mail-deadline = Määräaikasi: { $deadline }.
mail-clock-stopped = Kello seisoo toistaiseksi.
mail-no-clock = Tässä pelissä ei ole aikarajaa: mieti niin kauan kuin haluat.
mail-turn-subject = Sinun vuorosi pelissä #{ $id } { PLAYER($opponent, "part") } vastaan
mail-turn-intro = Sinun vuorosi: { $preset } { PLAYER($opponent, "part") } vastaan.
mail-open-game = Avaa peli
mail-board-label = Lauta sellaisena kuin sinä sen näet
mail-board-legend-text = Sinun puolesi ({ $seat }) on alhaalla. ? tuntematon nappula; ! liikkunut tuntematon nappula; + oma nappulasi, jonka vastustaja tuntee; { $terrain }; * viimeisimmät siirrot.
mail-board-legend-html = Sinun puolesi ({ $seat }) on alhaalla. ? tuntematon nappula; ! liikkunut tuntematon nappula; + oma nappulasi, jonka vastustaja tuntee; { $terrain }; kehys: viimeisimmät siirrot.
mail-challenge-subject = { $name } haastaa sinut: { $preset }
mail-challenge-text = { $name } haastaa sinut peliin: { $preset }. Hyväksy tai hylkää haaste pelin sivulla.
mail-rematch-subject = { $name } tarjoaa uusintaottelua: { $preset }
mail-rematch-text = { $name } tarjoaa pelistänne uusintaottelua värit vaihdettuina: { $preset }. Hyväksy tai hylkää tarjous pelin sivulla.
mail-see-challenge = Näytä haaste
mail-started-subject = Peli #{ $id } { PLAYER($opponent, "part") } vastaan on alkanut
mail-started-text = Pelisi { PLAYER($opponent, "part") } vastaan on alkanut: { $preset }. Värisi on { $seat }. Asettele armeijasi salassa.
mail-arrange-army = Asettele armeijasi
mail-over-subject = Peli #{ $id } { PLAYER($opponent, "part") } vastaan on päättynyt
mail-over-replay = Koko pelin voi nyt katsoa siirto siirrolta, kaikki nappulat näkyvissä.
mail-over-rematch = Jos haluat pelata uudelleen värit vaihdettuina, avaa peli ja valitse ”Uusintaottelu”.
mail-message-subject = { $name } kirjoitti sinulle pelissä #{ $id }
mail-message-intro = { $name } kirjoitti:
mail-message-quote = ”{ $text }”
mail-see-game = Katso peliä
mail-reminder-subject = Aikasi pelissä #{ $id } on loppumassa
mail-reminder-text = Pelisi #{ $id } odottaa sinua: { $preset }.
mail-reminder-lost = Jos määräaika umpeutuu, häviät pelin ajan ylittymisen vuoksi.
mail-digest-subject = { $n ->
    [one] { $n } peli odottaa siirtoasi
   *[other] { $n } peliä odottaa siirtoasi
}
mail-digest-line = Peli #{ $id }: { $link }
mail-see-games = Katso pelejäsi
mail-verify-subject = Vahvista sähköpostiosoitteesi
mail-verify-text = Tervetuloa Fieldpostiin. Vahvista, että tämä osoite on sinun.
mail-verify-action = Vahvista osoitteeni
mail-reset-subject = Vaihda salasanasi
mail-reset-text = Joku (toivottavasti sinä) pyysi Fieldpost-salasanasi vaihtamista. Linkki toimii kerran, tunnin sisällä. Jos et itse pyytänyt vaihtoa, jätä tämä viesti huomiotta.
mail-reset-action = Valitse uusi salasana
mail-email-change-subject = Vahvista uusi sähköpostiosoitteesi
mail-email-change-text = Vahvista, että Fieldpost saa tästä lähtien lähettää sähköpostia tähän osoitteeseen.
mail-email-change-action = Vahvista uusi osoite
mail-stop-text = Voit perua näiden sähköpostien tilauksen täältä:
unsubscribe-heading-short = Peru näiden sähköpostien tilaus

## Päivämäärät

datetime = { $day }. { $month } { $year } klo { $hour-short }.{ $minute } { $zone }
month-1 = tammikuuta
month-2 = helmikuuta
month-3 = maaliskuuta
month-4 = huhtikuuta
month-5 = toukokuuta
month-6 = kesäkuuta
month-7 = heinäkuuta
month-8 = elokuuta
month-9 = syyskuuta
month-10 = lokakuuta
month-11 = marraskuuta
month-12 = joulukuuta

## Notices about the account
mail-password-changed-subject = Fieldpost-salasanasi vaihdettiin
mail-password-changed-text = Tilisi salasana vaihdettiin juuri eivätkä aiemmin lähetetyt salasanan vaihtolinkit enää toimi. Jos vaihdoit sen itse, mitään ei tarvitse tehdä. Jos et, vaihda salasanasi heti: linkki tulee tähän osoitteeseen.
mail-email-changed-subject = Fieldpost-tililläsi on uusi osoite
mail-email-changed-text = Tilisi sähköpostiosoite vaihdettiin juuri eikä viestejä enää tule tähän osoitteeseen. Jos vaihdoit sen itse, mitään ei tarvitse tehdä. Jos et, pyydä heti salasanan vaihtolinkki tähän osoitteeseen tai kirjoita sivuston ylläpitäjille.
mail-notice-action = Vaihda salasana
mail-address-in-use-subject = Joku yritti käyttää osoitettasi Fieldpostissa
mail-address-in-use-text = Joku yritti liittää tämän osoitteen toiseen Fieldpost-tiliin. Mitään ei muutettu eikä hänelle kerrottu, että osoite on sinun. Jos haluat varmuuden vuoksi vaihtaa salasanasi, käytä alla olevaa linkkiä.

profile-computer = Tietokonepelaaja. Sen pelit eivät vaikuta vahvuuslukuihin.
leaderboard-people-only = Vain ihmisten väliset pelit vaikuttavat vahvuuslukuihin: pelit tietokonetta vastaan eivät vaikuta kenenkään vahvuuslukuun eikä tietokonepelaajia näytetä listalla.
computer-heading = Pelaa tietokonetta vastaan
computer-level = Taso
computer-no-clock = Ei aikarajaa: mieti niin kauan kuin haluat
computer-easy = Helppo
computer-medium = Keskivaikea
computer-hard = Vaikea
computer-expert = Mestari
computer-player = Tietokone ({ $level ->
        [easy] helppo
        [medium] keskivaikea
        [hard] vaikea
       *[expert] mestari
    })
# A player after the word that governs its case (`PLAYER($name, "part")`): a username is a label after
# "pelaajaa" ("pelaajaa bob vastaan"); the computer is declined itself ("tietokonetta (helppo) vastaan").
words-player-gen = pelaajan { $name }
words-player-part = pelaajaa { $name }
words-player-dat = pelaajalle { $name }
words-player-acc = pelaajan { $name }
words-computer-acc = { words-computer-gen }
words-computer-gen = tietokoneen ({ $level ->
        [easy] helppo
        [medium] keskivaikea
        [hard] vaikea
       *[expert] mestari
    })
words-computer-part = tietokonetta ({ $level ->
        [easy] helppo
        [medium] keskivaikea
        [hard] vaikea
       *[expert] mestari
    })
words-computer-dat = tietokoneelle ({ $level ->
        [easy] helppo
        [medium] keskivaikea
        [hard] vaikea
       *[expert] mestari
    })


computer-level-rated = { $level } (vahvuusluku noin { $rating })
computer-think = Mestaritason miettimisaika siirtoa kohden
computer-think-usual = Tavallinen (noin sekunti)
computer-think-seconds = { $n ->
    [one] Enintään { $n } sekunti
   *[other] Enintään { $n } sekuntia
}
computer-think-note = Vain mestaritason tietokone käyttää lisäaikaa ja pelaa sen ansiosta hieman paremmin; muut tasot vastaavat heti.
computer-unrated = Pelit tietokonetta vastaan eivät vaikuta vahvuuslukuun. Tietokone asettaa nappulansa heti ja vastaa sekunneissa.
computer-play = Pelaa tietokonetta vastaan
computer-started = Tietokone on asettanut nappulansa. Asettele omasi ja lähetä asetelma, niin peli alkaa.
error-no-computer = Tällä tasolla ei ole tietokonepelaajaa.
error-think-time = Tietokoneen miettimisaika on 1–{ $max } kokonaista sekuntia.
error-think-time-computer-only = Miettimisaika koskee vain pelejä tietokonetta vastaan.
error-think-time-too-many = { $n ->
    [one] Sinulla on jo { $n } peli, jossa tietokone miettii tavallista kauemmin: pelaa se ensin loppuun tai valitse tavallinen aika.
   *[other] Sinulla on jo { $n } peliä, joissa tietokone miettii tavallista kauemmin: pelaa jokin niistä ensin loppuun tai valitse tavallinen aika.
}
error-too-many-computer-games = Sinulla on jo { $n } { $n ->
        [one] peli
       *[other] peliä
    } käynnissä tietokonetta vastaan.
error-challenge-computer = Tietokonepelaajaa ei voi haastaa: valitse ”Pelaa tietokonetta vastaan”.
error-computer-account = Tietokonepelaajan tilin voi vain jäädyttää tai palauttaa.

tokens-title = API-avaimet
tokens-intro = Avaimella ohjelma (vaikkapa oma botti) voi käyttää JSON-rajapintaa osoitteessa /api/v1 sinun nimissäsi. Se näkee vain sen, minkä sinä näet. Pidä avain salassa ja mitätöi se, kun et enää tarvitse sitä.
tokens-none = Sinulla ei ole avaimia.
tokens-name = Nimi
tokens-scopes = Oikeudet
tokens-created = Luotu
tokens-last-used = Käytetty viimeksi
tokens-never-used = ei koskaan
tokens-revoke = Mitätöi
tokens-may-play = Saa myös pelata (siirrot, asetelmat, uudet pelit), ei vain lukea
tokens-scope-read = lukuoikeus
tokens-scope-play = luku- ja pelioikeus
tokens-make = Luo avain
tokens-revoked = Avain mitätöitiin.
tokens-new-title = Uusi avaimesi
tokens-new-intro = Tämä on avain ”{ $name }”. Se näytetään vain tämän kerran: kopioi se nyt.
tokens-new-example = Lähetä se jokaisen pyynnön mukana, esimerkiksi:
tokens-openapi = Rajapinnan kuvaus (OpenAPI)
tokens-back = Takaisin tilisivulle
error-token-name = Anna avaimelle 1–40 merkin nimi.
error-too-many-tokens = Sinulla on jo { $n } { $n ->
        [one] avain
       *[other] avainta
    }: mitätöi ensin yksi.
error-token-missing = Tähän tarvitaan avain: lähetä otsake Authorization: Bearer ja sen perässä tilisivultasi saatu avain.
error-bad-token = Avainta ei tunneta, se on mitätöity tai sen tili on jäädytetty.
error-bad-event-id = Last-Event-ID:n pitää olla tämän tapahtumavirran lähettämän tapahtuman numero.
error-bad-option = Tätä peliä ei voi pelata sääntövalinnalla { $option }, ainakaan annetulla arvolla.
error-token-rate = Avaimillasi tehtiin yhteensä yli { $n } { $n ->
        [one] pyyntö
       *[other] pyyntöä
    } minuutissa. Odota hetki.
error-token-read-only = Tällä avaimella voi vain lukea. Luo avain, jolla voi myös pelata.

## Tournaments
nav-tournaments = Turnaukset
tournaments-intro = Pelaa muutaman pelaajan lohkossa, jossa jokainen kohtaa jokaisen kahdesti (kerran kummallakin värillä), tai sveitsiläisessä turnauksessa, jossa kullakin kierroksella samanpisteiset pelaajat kohtaavat toisensa. Pelit pelataan kirjepeleinä kuten kaikki muutkin.
tournaments-open = Ilmoittautuminen auki
tournaments-running = Käynnissä
tournaments-finished = Päättyneet
tournaments-new = Perusta turnaus
tournaments-swiss = Sveitsiläinen
tournaments-size = Pelaajamäärä
tournaments-size-note = Kaikki kaikkia vastaan -turnauksessa on { $low }–{ $high } { $high ->
        [one] pelaaja
       *[other] pelaajaa
    } ja turnaus alkaa, kun se täyttyy. Sveitsiläiseen turnaukseen mahtuu { $swiss_low }–{ $swiss_high } { $swiss_high ->
        [one] pelaaja
       *[other] pelaajaa
    }.
tournaments-rounds = Kierroksia
tournaments-round-robin-note = Jokainen pelaa jokaista vastaan kahdesti, kerran kummallakin värillä.
tournaments-closes = Ilmoittautuminen päättyy
tournaments-closes-note = Valinnainen: sen päivän päättyessä (UTC) turnaus alkaa ilmoittautuneiden kesken, jos heitä on tarpeeksi.
tournaments-i-play = Pelaan itse mukana
tournaments-create = Luo turnaus
tournament-name = Nimi
tournament-description = Kuvaus
tournament-format = Turnausmuoto
tournament-format-round-robin = Kaikki kaikkia vastaan
tournament-format-swiss = Sveitsiläinen, { $rounds } { $rounds ->
        [one] kierros
       *[other] kierrosta
    }
tournament-players = Pelaajat
tournament-rated = vaikuttaa vahvuuslukuun
tournament-unrated = ei vaikuta vahvuuslukuun
tournament-created-by = Järjestäjä: { $name }
tournament-state-open = Ilmoittautuminen auki, kunnes turnaus täyttyy
tournament-state-open-until = Ilmoittautuminen auki { $date } asti
tournament-state-starting = Alkamassa
tournament-state-running = Käynnissä
tournament-state-round = Kierros { $round } käynnissä
tournament-state-finished = Päättynyt
tournament-state-cancelled = Peruttu
tournament-join = Ilmoittaudu
tournament-leave = Peru ilmoittautumiseni
tournament-start = Aloita nyt
tournament-cancel = Peru turnaus
tournament-withdraw = Vetäydy
tournament-withdraw-note = Jos vetäydyt, vielä kesken olevat pelisi kirjataan w.o.-tappioiksi eikä sinulle enää määrätä vastustajia.
tournament-withdraw-ask = Vetäydytäänkö turnauksesta?
tournament-withdraw-forfeits = Nämä pelisi kirjattaisiin w.o.-tappioiksi:
tournament-withdraw-no-games = Yksikään pelisi ei ole juuri nyt käynnissä, joten w.o.-tappioita ei tule.
tournament-withdraw-confirm = Vetäydy ja hyväksy w.o.-tappiot
tournament-my-games = Pelisi tässä turnauksessa
tournament-game-setting-up = Armeijoita asetellaan
tournament-game-under-way = Käynnissä
tournament-withdrawn-mark = vetäytynyt
tournament-crosstable = Ristitaulukko
tournament-crosstable-legend = Kussakin solussa ovat rivin pelaajan pelit sarakkeen pelaajaa vastaan, alleviivattuina sillä värillä, jolla rivin pelaaja pelasi; … tarkoittaa kesken olevaa peliä. Kukin merkki on linkki peliinsä.
tournament-rounds = Kierrokset
tournament-round = Kierros { $round }
tournament-bye = vapaakierros (lasketaan voitoksi)
tournament-standings = Sijoitukset
tournament-points = Pisteet
tournament-sb = SB
tournament-sb-long = Sonneborn–Berger: pelaajan voittamien vastustajien pisteet ja puolet niiden vastustajien pisteistä, joiden kanssa hän pelasi tasan
tournament-direct = Keskinäiset pelit
tournament-wins = Voitot
tournament-tie-breaks = Tasapisteissä ratkaisee ensin Sonneborn–Berger, sitten tasapisteissä olevien pelaajien keskinäiset pelit ja sitten voittojen määrä.
tournament-cell = Tulos { $score } { PLAYER($opponent, "part") } vastaan ({ $seat })
tournament-cell-playing = Peli kesken { PLAYER($opponent, "part") } vastaan ({ $seat })
tournament-admin-player = Pelaaja
tournament-admin-remove = Poista pelaaja turnauksesta
tournament-admin-cancel = Peru turnaus
tournament-created = Turnaukseen voi nyt ilmoittautua.
tournament-joined = Olet ilmoittautunut.
tournament-left = Ilmoittautumisesi on peruttu.
tournament-starting = Turnaus alkaa: pelisi näkyvät hetken kuluttua kohdassa ”Omat pelit”.
tournament-cancelled = Turnaus on peruttu.
tournament-withdrawn = Olet vetäytynyt turnauksesta.
error-tournament-name = Anna turnaukselle 3–60 merkin nimi.
error-tournament-description = Kuvauksessa voi olla enintään 1000 merkkiä.
error-tournament-size = Tämä turnausmuoto ei salli tätä pelaajamäärää.
error-tournament-rounds = Sveitsiläisessä turnauksessa on 3–9 kierrosta.
error-tournament-closing = Ilmoittautumisen voi päättää aikaisintaan huomenna ja viimeistään 60 päivän päästä.
error-tournament-needs-verified = Turnauksiin voivat osallistua vain pelaajat, joiden osoite on vahvistettu: avaa lähettämämme linkki.
error-too-many-tournaments = Sinulla on jo { $n } { $n ->
        [one] turnaus, johon
       *[other] turnausta, joihin
    } voi ilmoittautua.
error-tournament-not-open = Tähän turnaukseen ei voi enää ilmoittautua.
error-tournament-full = Tämä turnaus on täynnä.
error-tournament-entered = Olet jo ilmoittautunut.
error-tournament-not-entered = Tämä pelaaja ei ole mukana tässä turnauksessa.
error-tournament-creator-only = Vain turnauksen järjestäjä voi tehdä sen.
error-tournament-too-few = Tässä turnausmuodossa tarvitaan vähintään { $n } { $n ->
        [one] pelaaja
       *[other] pelaajaa
    }, jotta turnaus voi alkaa.
error-tournament-not-running = Tämä turnaus ei ole käynnissä.
error-tournament-over = Tämä turnaus on jo päättynyt.
mail-kind-tournament = Turnaus, jossa pelaan, alkaa, aloittaa uuden kierroksen tai päättyy
mail-tournament-open = Katso turnausta
mail-tournament-started-subject = Turnaus ”{ $name }” on alkanut
mail-tournament-started-section = Turnaus ”{ $name }” on alkanut: kaikki pelisi alkavat nyt. Asettele armeijasi jokaisessa pelissä.
mail-tournament-started-swiss = Turnaus ”{ $name }” on alkanut ({ $rounds } { $rounds ->
        [one] kierros
       *[other] kierrosta
    }). Kierros 1:
mail-tournament-round-subject = Turnauksen ”{ $name }” kierros { $round }
mail-tournament-round-text = Turnauksen ”{ $name }” kierroksen { $round } parit on muodostettu.
mail-tournament-game = Peli #{ $id } { PLAYER($opponent, "part") } vastaan: värisi on { $seat }.
mail-tournament-bye = Olet tällä kierroksella vapaalla: se lasketaan voitoksi.
mail-tournament-over-subject = Turnaus ”{ $name }” on päättynyt
mail-tournament-over-text = Turnaus ”{ $name }” on päättynyt. Voittaja: { $winner }.
mail-tournament-place = Sijoituit { $count } pelaajan joukossa sijalle { $rank } (pisteitä { $points }).
mail-tournament-cancelled-subject = Turnaus ”{ $name }” on peruttu
mail-tournament-cancelled-text = Turnaus ”{ $name }” on peruttu. Jo käynnissä olevat pelit jatkuvat, mutta niillä ei ole merkitystä turnauksessa.
mail-tournament-game-of = Turnauksen ”{ $name }” peli.
mail-tournament-game-of-round = Turnauksen ”{ $name }” peli, kierros { $round }.
play-tournament = Turnaus: { $name }
play-tournament-round = Turnaus: { $name }, kierros { $round }
tournaments-entered = Olet mukana
error-tournament-rounds-size = Sveitsiläisessä turnauksessa, jossa on { $size } { $size ->
        [one] pelaaja
       *[other] pelaajaa
    }, voi olla enintään { $rounds } { $rounds ->
        [one] kierros
       *[other] kierrosta
    }.

## Moves by mail: the words a reply may start with, each form separated by |
reply-word-resign = luovutan|luovuta
reply-word-draw = tasapeli
reply-word-setup = asetelma|asettelu
reply-word-random = satunnainen|arvottu

## Siirrot sähköpostilla: vastaukset pelaajan vastauksiin ja vihjeet vuoroviesteissä
error-no-saved-setup = Sinulla ei ole tähän peliin tallennettua asetelmaa nimeltä ”{ $name }”.
mail-reply-hint = Voit myös vastata tähän viestiin: kirjoita vastaukseesi siirtosi, esimerkiksi b4-b5, tai sana ”luovutan” tai ”tasapeli”. Siirron alle kirjoittamasi rivit välitetään vastustajallesi.
mail-reply-hint-two = Voit myös vastata tähän viestiin: kirjoita vastaukseesi siirtosi, esimerkiksi b4-b5 c4-c5 (tai yksi siirto ja toinen vasta, kun näet ensimmäisen seuraukset), tai sana ”luovutan” tai ”tasapeli”. Siirtojen alle kirjoittamasi rivit välitetään vastustajallesi.
mail-reply-hint-setup = Voit myös vastata tähän viestiin: kirjoita ”asetelma satunnainen” tai ”asetelma” ja jonkin tallentamasi asetelman nimi.
mail-reply-played-subject = Peli #{ $id }: vastauksesi hyväksyttiin
mail-reply-refused-subject = Peli #{ $id }: vastaustasi ei hyväksytty
reply-played = Vastauksesi hyväksyttiin.
reply-refused = Vastaustasi ei hyväksytty eikä pelissä muuttunut mitään.
reply-turn-goes-on = Vuorosi jatkuu: vastaa tähän viestiin toisella siirrolla.
reply-moves-off = Olet poistanut sähköpostisiirrot käytöstä tililtäsi. Voit ottaa ne uudelleen käyttöön tilisivulla.
reply-empty = Vastauksestasi ei löytynyt siirtoa. Kirjoita se ensimmäiselle riville, lainatun viestin yläpuolelle.
reply-not-understood = Emme ymmärtäneet riviä ”{ $line }”. Kirjoita siirto, esimerkiksi b4-b5, tai sana ”luovutan” tai ”tasapeli”.
reply-moved-on = Peli on edennyt sen viestin jälkeen: vastasit aiempaan asemaan.
reply-words-not-posted = Kirjoittamiasi rivejä ei välitetty vastustajallesi: { $why }
reply-draw-offered = Ehdotit tasapeliä. Vastustajasi voi hyväksyä sen tai jatkaa peliä.
reply-draw-agreed = Peli päättyi sovittuun tasapeliin.
reply-draw-declined = Vastustajasi hylkäsi tasapeliehdotuksen.
reply-setup-first = Armeijat eivät ole vielä laudalla: vastaa ensin asetelmallasi.
account-moves-by-mail = Siirrot sähköpostilla
account-moves-by-mail-on = Pelaa vastaukseni vuoroviesteihin siirtoina
account-moves-by-mail-receipts = Vahvista jokainen sähköpostilla pelaamani siirto lyhyellä viestillä
account-moves-by-mail-note = Vastaus kelpaa vain vahvistetusta osoitteestasi, ja vain siihen peliin ja vuoroon, josta viesti kertoi.
account-moves-by-mail-saved = Sähköpostisiirtojen asetukset on tallennettu.
account-confirm-again = Lähetä minulle uusi vahvistuslinkki
account-confirm-sent = Lähetimme uuden vahvistuslinkin osoitteeseesi.
error-confirm-wait = Vahvistuslinkki lähetettiin muutama minuutti sitten. Katso ensin, onko se jo tullut.
bounce-banner = Osoitteeseen { $address } lähetetyt sähköpostit ovat { $since } alkaen palanneet toimittamattomina.
bounce-banner-action = Vaihda tai vahvista osoitteesi
admin-bouncing = Osoitteet, joihin lähetetty posti palautuu
admin-bouncing-none = Yhteenkään osoitteeseen lähetetty posti ei ole palautunut.
admin-bouncing-count = Palautuksia
admin-bouncing-since = Alkaen
admin-bouncing-detail = Viimeisin syy

# The analysis after a game
analysis-heading = Analyysi
analysis-explain = Mestaritason tietokone voi arvioida päättyneen pelin jokaisen siirron sen perusteella, mitä siirtävä puoli silloin tiesi (ei lopussa paljastuneiden nappuloiden perusteella), ja kertoa, minkä siirron se itse olisi valinnut. Analyysi vie palvelimelta muutaman minuutin.
analysis-request = Analysoi tämä peli
analysis-requested = Analyysi on käynnissä. Tämä sivu näyttää sen, kun se on valmis.
analysis-working = { $total ->
    [one] Analysoidaan: { $judged }/{ $total } siirto arvioitu. Lataa sivu myöhemmin uudelleen.
   *[other] Analysoidaan: { $judged }/{ $total } siirtoa arvioitu. Lataa sivu myöhemmin uudelleen.
}
analysis-chart = Siirtojen arviot, kukin sen mukaan, mitä siirtävä puoli silloin tiesi: keskiviivan yläpuolella { $first } on paremmassa asemassa, alapuolella { $second }. Täplät merkitsevät virheitä ja vakavia virheitä.
analysis-units = Arvot ovat tietokoneen pisteitä materiaalista ja asemasta: keskivahva nappula on noin 50 pisteen arvoinen.
analysis-mistake = Virhe
analysis-blunder = Vakava virhe
analysis-mark = { $mark } (siirto { $ply }): mestaritason tietokone olisi pelannut { $best }.
analysis-move = Siirto { $ply } ({ $side }): mestaritason tietokone olisi pelannut { $best }, jonka arvo oli { $best_value } sen mukaan, mitä siirtävä puoli silloin tiesi; pelatun siirron arvo oli { $played_value }.
analysis-move-best = Siirto { $ply } ({ $side }): mestaritason tietokone olisi valinnut saman siirron.
analysis-not-judged = Siirtoa { $ply } ei voitu arvioida.
analysis-value-win = voitto
analysis-value-loss = tappio
error-analysis-not-over = Peli analysoidaan vasta, kun se on päättynyt.
error-analysis-no-moves = Tämä peli päättyi ennen ensimmäistä siirtoa, joten analysoitavaa ei ole.
error-analysis-too-many = { $n ->
    [one] Sinulla on jo { $n } analyysi jonossa: pyydä uutta, kun se on valmis.
   *[other] Sinulla on jo { $n } analyysia jonossa: pyydä uutta, kun jokin niistä on valmis.
}
