## Hatalar: bir isteğin neden reddedildiği

error-form-too-large = Bu form çok büyük.
error-choose-saved-setup = Kayıtlı bir diziliş seçin.
error-choose-two-squares = Yer değiştirmek için diziliş satırlarınızdan iki kare seçin.
error-record-after-end = Oyun kaydı, oyun bittiğinde indirilebilir.
error-record-xml-espionage = Gravon arşiv biçimi Casusluk oyunlarını kapsamıyor; bunun yerine oyun kaydını (JSON) indirin.
error-admins-only = Bu sayfa sitenin yöneticileri içindir.
error-unconfirmed = İşlemi onaylamak için kutuyu işaretleyin.
error-not-started = Oyun henüz başlamadı.
error-note-not-playing = Notlar yalnızca oyun sürerken yazılabilir.
error-note-text = Bir not en çok { $n } karakter uzunluğunda ve tek satır olabilir.
error-note-no-hidden-piece = O karede not yazılabilecek gizli bir düşman taşı yok.
error-note-guess = Bu tahmin bu oyunun bir taşı değil.
error-message-length = Bir mesaj 1 ile { $n } karakter arasında olmalıdır.
error-message-rate = Son bir saatte { $n } mesaj yazdınız; yenisini yazmadan önce lütfen biraz bekleyin.
error-rematch-not-over = Rövanş ancak oyun bittikten sonra önerilebilir.
error-confirm-incomplete = Hamlenin başlayacağı ve biteceği kareleri seçin.
error-not-a-player = Bu oyunun oyuncusu değilsiniz.
error-self-challenge = Kendinize meydan okuyamazsınız.
error-own-game = Kendi oyununuza katılamazsınız.
error-challenge-for-another = Bu meydan okuma başka bir oyuncu için.
error-no-longer-open = Bu oyun artık oyuncu beklemiyor.
error-players-only = Bunu yalnızca bu oyunun oyuncuları yapabilir.
error-game-already-started = Bu oyun zaten başladı.
error-setup-closed = Bu oyunda dizilişler artık değiştirilemez.
error-setup-already-submitted = Dizilişiniz zaten gönderildi.
error-setup-name = Dizilişe en çok 40 karakterlik bir ad verin.
error-too-many-setups = Bu oyun türü için kaydedebileceğiniz diziliş sınırına ({ $n }) ulaştınız: bu dizilişi, artık gerekmeyen bir dizilişin adıyla kaydedin.
error-game-over = Oyun bitti.
error-stale-page = Sayfa açıldığından beri oyun ilerledi; güncel konum aşağıda.
error-not-your-turn = Sıra sizde değil.
error-unavailable = Oyun sunucusu şu anda veritabanına ulaşamıyor. Hiçbir şey değişmedi; lütfen birkaç saniye sonra yeniden deneyin.
error-busy = Sunucu şu anda başka oturum açma işlemleriyle meşgul. Hiçbir şey değişmedi; lütfen birkaç saniye sonra yeniden deneyin.
error-rated-needs-verified = Puanlı oyunlar e-posta adresini onaylamış oyuncular içindir: size gönderdiğimiz bağlantıyı açın ya da bu oyunu puansız oynayın.
error-too-many-open = Zaten { $n } açık oyununuz var: birini geri çekin ya da biri katılana kadar bekleyin.
error-too-many-challenges = Yanıt bekleyen { $n } meydan okumanız var: birini geri çekin ya da yanıtları bekleyin.
error-too-many-mails = Bu bağlantıdan az önce çok fazla e-posta istendi. Yeniden istemeden önce biraz bekleyin.
error-time-ran-out = Bu hamle için süreniz dolmuştu, bu yüzden hamle oynanmadı; oyun süre aşımıyla sonuçlandı.
error-draw-already-offered = Zaten açık bir beraberlik teklifi var.
error-no-draw-offer = Rakibinizden bir beraberlik teklifi yok.
error-vacation-already = Zaten tatildesiniz.
error-vacation-used-up = Bu yılki tatil hakkınız tükendi.
error-not-on-vacation = Tatilde değilsiniz.
error-bad-username = Kullanıcı adı 3–24 karakter olmalı; yalnızca a–z harfleri (Türkçe karakterler hariç), rakamlar, _ ve - kullanılabilir.
error-username-taken = Bu kullanıcı adı alınmış.
error-bad-email = Bu adrese e-posta gönderemiyoruz.
error-short-password = Parola en az 10 karakter olmalıdır.
error-email-taken = Bu e-posta adresiyle bir hesap zaten var.
error-link-gone = Bu bağlantının süresi doldu ya da zaten kullanıldı.
error-sign-in-paused = Bu bağlantıdan çok fazla hatalı parola denendi. Lütfen bir süre bekleyip yeniden deneyin; her hatalı denemeden sonra bekleme süresi uzar.
error-password-checks-paused = Bu hesap için çok fazla yanlış parola girildi: yeniden denemeden önce biraz bekleyin (her yanlış denemeden sonra biraz daha uzun).
error-account-disabled = Bu hesap devre dışı. Sitenin yöneticilerine yazın.
error-wrong-credentials = Kullanıcı adı ya da parola yanlış.
error-wrong-current-password = Mevcut parolanız yanlış.
error-reason-needed = Bir gerekçe yazın (en çok 500 karakter): denetim kaydına girer.
error-account-deleted = Bu hesap silindi.
error-not-on-yourself = Bu işlemi kendi hesabınızda başka bir yöneticiye yaptırın.
error-address-taken = Bu adres başka bir hesaba ait.
error-game-over-already = Bu oyun zaten bitti.
error-only-game-under-way = Sonuç yalnızca süren bir oyun için ilan edilebilir.
error-extend-days = Süren bir oyuna 1 ile 60 gün eklenebilir.
error-no-such-mail = Gönderilmemiş böyle bir e-posta yok.
error-time-control = Süre: hamle başına 1 ile 14 gün ya da Fischer saati (başlangıçta 1 ile 30 gün, her hamlede 0 ile 14 gün eklenir; üst sınır en çok 60 gün olabilir ve başlangıç süresinden az olamaz).
error-unknown-action = Bilinmeyen işlem: “{ $action }”.
error-input-nul = Metin NUL karakteri içeremez.
error-input-missing = Formda “{ $field }” bölümü eksik. Sayfayı yenileyip yeniden deneyin.
error-input-unexpected = İstekte oraya ait olmayan bir “{ $field }” bölümü var.
error-input-choice = “{ $value }” buradaki seçeneklerden biri değil.
error-input-json = İsteğin gövdesi okunabilir bir JSON değil.
error-input-malformed = İsteğin bir bölümü beklenen biçimde değil (bir sayı, bir kare ya da seçeneklerden biri). Sayfayı yenileyip yeniden deneyin.
error-text-hidden-characters = Metinde görünmeyen ya da çevresindeki metnin yönünü değiştiren bir karakter var. Lütfen bu karakteri silin.
error-foreign-form = Bu form başka bir siteden geldi. Sayfayı yenileyip yeniden deneyin.
error-stale-form = Bu formun süresi doldu ya da bu site tarafından oluşturulmadı. Sayfayı yenileyip yeniden deneyin.
error-unknown-variant = “{ $variant }” burada oynanan bir oyun değil.
error-no-such-player = { $name } adında bir oyuncu yok.
error-bad-setup = Bu diziliş geçerli değil: { $why }.
error-not-a-move = “{ $move }” tahtadaki iki kare arasında geçerli bir hamle değil.
error-move-refused = { $move } hamlesine izin yok. { CAPITAL($why) }.
error-unknown-mail-kind = “{ $kind }” bir e-posta türü değil.
error-not-a-square = “{ $square }” tahtadaki karelerden biri değil.
error-method-not-allowed = Bu adres bu yöntemi kabul etmiyor.
error-not-found = Böyle bir sayfa yok.
error-sign-in-first = Lütfen önce giriş yapın.
error-internal = Bizim tarafımızda bir sorun oluştu. Sorun kayda geçti; lütfen daha sonra yeniden deneyin.
error-unknown-language = Bu site “{ $lang }” kodlu dilde sunulmuyor.
error-unknown-zone = “{ $zone }” bildiğimiz bir saat dilimi değil. Saat dilimi veritabanındaki gibi yazın, örneğin Europe/Istanbul.

## Her sayfada

nav-my-games = Oyunlarım
nav-your-move-count = Sıranın sizde olduğu { $count } oyun
nav-lobby = Lobi
nav-admin = Yönetim
nav-sign-out = Çıkış yap
nav-label = Ana menü
nav-menu = Menü
nav-sign-in = Giriş yap
nav-register = Kaydol
footer-tagline = Fieldpost — yazışmalı Stratego, Maršál a špión ve Casusluk.
footer-language = Dil
footer-language-change = Değiştir
language-changed = Sitenin dili artık Türkçe.

## Oyun listeleri

list-none = Yok.
list-game = Oyun
list-opponent = Rakip
list-state = Durum
list-deadline = Son tarih
list-last-change = Son değişiklik

## Ana sayfa

home-title = Yazışmalı oyun
home-intro = Stratego, Barrage, Duel, Maršál a špión (Çek sürümü) ve Casusluk oyunlarını yazışmalı oynayın: günde ya da haftada bir hamle. Yalnızca kuralların izin verdiği kadarını görürsünüz; gerisini sunucu saklar.
home-create-account = Hesap oluşturun
home-or-sign-in = ya da giriş yapın
home-the-games = Oyunlar

## Lobi ve oyunlarım

lobby-new-game = Yeni oyun
lobby-who-first = İlk hamleyi kim yapar
lobby-seat-random = Rastgele belirlensin
lobby-seat-first = İlk hamleyi ben yaparım
lobby-seat-second = İlk hamleyi rakibim yapar
lobby-time = Süre
lobby-days-per-move = Hamle başına gün
lobby-fischer-initial = Başlangıçtaki gün sayısı
lobby-fischer-increment = Hamle başına eklenen gün sayısı
lobby-fischer-cap-label = Saatte birikebilecek en çok gün sayısı
lobby-clock-note = Saat diziliş sırasında da işler. Tatildeyken saat durur.
lobby-rated = Puanlı (iki taraftan biri ikiden az hamle yaptıysa oyun puanlanmaz)
tournaments-rated = Puanlı turnuva (iki taraftan biri ikiden az hamle yaptıysa oyun puanlanmaz)
lobby-challenge = Meydan okunacak oyuncu (açık oyun için boş bırakın)
lobby-create = Oyun oluştur
lobby-challenges = Size gelen meydan okumalar
lobby-being-played = Süren oyunlar
lobby-watch = İzlemek için bir oyunu açın.
lobby-open-games = Açık oyunlar
lobby-any-game = Hepsi
lobby-any-clock = Hepsi
lobby-fischer = Fischer saati
lobby-filter = Göster
lobby-none-open = Uygun açık oyun yok. Aşağıdan bir oyun oluşturun; diğer oyuncular onu burada görecek.
lobby-rated-column = Puanlı
lobby-rated-yes = puanlı
lobby-rated-no = puansız
lobby-offered-by = Oyunu açan (puanı)
lobby-join = Katıl
lobby-created = Oyun oluşturuldu.
lobby-joined = Oyundasınız. Ordunuzu dizin.
lobby-declined = Meydan okumayı reddettiniz; oyun oynanmayacak.
lobby-withdrawn = Oyunu geri çektiniz; oyun oynanmayacak.
games-your-turn = Sıra sizde
games-waiting = Rakibi bekleyen oyunlar
games-finished = Bitenler
games-newer = Daha yeni biten oyunlar
games-older = Daha eski biten oyunlar
games-start-or-join = Yeni bir oyun başlatın ya da bir oyuna katılın
state-open = Rakip bekleniyor
state-challenge-sent = { $opponent } oyuncusunun kabul etmesi bekleniyor
state-challenged = { $opponent } size meydan okuyor
state-set-up = Ordunuzu dizin
state-waiting-setup = { $opponent } oyuncusunun dizilişi bekleniyor
state-your-move = Sıra sizde
state-their-move = Sıra { $opponent } oyuncusunda
state-won = { $how ->
        [flag_captured] Bayrağı ele geçirerek kazandınız
        [hq_captured] Karargâhı ele geçirerek kazandınız
        [resign] Kazandınız: rakibiniz pes etti
        [timeout] Kazandınız: rakibinizin süresi doldu
        [forfeit] Hükmen kazandınız
        [no_movable_pieces] Kazandınız: rakibinizin hareket edebilecek taşı kalmadı
        [no_moves] Kazandınız: rakibiniz hamle yapamıyor
       *[other] Kazandınız ({ $reason })
    }
state-lost = { $how ->
        [flag_captured] Kaybettiniz: bayrağınız ele geçirildi
        [hq_captured] Kaybettiniz: karargâhınız ele geçirildi
        [resign] Pes ederek kaybettiniz
        [timeout] Kaybettiniz: süreniz doldu
        [forfeit] Hükmen kaybettiniz
        [no_movable_pieces] Kaybettiniz: hareket edebilecek taşınız kalmadı
        [no_moves] Kaybettiniz: hamle yapamıyorsunuz
       *[other] Kaybettiniz ({ $reason })
    }
state-drawn = { $how ->
        [draw_agreed] Anlaşmayla berabere
       *[other] Berabere ({ $reason })
    }
state-seat-won = { $how ->
        [flag_captured] { $side } bayrağı ele geçirerek kazandı
        [hq_captured] { $side } karargâhı ele geçirerek kazandı
        [resign] { $side } kazandı: rakibi pes etti
        [timeout] { $side } kazandı: karşı tarafın süresi doldu
        [forfeit] { $side } hükmen kazandı
        [no_movable_pieces] { $side } kazandı: karşı tarafın hareket edebilecek taşı kalmadı
        [no_moves] { $side } kazandı: karşı taraf hamle yapamadı
       *[other] { $side } kazandı ({ $reason })
    }
list-anyone = herhangi biri
list-clock-stopped = saat duruyor (tatilde)
list-move = { $n }. { $unit ->
        [move] sıra
       *[other] hamle
    }
list-left-days = { $days } gün { $hours } sa. kaldı
list-left-hours = { $hours } sa. { $minutes } dk. kaldı
list-left-minutes = { $minutes } dk. kaldı
list-time-up = Süre doldu

## Hesap

account-title = Hesap
account-heading = Hesabınız: { $name }
account-admin-console = Yönetim paneli
account-board = Tahta
account-rank-numbers = Rütbe numaraları
account-numbering-modern = Modern: 10 = mareşal … 2 = keşifçi
account-numbering-classic = Klasik: 1 = mareşal … 9 = keşifçi
account-orientation = Tahtanın yönü
account-orientation-own = Taşlarım altta
account-orientation-first = Her zaman kırmızı (ya da beyaz) altta
account-confirm-moves = Hamle gönderilmeden önce bana sor
account-letters-only = Taşları resimsiz, yalnızca harf ve sayı olarak göster
account-save-preferences = Tercihleri kaydet
account-password = Parola
account-current-password = Mevcut parola
account-new-password = Yeni parola
account-change-password = Parolayı değiştir
account-email = E-posta
account-email-now = Şu anki adresiniz: { $email }. Değişiklik, yeni adrese gönderdiğimiz bağlantıyı açtığınızda geçerli olur.
account-email-now-unconfirmed = Şu anki adresiniz: { $email } (henüz onaylanmadı: gönderdiğimiz e-postaya bakın). Değişiklik, yeni adrese gönderdiğimiz bağlantıyı açtığınızda geçerli olur.
account-new-email = Yeni e-posta
account-your-password = Parolanız
account-change-email = E-postayı değiştir
account-mail = E-postalar
account-mail-me-when = Bana şu durumlarda e-posta gönder
account-daily-digest = Günde en çok bir e-posta: sıra her bana geldiğinde ayrı bir e-posta yerine beni bekleyen oyunların özeti
account-save-mail = E-posta tercihlerini kaydet
account-mailbox = Posta kutunuz
account-mailbox-note = (bu site e-postaları göndermek yerine orada saklar).
mailbox-mode-warning = Bu sunucu e-posta göndermiyor: her e-posta bunun yerine posta kutusu sayfasında gösteriliyor, bu yüzden hiçbir adres gerçekten onaylanmış değil. Oyuncuların e-postaya güvenebilmesi için önce SMTP_URL değerini ayarlayın.
mailbox-mode-player = Bu site e-posta göndermiyor; e-postalarınızı
mailbox-mode-link = posta kutusu sayfanızda bulabilirsiniz
mailbox-mode-visitor = Bu site e-posta göndermiyor: her oyuncu, giriş yaptıktan sonra e-postalarını kendi posta kutusu sayfasında okur. Bu nedenle buradaki adreslerin hiçbiri e-postayla onaylanmış değildir.
account-vacation = Tatil
account-vacation-on = { $since } tarihinden beri tatildesiniz: oyunlarınızın saatleri duruyor ve rakipleriniz nedenini görüyor. Bu yılki tatil hakkınızdan { $left } gün kaldı.
account-vacation-off = Tatildeyken oyunlarınızın saatleri durur. Bu yılki { $allowance } gününüzden { $left } gün kaldı.
account-vacation-end = Tatilimi bitir
account-vacation-start = Tatile başla
account-sessions = Oturumlar
account-sessions-limits = Oturum açık olduğunuz yerler. 45 gün kullanılmayan oturum sona erer; her durumda da en geç 90 gün sonra kapanır.
account-session-this = bu tarayıcı
account-session-end = Bu oturumu kapat
account-session-ended = O oturum sona erdi.
account-session-device = { $system } üzerinde { $browser }
account-session-unknown-device = bilinmeyen bir tarayıcı
account-sign-out-everywhere = Her yerden çıkış yap
account-sign-out-tokens-too = API anahtarlarımı da iptal et (onları kullanan programlar çalışmayı bırakır)
account-welcome-mail = Hoş geldiniz! Puanlı oyunlar oynamak için adresinizi onaylayın: az önce gönderdiğimiz e-postadaki bağlantıyı açın.
account-welcome-mailbox = Hoş geldiniz! Puanlı oyunlar oynamak için adresinizi onaylayın: bağlantı, posta kutusu sayfanızdaki e-postada (bu site e-posta göndermiyor).
account-own-data = Verileriniz
account-own-data-what = Bu sitenin sizinle ilgili tuttuğu her şey tek bir dosyada (JSON): hesabınız ve ayarlarınız, oturumlar, API anahtarları (gizli kısımları hariç), bitmiş oyunların kayıtlarıyla birlikte oyunlarınız, notlarınız, yazdığınız mesajlar, kayıtlı dizilişler, puanlar, turnuva kayıtları, size gönderilmek üzere sıradaki e-postalar, adınızla yapılan girişler ve yöneticilerin hesabınızdaki işlemleri.
account-own-data-download = Verilerimi indir
account-delete = Hesabımı sil
account-delete-what = Süren oyunlarınızı hükmen kaybedersiniz ve turnuvalarınızdan çekilirsiniz. Adresiniz, oturumlarınız, anahtarlarınız, notlarınız, kayıtlı dizilişleriniz, ayarlarınız ve sırada bekleyen e-postalarınız silinir; adınız her yerde bir yer tutucuyla değiştirilir. Bitmiş oyunlarınız rakipleriniz için bu yer tutucuyla kalır. Adınız { $days } gün sonra yeniden kaydedilebilir. Bu geri alınamaz: saklamak istiyorsanız önce verilerinizi indirin.
account-delete-messages = Yazdığınız mesajlar
account-delete-messages-keep = oyunların sohbetlerinde kalsın (yer tutucu adıyla)
account-delete-messages-remove = silinsin
account-delete-understood = Bunun geri alınamayacağını anlıyorum
account-delete-button = Hesabımı kalıcı olarak sil
account-deleted = Hesabınız silindi. Oynadığınız için teşekkürler.
error-delete-not-understood = Bunun geri alınamayacağını anladığınızı belirten kutuyu işaretleyin.
error-username-released = Bu ad yakın zamanda silinen bir hesaba aitti; silinmesinden { $days } gün sonra yeniden alınabilir.
account-password-changed = Parolanız değiştirildi. Diğer tüm oturumlarınız kapatıldı.
account-email-link-sent = Yeni adrese bir bağlantı gönderdik: açtığınızda adresiniz değişir.
account-preferences-saved = Tercihler kaydedildi.
account-zone-saved = Tarihler artık kendi saat diliminizde gösteriliyor.
account-calendar = Takvim
account-calendar-text = Son tarihlerinizi, bir gün önceden hatırlatmayla telefonunuzun ya da bilgisayarınızın takviminde görün: size özel adrese abone olun. Bu adresi kimseyle paylaşmayın: adresi bilen herkes son tarihlerinizi görür.
account-calendar-subscribe = Takvim uygulamama ekle
account-calendar-atom = Besleme okuyucuları için Atom beslemesi
account-calendar-address = Elle eklenecek adres
account-calendar-make = Takvim adresimi oluştur
account-calendar-renew = Yeni adres oluştur (eskisi artık çalışmaz)
account-calendar-renewed = Takviminizin yeni bir adresi var: ona yeniden abone olun.
account-calendar-made = Takvim adresiniz hazır: takviminizden ona abone olun.
calendar-name = Fieldpost: { $name } oyuncusunun son tarihleri
calendar-your-move = { $id } numaralı oyunda ({ $preset }, rakip: { $opponent }) hamle sırası sizde
calendar-your-setup = { $id } numaralı oyunda ({ $preset }, rakip: { $opponent }) ordunuzu dizin
calendar-entries-close = “{ $name }” için kayıtlar kapanıyor
calendar-reminder = Yarın süre doluyor: { $title }
calendar-due = Son tarih: { $at }
account-zone = Saat dilimi
account-zone-current = Son tarihler de dâhil bütün tarihler { $zone } saat diliminde gösterilir.
account-zone-label = Saat dilimi (örneğin Europe/Istanbul; boş bırakılırsa UTC)
account-zone-browser = Bu tarayıcının saat dilimini kullan
account-zone-save = Saat dilimini kaydet
zone-offer = Bir saat dilimi seçene kadar tarihler UTC olarak gösterilir. Tarayıcınızın saat dilimi:
zone-use = Bunu kullan
zone-keep-utc = UTC kalsın
mail-kind-your-turn = Sıra bana geldiğinde
mail-kind-challenge = Biri bana meydan okuduğunda
mail-kind-game-started = Bir oyunum başladığında
mail-kind-game-over = Bir oyunum bittiğinde
mail-kind-reminder = Sürem dolmak üzereyken
mail-kind-message = Rakibim bir oyunda bana yazdığında

## Giriş ve çıkış

auth-signed-out = Çıkış yaptınız.
auth-signed-out-everywhere = Tüm cihazlardan çıkış yaptınız.
auth-sign-in = Giriş yap
auth-username = Kullanıcı adı
auth-password = Parola
auth-new-here = Hesabınız yok mu?
auth-create-account = Hesap oluşturun
auth-forgot = Parolanızı mı unuttunuz?
auth-reset-it = Sıfırlayın
auth-register = Kaydol
auth-username-hint = 3–24 karakter: Türkçe karakter içermeyen harfler (a–z), rakamlar, _ ya da -.
auth-email = E-posta
auth-password-hint = En az 10 karakter.
auth-already = Zaten kayıtlı mısınız?
auth-already-sign-in = Giriş yapın
auth-reset-title = Parolanızı sıfırlayın
auth-new-password = Yeni parola
auth-set-password = Yeni parolayı belirle
auth-reset-explain = Hesabınızın e-posta adresini yazın; yeni bir parola seçmeniz için size bir bağlantı göndereceğiz.
auth-mail-me-link = Bana bağlantı gönder

## İletilerden gelinen sayfalar

error-back-to-games = Oyunlarınıza dönün
error-back-home = Ana sayfaya dönün
message-your-games = Oyunlarınız
link-confirmed-title = Adres onaylandı
link-confirmed = Teşekkürler, e-posta adresiniz onaylandı.
link-email-changed-title = E-posta adresi değişti
link-email-changed = Yeni e-posta adresiniz artık kullanımda.
link-gone-title = Bu bağlantı artık geçerli değil
reset-check-mail-title = E-postanıza bakın
reset-check-mail = Bu adrese kayıtlı bir hesap varsa, yeni bir parola seçmeniz için bir bağlantı gönderildi. Bağlantı bir saat içinde ve yalnızca bir kez kullanılabilir.
reset-link-gone = Bu bağlantının süresi doldu ya da zaten kullanıldı. Yenisini isteyin.
reset-done = Parolanız değiştirildi. Yeni parolanızla giriş yapın.
unsubscribed-title = Abonelik iptal edildi
unsubscribed = Bu e-postaları artık almayacaksınız. Hesap sayfanızdan yeniden açabilirsiniz.
unsubscribe-title = Aboneliği iptal et
unsubscribe-heading = Bu e-postalar durdurulsun mu?
unsubscribe-all = Tüm oyun e-postalarını durdur
account-mail-saved = E-posta tercihleri kaydedildi.
account-unsubscribe-rotate = Abonelikten çıkma bağlantılarını yenile
account-unsubscribe-rotate-help = Her e-postada, oturum açmadan e-postaları kapatan bir bağlantı bulunur. E-postalarınız başkalarına iletildiyse ya da başkaları gördüyse yeni bağlantılar oluşturun: eskileri artık çalışmaz.
account-unsubscribe-rotated = Abonelikten çıkma bağlantıları yenilendi; eskileri artık çalışmıyor.
vacation-started = Tatildesiniz: oyunlarınızın saatleri duruyor.
vacation-ended = Tekrar hoş geldiniz: saatleriniz yeniden işliyor.
mailbox-title = Posta kutusu
mailbox-heading = { $address } adresine gelen e-postalar
mailbox-note = Bu site e-posta göndermiyor; bu yüzden e-postalarınız burada saklanıyor.
mailbox-empty = Henüz e-posta yok.
mailbox-plain-text = Düz metin
mailbox-queued = sırada
mailbox-delivered = teslim edildi
mailbox-failed = başarısız
# A state with a count of mails on the admin's pages.
admin-mail-count = { $state ->
        [pending] Sırada
        [sent] Teslim edildi
       *[failed] Başarısız
    }: { $n }

## Hata sayfalarının başlıkları olarak HTTP durumları

status-400 = Hatalı istek
status-401 = Giriş gerekli
status-403 = Erişim engellendi
status-404 = Bulunamadı
status-405 = Yönteme izin verilmiyor
status-409 = Çakışma
status-410 = Artık yok
status-413 = Çok büyük
status-415 = Desteklenmeyen biçim
status-422 = Reddedildi
status-429 = Çok fazla istek
status-500 = İç hata
status-503 = Hizmet kullanılamıyor
status-303 = Yönlendiriliyor

## Taşlar, taraflar, oyun türleri ve sonuçlar

piece-marshal = mareşal
    .acc = mareşali
    .dat = mareşale
    .ins = mareşalle
    .poss = mareşaliniz
    .poss-acc = mareşalinizi
    .poss-dat = mareşalinize
    .poss-ins = mareşalinizle
piece-general = general
    .acc = generali
    .dat = generale
    .ins = generalle
    .poss = generaliniz
    .poss-acc = generalinizi
    .poss-dat = generalinize
    .poss-ins = generalinizle
piece-colonel = albay
    .acc = albayı
    .dat = albaya
    .ins = albayla
    .poss = albayınız
    .poss-acc = albayınızı
    .poss-dat = albayınıza
    .poss-ins = albayınızla
piece-major = binbaşı
    .acc = binbaşıyı
    .dat = binbaşıya
    .ins = binbaşıyla
    .poss = binbaşınız
    .poss-acc = binbaşınızı
    .poss-dat = binbaşınıza
    .poss-ins = binbaşınızla
piece-captain = yüzbaşı
    .acc = yüzbaşıyı
    .dat = yüzbaşıya
    .ins = yüzbaşıyla
    .poss = yüzbaşınız
    .poss-acc = yüzbaşınızı
    .poss-dat = yüzbaşınıza
    .poss-ins = yüzbaşınızla
piece-lieutenant = teğmen
    .acc = teğmeni
    .dat = teğmene
    .ins = teğmenle
    .poss = teğmeniniz
    .poss-acc = teğmeninizi
    .poss-dat = teğmeninize
    .poss-ins = teğmeninizle
piece-sergeant = çavuş
    .acc = çavuşu
    .dat = çavuşa
    .ins = çavuşla
    .poss = çavuşunuz
    .poss-acc = çavuşunuzu
    .poss-dat = çavuşunuza
    .poss-ins = çavuşunuzla
piece-miner = istihkâmcı
    .acc = istihkâmcıyı
    .dat = istihkâmcıya
    .ins = istihkâmcıyla
    .poss = istihkâmcınız
    .poss-acc = istihkâmcınızı
    .poss-dat = istihkâmcınıza
    .poss-ins = istihkâmcınızla
piece-scout = keşifçi
    .acc = keşifçiyi
    .dat = keşifçiye
    .ins = keşifçiyle
    .poss = keşifçiniz
    .poss-acc = keşifçinizi
    .poss-dat = keşifçinize
    .poss-ins = keşifçinizle
piece-spy = casus
    .acc = casusu
    .dat = casusa
    .ins = casusla
    .poss = casusunuz
    .poss-acc = casusunuzu
    .poss-dat = casusunuza
    .poss-ins = casusunuzla
piece-bomb = bomba
    .acc = bombayı
    .dat = bombaya
    .ins = bombayla
    .poss = bombanız
    .poss-acc = bombanızı
    .poss-dat = bombanıza
    .poss-ins = bombanızla
piece-flag = bayrak
    .acc = bayrağı
    .dat = bayrağa
    .ins = bayrakla
    .poss = bayrağınız
    .poss-acc = bayrağınızı
    .poss-dat = bayrağınıza
    .poss-ins = bayrağınızla
piece-corporal = onbaşı
    .acc = onbaşıyı
    .dat = onbaşıya
    .ins = onbaşıyla
    .poss = onbaşınız
    .poss-acc = onbaşınızı
    .poss-dat = onbaşınıza
    .poss-ins = onbaşınızla
piece-minesweeper = mayın temizleyici
    .acc = mayın temizleyiciyi
    .dat = mayın temizleyiciye
    .ins = mayın temizleyiciyle
    .poss = mayın temizleyiciniz
    .poss-acc = mayın temizleyicinizi
    .poss-dat = mayın temizleyicinize
    .poss-ins = mayın temizleyicinizle
piece-mine = mayın
    .acc = mayını
    .dat = mayına
    .ins = mayınla
    .poss = mayınınız
    .poss-acc = mayınınızı
    .poss-dat = mayınınıza
    .poss-ins = mayınınızla
piece-headquarters = karargâh
    .acc = karargâhı
    .dat = karargâha
    .ins = karargâhla
    .poss = karargâhınız
    .poss-acc = karargâhınızı
    .poss-dat = karargâhınıza
    .poss-ins = karargâhınızla
seat-red = kırmızı
seat-blue = mavi
seat-white = beyaz
seat-black = siyah
side-red = Kırmızı
side-blue = Mavi
side-white = Beyaz
side-black = Siyah
variant-stratego = Stratego (ISF turnuva kuralları)
variant-stratego-original = Stratego (özgün Milton Bradley kuralları)
variant-barrage = Barrage
variant-duel = Duel
variant-marsal-a-spion = Maršál a špión
variant-espionage = Casusluk
variant-espionage-small = Küçük Casusluk
variant-espionage-fast = Hızlı Casusluk
variant-espionage-open-fast = Açık Hızlı Casusluk
variant-espionage-small-fast = Küçük Hızlı Casusluk
reason-flag-captured = bayrak ele geçirildi
reason-hq-captured = karargâh ele geçirildi
reason-no-moves = hamle yok
reason-both-no-moves = iki tarafın da hamlesi yok
reason-no-movable-pieces = hareket edebilen taş yok
reason-flag-unreachable = bayrağa ulaşılamıyor
reason-move-limit = hamle sınırı
reason-resign = pes edildi
reason-draw-agreed = anlaşmalı beraberlik
reason-timeout = süre doldu
reason-adjudicated = yönetici kararı
reason-forfeit = hükmen
reason-declared = yöneticinin ilan ettiği sonuç
reason-aborted = iptal edildi
result-drawn = { $how ->
        [draw_agreed] Oyun anlaşmayla berabere bitti.
       *[other] Oyun berabere bitti ({ $reason }).
    }
result-won = { state-won }.
result-lost = { state-lost }.
result-seat-won = { $how ->
        [flag_captured] { SEATED($name, $seat) } bayrağı ele geçirerek kazandı.
        [hq_captured] { SEATED($name, $seat) } karargâhı ele geçirerek kazandı.
        [resign] { SEATED($name, $seat) } kazandı: rakibi pes etti.
        [timeout] { SEATED($name, $seat) } kazandı: karşı tarafın süresi doldu.
        [forfeit] { SEATED($name, $seat) } hükmen kazandı.
        [no_movable_pieces] { SEATED($name, $seat) } kazandı: karşı tarafın hareket edebilecek taşı kalmadı.
        [no_moves] { SEATED($name, $seat) } kazandı: karşı taraf hamle yapamadı.
       *[other] { SEATED($name, $seat) } kazandı ({ $reason }).
    }
## Sözcüklerle hamleler

# A piece's name takes its case and the possessive "your" as suffixes, with the vowels the name's last vowel asks
# for ("yüzbaşınızı", "teğmeninizi", "bayrağınıza"): each piece carries its forms as attributes.
words-own-piece = { $piece-poss } ({ $label })
    .acc = { $piece-poss-acc } ({ $label })
    .dat = { $piece-poss-dat } ({ $label })
    .ins = { $piece-poss-ins } ({ $label })
words-seat-piece = { $seat } { $piece } ({ $label })
    .acc = { $seat } { $piece-acc } ({ $label })
    .dat = { $seat } { $piece-dat } ({ $label })
    .ins = { $seat } { $piece-ins } ({ $label })
words-own-unknown = taşınız
    .acc = taşınızı
    .dat = taşınıza
    .ins = taşınızla
words-seat-unknown = { $seat } taş
    .acc = { $seat } taşı
    .dat = { $seat } taşa
    .ins = { $seat } taşla
words-you-moved = { CAPITAL($mover-acc) } { SQUARE($from, "abl") } { SQUARE($to, "dat") } oynadınız.
words-moved = { $who }, { $mover-acc } { SQUARE($from, "abl") } { SQUARE($to, "dat") } oynadı.
words-you-attacked = { CAPITAL($mover-ins) } { SQUARE($from, "abl") } { SQUARE($to, "loc") }ki { $defender-dat } saldırdınız: { $result }.
words-attacked = { $who }, { $mover-ins } { SQUARE($from, "abl") } { SQUARE($to, "loc") }ki { $defender-dat } saldırdı: { $result }.
words-removed = { $piece } tahtadan çıktı
words-both-removed = ikisi de tahtadan çıktı
words-captured = { $piece } ele geçirildi
words-defused = { $piece } etkisiz hâle getirildi
words-beat = { $winner } kazandı, { $loser } tahtadan çıktı
words-spied = Casuslarınız şunları gördü: { $pieces }.

## Reddedilen hamleler ve dizilişler

refused-game-over = oyun bitti
refused-not-a-move = “{ $text }” bir hamle değil: tahtanın iki karesi olarak yazın, örneğin e4-e5
refused-no-piece = { SQUARE($square, "loc") } taş yok
refused-not-yours = { SQUARE($square, "loc") }ki taş sizin değil
refused-immobile = { $piece } hareket edemez
refused-not-in-line = { $from } ile { $to } aynı düz çizgi üzerinde değil
refused-same-square = taş başka bir kareye gitmelidir
refused-diagonal = taşlar yalnızca dikey ve yatay hareket eder (yukarı, aşağı, sola ya da sağa)
refused-long-diagonal = çapraz adım yalnızca bir kare olabilir
refused-diagonal-attack = saldırı yalnızca dikey ya da yatay yapılabilir; çapraz bir adım boş bir karede bitmelidir
refused-too-far = { $family ->
        [espionage] taşlar yalnızca birer kare ilerleyebilir
       *[other] yalnızca keşifçi birden fazla kare ilerleyebilir
    }
refused-blocked = yol { SQUARE($square, "loc") } kapalı
refused-lake = { SQUARE($square, "dat") } girilemez: orası göl
refused-volcano = { SQUARE($square, "dat") } girilemez: orası yanardağ
refused-own-piece = { SQUARE($square, "loc") } kendi taşınız var
refused-no-scout-strike = bu kurallarda keşifçi aynı sırada hem ilerleyip hem de saldıramaz
refused-same-piece-twice = bir sırada iki ayrı taşla iki hamle yapılır: bu taş bu sırada zaten oynadı
refused-immediate-return = hemen geri dönülemez: bu taş önceki sıranızda { SQUARE($square, "abl") } ayrıldı
refused-two-squares = iki kare kuralı: bir taş aynı iki kare arasında art arda { $n } kereden fazla gidip gelemez
refused-more-squares = çok kare kuralı: bu kovalama hamlesi, aynı kovalamada daha önce oluşmuş bir konumu tekrarlar
setup-length = dizilişte { $given } karakter var; bu oyun { $rows }. satırların her karesi için bir tane olmak üzere { $expected } karakter ister
setup-unknown-code = { SQUARE($square, "loc") }ki “{ $code }” bu oyunun bir taş kodu değil
setup-outside = { $square } diziliş satırlarınızın dışında
setup-missing = eksik: { $pieces }
setup-excess = fazla: { $pieces }
setup-foreign = { $n } × { $piece } bu orduda yer almaz
list-join = { $a }, { $b }
list-join-groups = { $a }; { $b }

## Oyun sayfası

clock-per-move = hamle başına { $days } gün
clock-fischer = { $days } gün, hamle başına +{ $increment } gün, en çok { $cap } gün
clock-only = Süre: { $control }.
clock-none = sınırsız
clock-deadline = Süre: { $control }. Son tarih: { $deadline }.
clock-paused = Süre: { $control }. Oyun duraklatıldı: bir oyuncunun hesabı askıya alındı.
clock-vacation = Süre: { $control }. { $names } tatilde: saat duruyor.
waiting-open-own = Bir rakibin katılması bekleniyor.
waiting-open = { $name } rakip arıyor.
waiting-challenge-sent = { $name } oyuncusunun meydan okumanızı kabul etmesi bekleniyor.
waiting-challenged = { $name } size meydan okuyor.
waiting-declined = Meydan okuma reddedildi.
waiting-cancelled = Bu oyun kimse katılmadan geri çekildi.
waiting-setup-submitted = Dizilişiniz gönderildi. { $name } oyuncusunun dizilişi bekleniyor.
waiting-setup-watching = Oyuncular ordularını diziyor.
waiting-ended-in-setup = Oyun, oynanmaya başlamadan bitti. { $result }
waiting-playing = Oyun sürüyor.
waiting-accept = Kabul et ve oyna
waiting-decline = Reddet
waiting-withdraw = Bu oyunu geri çek
play-your-move = Sıra sizde.
play-your-second-move = Sıra hâlâ sizde: bu sıradaki ikinci hamlenizi başka bir taşla yapın.
play-to-move = Hamle sırası: { SEATED($name, $seat) }.
play-over = Oyun bitti.
play-draw-offered = Beraberlik teklif edildi.
play-draw-agreed = Beraberlik kabul edildi.
play-draw-declined = Beraberlik teklifi reddedildi.
play-draw-computer-accepted = Bilgisayar kabul ediyor: oyun berabere bitti.
play-draw-computer-declined = Bilgisayar beraberliği reddediyor ve oynamaya devam ediyor.
play-vs = –
play-watching = — izliyorsunuz
play-looking-back =
    { $ply ->
        [0] Başlangıç konumuna bakıyorsunuz.
       *[other] { $ply }. hamleden sonraki konuma bakıyorsunuz.
    }
play-back-to-present = Güncel konuma dön
play-since-your-move = Son hamlenizden beri
play-board = Tahta
play-move-to = { $square } — buraya oynamak için seçin
play-choose-to-move = { $square } — oynamak için seçin
play-steps = Oyunda gezin
play-step-back =
    { $ply ->
        [0] ◀ başlangıç
       *[other] ◀ { $ply }. hamle
    }
play-step-here =
    { $ply ->
        [0] başlangıç
       *[other] { $ply }. hamleden sonra
    }
play-step-forward = { $ply }. hamle ▶
play-from = Nereden
play-to = nereye
play-move = Oyna
play-draw-offer-received = Rakibiniz beraberlik teklif ediyor.
play-accept-draw = Beraberliği kabul et
play-decline-draw = Reddet
play-you-offered-draw = Beraberlik teklif ettiniz.
play-offer-draw = Beraberlik teklif et
play-resign-confirm = Bu oyunda pes etmek istiyor musunuz?
setup-resign-confirm = Oyun başlamadan pes etmek istiyor musunuz? Oyunu rakibiniz kazanır.
play-resign = Pes et
play-download-record = Oyun kaydını indir
play-download-record-xml = Gravon arşiv araçları için indir (StraDoS2 XML)
play-next-game = Sıranın sizde olduğu sonraki oyun →
confirm-move = { $from }–{ $to } hamlesi ({ $piece }) gönderilsin mi?
confirm-attack = { SQUARE($to, "dat") } { $piece-poss } saldırsın mı?
confirm-attack-known = { SQUARE($to, "loc") }ki { $defender-dat } { $piece-poss } saldırsın mı?
error-one-move-now = Şu anda yalnızca bir hamle gönderilebilir.
error-first-move-alone = Bu ilk hamle tek başına gönderilir (bir çarpışma olur, bir casus bir şey görür ya da sıra biter): onu gönderin, sonra ikincisini seçin.
confirm-turn = { $first } ve { $second } hamleleri gönderilsin mi?
play-planned-second = İlk hamleniz ({ $move }) planlandı ama henüz gönderilmedi: ikincisini seçin.
play-plan-take-back = İlk hamleyi geri al
confirm-send = Gönder
confirm-cancel = Vazgeç
notes-saved = Notunuz kaydedildi. Yalnızca siz görebilirsiniz.
notes-probably = muhtemelen { $piece }
notes-not = { $piece } değil
notes-yours = notunuz: { $note }
notes-no-guess = tahmin yok
notes-write-on = { $square }, not ekleyin
notes-heading = { SQUARE($square, "loc") }ki taş hakkındaki notunuz
notes-can-be = Hâlâ şunlardan biri olabilir: { $kinds }.
notes-why-moved = Hareket etti, yani şunlardan hiçbiri değil: { $kinds }.
notes-why-far = Tek hamlede birden fazla kare ilerledi, yani yalnızca şu olabilir: { $kinds }.
notes-why-counted = Şu türlerin taşlarının hepsini zaten başka yerde buldunuz, yani bunlardan hiçbiri değil: { $kinds }.
notes-why-beat = Yendiği taş: { $loser }; yani şunlardan biri: { $kinds }.
notes-guess = Tahmininiz
notes-text = Birkaç kelime
notes-private = Notlarınızı yalnızca siz görürsünüz; not taşla birlikte hareket eder ve taşın ne olduğunu öğrendiğinizde kaybolur. Silmek için ikisini de boş bırakın.
notes-save = Notu kaydet
talk-heading = Sohbet
talk-none = Henüz mesaj yok. Rakibiniz sitede değilken yazdıklarınız ona e-postayla ulaşır.
talk-report = Yöneticilere bildir
talk-report-confirm = Bu mesaj yöneticilere bildirilsin mi?
talk-reported = Mesaj bildirildi; bir yönetici inceleyecek.
talk-write = { $name } için bir mesaj
talk-send = Mesajı gönder
talk-mute = { $name } adlı oyuncunun mesajlarını gizle
talk-muted-note = Bu oyunda { $name } adlı oyuncunun mesajlarını gizlediniz.
talk-unmute = Mesajları yeniden göster
talk-muted = Bu oyunda rakibinizin mesajları gizlendi.
talk-unmuted = Rakibinizin mesajları yeniden gösteriliyor.
rematch-offer = Rövanş
rematch-swapped = Aynı oyun türü ve süre; renkler yer değiştirir.
rematch-offered-to-you = { $name }, renklerin yer değiştirdiği bir rövanş öneriyor.
rematch-offered-by-you = { $name } adlı oyuncuya rövanş önerdiniz.
rematch-accept = Rövanşı kabul et
rematch-see = Rövanşa git
rematch-done = Rövanş oyunu oluşturuldu.
play-pieces-left = Kalan taşlar
play-piece = Taş
play-removed-unknown = Kimliği gösterilmeden tahtadan çıkanlar
play-pieces-note-player = Bildiğiniz kadarıyla: kimliği gösterilmeden çıkarılan bir taş yukarıda hâlâ sayılır; bunların sayısı son satırda gösterilir.
play-pieces-note-spectator = İki oyuncunun da bildiği kadarıyla: kimliği gösterilmeden çıkarılan bir taş yukarıda hâlâ sayılır; bunların sayısı son satırda gösterilir.
play-moves = Hamleler
play-legend-moved = hareket etmiş
play-legend-known = rakibiniz ne olduğunu biliyor
play-legend-known-spectator = rakibi bu taşın ne olduğunu biliyor
play-legend-last = son hamleler
setup-title = Diziliş
setup-arrange = Ordunuzu gizlice dizin ({ $seat }, { $rows }. satırlar).
setup-opponent-ready = { $name } dizilişini gönderdi.
setup-opponent-arranging = { $name } hâlâ ordusunu diziyor.
setup-choose-two = Yerlerini değiştirmek için kendi taşlarınızdan ikisini seçin.
setup-chosen = Yerlerini değiştirmek için kendi taşlarınızdan ikisini seçin — { $square } seçildi, şimdi öbür kareyi seçin ya da
setup-cancel = vazgeçin
setup-your-setup = Dizilişiniz
setup-your-army = Ordunuz: { $army }.
setup-submit = Bu dizilişi gönder
setup-paste-summary = Bir diziliş yapıştırın ya da bunu kopyalayın
setup-paste-label = { $rows }. satırların her karesi için bir karakter; oyun kaydındaki sırayla, en alt satırın a sütunundan başlayarak (boş kare için .)
setup-use-text = Bu metni kullan
setup-saved-summary = Kayıtlı dizilişler
setup-save-as = Bu dizilişi şu adla kaydet
setup-save = Kaydet
setup-saved-label = Kayıtlı diziliş
setup-load = Yükle
setup-done-paste = Diziliş metinden alındı.
setup-done-random = Gerçek oyuncuların taşlarını yerleştirdiği yerlerden derlenmiş yeni bir diziliş önerisi.
setup-done-load = Kayıtlı diziliş yüklendi.
setup-done-save = Diziliş kaydedildi.
setup-done-submit = Diziliş gönderildi. Rakibiniz yalnızca hazır olduğunuzu görür.

## The setup editor: tray, dragging, mirror and the question before submitting
setup-suggest = Bir diziliş öner
setup-mirror = Sağı ve solu değiştir
setup-done-mirror = Diziliş soldan sağa ters çevrildi.
setup-tray = Yerleştirilecek taşlar
setup-tray-left = Kalan { $piece } ({ $label }): { $n ->
    [0] yok
   *[other] { $n } tane
}
setup-count = { $n } × { $piece }
setup-still-to-place = Henüz yerleştirilmeyenler: { $pieces }.
setup-all-placed = Bütün taşlar tahtada.
setup-holding = Elinizdeki taş: { $piece }. Bir kare seçin ya da taşı yerleştirilecek taşların arasına geri koyun (Esc ile bırakabilirsiniz).
setup-how = Bir taşı bir kareye sürükleyin ya da önce taşı, sonra kareyi seçin (Enter ya da Boşluk tuşuyla; ok tuşlarıyla kareler arasında gezinebilirsiniz). Tahtadaki bir taş, bırakıldığı karedeki taşla yer değiştirir. Tahtadan kaldırmak için taşı yerleştirilecek taşların arasına geri sürükleyin, önce taşı sonra yerleştirilecek taşlar alanını seçin ya da Delete tuşuna basın.
setup-clear = Tahtayı boşalt
setup-confirm = Bu diziliş gönderilsin mi? Gönderildikten sonra değiştirilemez.
setup-keep-arranging = Dizmeye devam et
setup-legend = Kodlar:
setup-legend-empty = boş kare

aria-square = { $square }: { $what }
aria-empty = boş
aria-lake = göl
aria-volcano = yanardağ
aria-unknown = bilinmiyor
aria-moved = hareket etti
aria-revealed = kimliği açığa çıktı

## Oyun türleri, sıralamalar ve profiller

leaderboard-title = Sıralama
leaderboard-player = Oyuncu
leaderboard-games = Oyunlar
profile-ratings = Puanlar
profile-no-rated = Henüz puanlı oyun yok.
profile-rating = Puan
profile-rated-games = Puanlı oyunlar
profile-chart-caption = { $preset }: her puanlı oyundan sonraki puan
profile-chart-label = Puan geçmişi, { $low } ile { $high } arası
profile-results = Sonuçlar
profile-no-finished = Henüz biten oyun yok.
profile-won = Galibiyet
profile-drawn = Beraberlik
profile-lost = Yenilgi
profile-recent = Son oyunlar
status-open = açık
status-challenge = meydan okuma
status-declined = reddedildi
status-cancelled = geri çekildi
status-setup = diziliş aşamasında
status-playing = sürüyor
status-finished = bitti
preset-play = Bu oyunu oyna
preset-register-to-play = Bu oyunu oynamak için kaydolun
preset-board = Tahta
preset-board-note = Her taraf taşlarını kendi satırlarına (gölgeli) gizlice dizer.
preset-diagram = Diziliş alanları ve arazi
preset-diagram-note = { $first } taşlarını alttaki gölgeli satırlara, { $second } üsttekilere dizer; ~ araziyi gösterir.
preset-army = Her ordu: { $army }.
preset-statistics = İstatistikler
preset-finished = { $n ->
    [0] Henüz biten oyun yok.
   *[other] { $n } oyun bitti.
}
preset-result = Sonuç
preset-games = Oyunlar
preset-share = Oran
preset-wins = Kazanan: { $side }
preset-draws = Berabere
preset-average-length = Bir oyun ortalama { $n } hamle sürüyor.
preset-endings = Oyunlar nasıl bitti
preset-ending = Bitiş şekli
preset-against-computer = Bilgisayara karşı
preset-people-won = İnsan galibiyeti
preset-computer-won = Bilgisayar galibiyeti
preset-see-also = Ayrıca bakın
percent = %{ $n }

## Oyun türü sayfalarındaki kurallar

rules-heading = Kurallar
rules-goal = Amaç
rules-pieces = Taşlar
rules-piece = Taş
rules-rank-modern = Rütbe (modern)
rules-rank-classic = Rütbe (klasik)
rules-strength = Güç
rules-count = Sayı
rules-setup = Diziliş
rules-moving = Hareket
rules-battles = Çarpışmalar
rules-repetition = Sonsuz tekrar yasağı
rules-end = Oyunun sonu
rules-information = Ne görürsünüz
rules-s-goal = { $edition ->
        [marsal-a-spion] Düşman bayrağını ele geçirin.
       *[other] Düşman bayrağını ele geçirin. Rakibinizin yapabileceği hiçbir geçerli hamle kalmadığında da kazanırsınız.
    }
rules-s-numbering = Özgün baskı rütbeleri 1’den (mareşal, en güçlü) 9’a (keşifçi) numaralandırır; yeni baskılar tersinden sayar: 10’dan (mareşal) 2’ye (keşifçi) ve 1’e (casus). Hangi numaraları göreceğinizi hesap sayfanızda seçersiniz; kurallar aynıdır.
rules-s-setup-full = Tahta 10 × 10 karedir. Her oyuncu kırk taşının hepsini kendisine en yakın dört satıra gizlice dizer: kırmızı 1–4, mavi 7–10 satırlarına.
rules-s-setup-small = Tahta 10 × 10 karedir. Her oyuncu küçük ordusunu kendisine en yakın dört satırın kırk karesinde istediği yere gizlice dizer; öbür kareler boş kalır.
rules-s-setup-common = Ortadaki iki göle (c5, d5, c6, d6 ile g5, h5, g6, h6) asla girilemez. Dizilişler birbirinden bağımsız gönderilir; ikisi de gönderilince oyun başlar; ilk hamleyi kırmızı yapar.
rules-s-move = Bir taş bir kare ileri, geri ya da yana, boş bir kareye ya da bir düşman taşının üstüne gider; düşman taşının üstüne gitmek saldırıdır.
rules-s-move-czech = Bir taş, sekiz yönün herhangi birinde bir kare ilerleyerek boş bir kareye gidebilir; ama yalnızca ileri, geri ya da yana saldırabilir.
rules-s-immobile = Bombalar ve bayrak asla hareket etmez.
rules-s-scout = Keşifçi düz bir çizgide istediği kadar boş kare ilerler, ama asla bir taşın ya da gölün üstünden geçmez.
rules-s-scout-strike = Yolunu, çizgisindeki ilk düşman taşına saldırarak bitirebilir.
rules-s-scout-no-strike = Özgün kurallarda aynı sırada hem ilerleyip hem de saldıramaz: yalnızca hemen yanındaki bir taşa saldırır.
rules-s-scout-czech = Diğer bütün taşlar gibi çapraz olarak bir kare de gidebilir.
rules-s-battle = Bir düşman taşının üstüne gitmek çarpışma başlatır. Rütbesi yüksek olan kazanır: kaybeden tahtadan çıkar; saldıran kazanırsa kareyi alır. Rütbeler eşitse iki taş da tahtadan çıkar.
rules-s-reveal = İki taş da iki oyuncuya gösterilir; hayatta kalan taş oyunun sonuna kadar bilinir.
rules-s-reveal-czech = Yalnızca saldıran neye saldırdığını görür; savunan tarafa kendisine neyin saldırdığı asla söylenmez ve hayatta kalan saldırgan ondan gizli kalır.
rules-s-bomb = Bomba her saldırganı yok eder ve yerinde kalır; yalnızca istihkâmcı bombayı etkisiz hâle getirir ve karesini alır.
rules-s-flag = Bayrağa saldıran taş bayrağı ele geçirir ve o taşın sahibi oyunu kazanır.
rules-s-spy = Mareşale saldıran casus onu yener. Saldırıya uğrayan casus, mareşal dâhil her taşa yenilir; iki casus karşılaşırsa ikisi de tahtadan çıkar.
rules-s-scout-revealed = Birden çok kare ilerleyen keşifçi, rakibe keşifçi olduğunu belli eder.
rules-s-pic-spy = Mareşale saldıran casus onu yener; saldırıya uğrayan casus kaybeder.
rules-s-pic-miner = Bombayı yalnızca istihkâmcı etkisiz hâle getirir; diğer saldırganlar havaya uçar ve bomba kalır.
rules-s-pic-equal = Eşit rütbe: ikisi de tahtadan çıkar.
rules-s-two-squares = Bir taş, rakip arada ne yaparsa yapsın ve hamleler saldırı olsun olmasın, aynı iki kare arasında art arda üç kereden fazla gidip gelemez. Keşifçi için bir ilerleme, aynı çizgide ters yönde ve önceki ilerlemesinin geçtiği karelerden geçiyorsa geri dönüş sayılır. { $edition ->
        [marsal-a-spion] Oyunculardan birinin başka geçerli hamlesi kalmazsa oyun berabere biter.
       *[other] Başka geçerli hamlesi kalmayan oyuncu kaybeder.
    }
rules-s-more-squares = Çok kare kuralı (ISF): bir hamle, bittiği karenin yanındaki düşman taşlarını tehdit eder; rakip bunlardan birini hemen oynatarak kaçar. Siz tehdit ettikçe ve rakibiniz kaçtıkça kovalıyorsunuz demektir; kovalama hamlesi, aynı kovalamada hamlelerinizden birinin ardından zaten oluşmuş bir konumu (bütün tahta ve sıra) geri getiremez; taş bir önceki hamlesinde geldiği kareye dönüyorsa bu yasak geçerli değildir. Başka geçerli hamlesi kalmayan oyuncu kaybeder.
rules-s-end-flag = Düşman bayrağını ele geçiren kazanır.
rules-end-no-moves = Geçerli hamlesi olmayan oyuncu kaybeder; bir hamleden sonra iki taraf da oynayamıyorsa oyun berabere biter. Yaptığı hamleyle oynatabileceği taşı kalmayan ya da son taşlarını kapana kıstıran oyuncu oyunu hemen kaybeder.
rules-s-end-czech-no-moves = Sırası gelen oyuncunun elinde yalnızca bombalar ve bayrak kaldığında ya da hiç geçerli hamlesi olmadığında, oyun yenilgi yerine beraberlikle biter.
rules-s-end-czech-unreachable = İki taraf da rakibinin bayrağına artık hiçbir şekilde ulaşamayacaksa oyun yine hemen berabere biter (örneğin hiç istihkâmcı kalmamışken bombalarla çevrili bir bayrak).
rules-end-quiet = Art arda 300 hamle çarpışmasız geçerse oyun berabere biter.
rules-end-other = Oyuncu istediği an pes edebilir ya da beraberlik teklif edebilir. Süresi dolan oyuncu kaybeder; ama rakibi oyunu kazandıracak hiçbir taşı artık ele geçiremeyecekse oyun berabere biter.
rules-information-text = Her taşın nerede durduğunu ve hangi taşların daha önce hareket ettiğini her zaman görürsünüz (yani hareket etmiş bir taş { $family ->
        [espionage] mayın ya da karargâh
       *[stratego] bomba ya da bayrak
    } değildir). Bir düşman taşının kimliğinden yalnızca kuralların açığa çıkardığını görürsünüz; sunucu onunla ilgili başka hiçbir bilgiyi size göndermez. Oyun bitince her taş herkese gösterilir.
rules-spectators = İzleyiciler iki oyuncunun da bildiklerini görür: iki tarafa da gösterilmiş bir kimliği görür, yalnızca bir tarafın öğrendiği hiçbir şeyi görmez.
rules-e-goal = Düşman karargâhını ele geçirin. Rakibinizin yapabileceği hiçbir geçerli hamle kalmadığında da kazanırsınız.
rules-e-setup = Tahta 10 × 10 karedir. Her oyuncu otuz taşını kendisine en yakın üç satıra gizlice dizer: beyaz 1–3, siyah 8–10 satırlarına.
rules-e-setup-small = Tahta 8 × 8 karedir. Her oyuncu ordusunu kendisine en yakın üç satıra gizlice dizer: beyaz 1–3, siyah 6–8 satırlarına.
rules-e-volcanoes = Yanardağlar her oyunda ortadaki iki satıra yeniden ve rastgele yerleştirilir: her satırın iki yarısına birer tane, iki oyuncu için simetrik olarak; onlara asla girilemez. İlk hamleyi beyaz yapar.
rules-e-volcanoes-small = Her oyunda iki yanardağ yeniden ve rastgele yerleştirilir: biri 4. satıra, tahtanın merkezine göre simetriği de 5. satıra; onlara asla girilemez. İlk hamleyi beyaz yapar.
rules-e-move = Bir taş bir kare ileri, geri ya da yana, boş bir kareye ya da bir düşman taşının üstüne gider; düşman taşının üstüne gitmek saldırıdır. Mayınlar ve karargâh asla hareket etmez.
rules-e-two-moves = Bir sıra, iki ayrı taşla yapılan iki hamledir; oyunun ilk sırası da öyle. İlk hamle oyunu bitirirse oyun biter; ondan sonra başka hiçbir taş oynayamıyorsa sıra o tek hamleden ibarettir.
rules-e-one-move = Bir sıra tek hamledir.
rules-e-no-return = Bir taş, önceki sıranızda ayrıldığı kareye hemen geri dönemez; arada başka bir hamle olmalıdır.
rules-e-hidden = Bir çarpışma taşların değerlerini asla göstermez: iki oyuncu da yalnızca tahtada hangi taşın kaldığını görür.
rules-e-open = Açık Hızlı Casusluk’ta her taş baştan itibaren iki oyuncuya da görünür.
rules-e-soldiers = Askerler (onbaşı 1 ile general 5 arası): saldıran asker eşit ya da daha zayıf bir askeri yener, daha güçlüye yenilir. Askerler casusları ve mayın temizleyicileri yener.
rules-e-spy = Casus, casusları ve mayın temizleyicileri yener, her askere yenilir.
rules-e-minesweeper = Mayın temizleyici mayınları temizleyip karelerini alır; casusları, mayın temizleyicileri ve generali yener; diğer bütün askerler onu yener. Mayın temizleyiciye saldıran general kazanır.
rules-e-mine = Mayın diğer her saldırganı yok eder ve yerinde kalır.
rules-e-hq = Karargâha saldıran taş karargâhı ele geçirir ve o taşın sahibi oyunu kazanır.
rules-e-pic-equal = Eşit güç: saldıran kazanır.
rules-e-pic-minesweeper = Mayın temizleyici generali yener, diğer her askere yenilir. Mayınları da temizler.
rules-e-pic-spy = Casus, casusları ve mayın temizleyicileri yener ama her askere yenilir.
rules-e-spies = Casuslar
rules-e-spies-text = Her hamleden sonra, hangi taraf oynamış olursa olsun, her casus sahibine çevresindeki sekiz karedeki bütün düşman taşlarını gösterir. Bir kez görülen taş oyunun sonuna kadar bilinir. Kimseye kendi taşlarından hangilerinin düşman casuslarınca görüldüğü söylenmez: bu, casusların nerede durduğunu ele verirdi.
rules-e-end-hq = Düşman karargâhını ele geçiren kazanır.

## Yönetim

admin-accounts = Hesaplar
admin-games = Oyunlar
admin-mail-queue = E-posta kuyruğu
admin-audit-log = Denetim kaydı
audit-disable = Hesap devre dışı bırakıldı
audit-enable = Hesap etkinleştirildi
audit-send-reset = Parola sıfırlama bağlantısı gönderildi
audit-mark-verified = E-posta adresi onaylanmış olarak işaretlendi
audit-change-email = E-posta adresi değiştirildi
audit-promote = Yönetici yapıldı
audit-demote = Oyuncu yapıldı
audit-delete = Hesap silindi
audit-create-admin = Yönetici hesabı oluşturuldu
audit-create-user = Hesap oluşturuldu
audit-abort-game = Oyun iptal edildi
audit-declare-result = Sonuç ilan edildi
audit-extend-deadline = Süre uzatıldı
audit-retry-mail = E-posta yeniden kuyruğa alındı
audit-discard-mail = E-posta silindi
audit-rotate-mail-key = E-postaların yanıt adresleri için anahtar yenilendi
audit-dismiss-report = Bildirim kapatıldı
audit-hide-message = Mesaj gizlendi
audit-cancel-tournament = Turnuva iptal edildi
audit-remove-from-tournament = Turnuvadan çıkarıldı
audit-command-line = Komut satırı
admin-reports = Bildirilen mesajlar
admin-report-heading = { $reporter }, { $author } adlı oyuncunun bir mesajını bildirdi
admin-report-game = oyun #{ $id }
admin-report-conversation = Sohbetin tamamı
admin-report-hidden = gizlendi
admin-report-hide = Mesajı gizle
admin-report-dismiss = Bildirimi kapat
admin-report-disable = Gizle ve yazarın hesabını devre dışı bırak
admin-reason = Gerekçe (denetim kaydında tutulur)
admin-confirm = Onaylıyorum
admin-done = Yapıldı ve denetim kaydına yazıldı.
admin-who = Kim
admin-action = İşlem
admin-any-action = hepsi
admin-to-whom = Hedef
admin-filter = Filtrele
admin-when = Ne zaman
admin-what = Ne
admin-why = Gerekçe
admin-see-board = Tahtayı gör
admin-see-board-note = (oyun bitene kadar bir izleyicinin gördüğü gibi).
admin-abort-title = Oyunu iptal et (sonuçsuz)
admin-abort = İptal et
admin-declare-result = Sonuç ilan et
admin-draw = Berabere
admin-declare = İlan et
admin-extend-by = Son tarihe eklenecek gün sayısı
admin-extend = Uzat
admin-preset = Oyun türü
admin-any = hepsi
# The state filter's "any": Czech and Latvian agree it with their word for a state.
admin-any-state = hepsi
admin-search = Ara
admin-players = Oyuncular
admin-mail-troubled = Başarısız olanlar ya da bir hatadan sonra bekleyenler
admin-mail-to = alıcı: { $address }
admin-mail-attempts = { $n } deneme
admin-mail-queued = kuyruğa alındı: { $when }
admin-retry = Şimdi yeniden dene
admin-discard = Sil
admin-confirmed = onaylı
admin-not-confirmed = onaysız
admin-role-admin = yönetici
admin-role-player = oyuncu
admin-deleted = silindi
admin-disabled = devre dışı
admin-active = etkin
admin-joined = katılım: { $date }
admin-actions = İşlemler
admin-act-disable = Devre dışı bırak (tüm oturumları kapatır, girişi durdurur, oyunlarını duraklatır)
admin-act-enable = Etkinleştir
admin-act-send-reset = Parola sıfırlama bağlantısı gönder
admin-act-mark-verified = E-posta adresini onaylanmış olarak işaretle
admin-act-promote = Yönetici yap
admin-act-demote = Oyuncu yap
admin-act-delete = Sil: anonimleştir, süren oyunları hükmen kaybettir
admin-change-email = E-postayı değiştir
admin-recent-sign-ins = Son girişler
admin-mails = E-postalar
admin-name-or-email = Ad ya da e-posta
admin-sort-by = Sırala
admin-sort-name = ad
admin-sort-joined = katılım
admin-sort-seen = son görülme
admin-name = Ad
admin-role = Rol
admin-joined-column = Katılım
admin-seen-column = Son görülme
admin-previous = ◀ önceki
admin-next = sonraki ▶
admin-session-line = { $opened } tarihinde { $address } adresinden açıldı
admin-login-ok = { $address } adresinden giriş yaptı
admin-login-failed = { $address } adresinden yanlış parola
admin-game-summary = { $preset } · { $first } – { $second } · { $state } · son tarih { $deadline }

## İletiler

mail-greeting = Merhaba { $name },
mail-deadline = Son tarih: { $deadline }.
mail-clock-stopped = Saat şimdilik duruyor.
mail-no-clock = Bu oyunda süre sınırı yok: istediğiniz kadar düşünün.
mail-turn-subject = { $opponent } ile { $id } numaralı oyununuzda sıra sizde
mail-turn-intro = { $opponent } ile oynadığınız { $preset } oyununda sıra sizde.
mail-open-game = Oyunu açın
mail-board-label = Tahta, sizin gördüğünüz gibi
mail-board-legend-text = Taşlarınız altta; { $seat } tarafla oynuyorsunuz. ? bilinmeyen taş, ! hareket etmiş bilinmeyen taş, + rakibinizin bildiği taşınız, { $terrain }, * son hamleler.
mail-board-legend-html = Taşlarınız altta; { $seat } tarafla oynuyorsunuz. ? bilinmeyen taş, ! hareket etmiş bilinmeyen taş, + rakibinizin bildiği taşınız, { $terrain }, çerçeveli: son hamleler.
mail-challenge-subject = { $name } size meydan okuyor: { $preset }
mail-challenge-text = { $name } size bir { $preset } oyunu için meydan okuyor. Oyunun sayfasında kabul edin ya da reddedin.
mail-rematch-subject = { $name } size rövanş öneriyor: { $preset }
mail-rematch-text = { $name } size { $preset } oyununuz için renklerin yer değiştirdiği bir rövanş öneriyor. Oyunun sayfasında kabul edin ya da reddedin.
mail-see-challenge = Meydan okumayı görün
mail-started-subject = { $opponent } ile { $id } numaralı oyununuz başladı
mail-started-text = { $opponent } ile { $preset } oyununuz başladı: { $seat } tarafla oynuyorsunuz. Ordunuzu gizlice dizin.
mail-arrange-army = Ordunuzu dizin
mail-over-subject = { $opponent } ile oynadığınız { $id } numaralı oyun bitti
mail-over-replay = Bütün oyun artık hamle hamle, her taş görünür biçimde yeniden izlenebilir.
mail-over-rematch = Renkleri değiştirerek yeniden oynamak için oyunu açın ve “Rövanş” düğmesine basın.
mail-message-subject = { $name } size { $id } numaralı oyunda yazdı
mail-message-intro = { $name } yazdı:
mail-message-quote = “{ $text }”
mail-see-game = Oyunu görün
mail-reminder-subject = { $id } numaralı oyundaki süreniz doluyor
mail-reminder-text = { $id } numaralı { $preset } oyununuz sizi bekliyor.
mail-reminder-lost = Süreniz dolarsa oyunu kaybedersiniz.
mail-digest-subject = Hamlenizi bekleyen { $n } oyun
mail-digest-line = Oyun #{ $id }: { $link }
mail-see-games = Oyunlarınızı görün
mail-verify-subject = E-posta adresinizi onaylayın
mail-verify-text = Fieldpost’a hoş geldiniz. Lütfen bu adresin sizin olduğunu onaylayın.
mail-verify-action = Adresimi onayla
mail-reset-subject = Parolanızı sıfırlayın
mail-reset-text = Birisi (umarız siz) Fieldpost parolanızı sıfırlamak istedi. Bağlantı bir saat içinde ve yalnızca bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.
mail-reset-action = Yeni parola seçin
mail-email-change-subject = Yeni e-posta adresinizi onaylayın
mail-email-change-text = Lütfen Fieldpost’un bundan sonra bu adrese e-posta göndermesini onaylayın.
mail-email-change-action = Yeni adresi onayla
mail-stop-text = Bu e-postaları durdurmak için:
unsubscribe-heading-short = Bu e-postaları durdur

## Tarihler

datetime = { $day } { $month } { $year } { $hour }:{ $minute } { $zone }
month-1 = Ocak
month-2 = Şubat
month-3 = Mart
month-4 = Nisan
month-5 = Mayıs
month-6 = Haziran
month-7 = Temmuz
month-8 = Ağustos
month-9 = Eylül
month-10 = Ekim
month-11 = Kasım
month-12 = Aralık

## Notices about the account
mail-password-changed-subject = Fieldpost parolanız değiştirildi
mail-password-changed-text = Hesabınızın parolası az önce değiştirildi; hâlâ açık olan sıfırlama bağlantıları artık çalışmıyor. Değiştiren sizseniz yapacak bir şey yok. Değilseniz parolanızı hemen sıfırlayın: bağlantı bu adrese gelir.
mail-email-changed-subject = Fieldpost hesabınızın yeni bir adresi var
mail-email-changed-text = Hesabınızın e-posta adresi az önce değiştirildi ve e-postalar artık buraya gelmeyecek. Değiştiren sizseniz yapacak bir şey yok. Değilseniz bu adres için hemen bir sıfırlama bağlantısı isteyin ya da sitenin yöneticilerine yazın.
mail-notice-action = Parolayı sıfırla
mail-address-in-use-subject = Biri Fieldpost’ta adresinizi kullanmak istedi
mail-address-in-use-text = Biri bu adresi başka bir Fieldpost hesabı için kullanmak istedi. Hiçbir şey değişmedi ve adresin sizin olduğu ona söylenmedi. Yine de parolanızı değiştirmek isterseniz aşağıdaki bağlantıyı kullanın.

profile-computer = Bir bilgisayar oyuncusu. Oyunları puanlanmaz.
leaderboard-people-only = Yalnızca insanlar arasındaki oyunlar puanlanır: bilgisayara karşı oyunlar kimsenin puanına sayılmaz ve bilgisayar oyuncuları listelenmez.
computer-heading = Bilgisayara karşı oyna
computer-level = Seviye
computer-no-clock = Süre sınırı yok: istediğiniz kadar düşünün
computer-easy = Kolay
computer-medium = Orta
computer-hard = Zor
computer-expert = Uzman
computer-player = Bilgisayar ({ $level ->
        [easy] Kolay
        [medium] Orta
        [hard] Zor
       *[expert] Uzman
    })
# A player named after a noun that governs its case (`PLAYER($name, "gen")`): Czech and Finnish decline the
# computer's name; this language keeps a name as it is.
words-player-gen = { $name }
words-player-part = { $name }
words-player-dat = { $name }
words-computer-gen = { computer-player }
words-computer-part = { computer-player }
words-computer-dat = { computer-player }
words-player-acc = { $name }
words-computer-acc = { computer-player }



computer-level-rated = { $level } (yaklaşık { $rating })
computer-think = Uzman seviyesinin hamle başına düşünme süresi
computer-think-usual = Olağan (yaklaşık bir saniye)
computer-think-seconds = En çok { $n } saniye
computer-think-note = Ek süreyi yalnızca Uzman kullanır ve bu sayede biraz daha iyi oynar; diğer seviyeler hemen yanıt verir.
computer-unrated = Bilgisayara karşı oyunlar puanlanmaz. Bilgisayar taşlarını hemen dizer ve birkaç saniyede yanıt verir.
computer-play = Bilgisayara karşı oyna
computer-started = Bilgisayar taşlarını dizdi. Başlamak için kendi taşlarınızı dizip gönderin.
error-no-computer = Burada bu seviyede bir bilgisayar oyuncusu yok.
error-think-time = Bilgisayarın düşünme süresi 1 ile { $max } saniye arasında bir tam sayı olmalıdır.
error-think-time-computer-only = Düşünme süresi yalnızca bilgisayara karşı oyunlar için seçilebilir.
error-think-time-too-many = Bilgisayarın daha uzun düşündüğü { $n } oyununuz zaten sürüyor: önce birini bitirin ya da olağan süreyi seçin.
error-too-many-computer-games = Bilgisayara karşı zaten { $n } oyununuz sürüyor.
error-challenge-computer = Bilgisayar oyuncusuna meydan okunamaz: “Bilgisayara karşı oyna” düğmesini kullanın.
error-computer-account = Bilgisayar oyuncusu yalnızca devre dışı bırakılabilir ya da etkinleştirilebilir.

tokens-title = API anahtarları
tokens-intro = Bir anahtar, bir programın (örneğin kendi botunuzun) /api/v1 adresindeki JSON API’yi sizin adınıza kullanmasını sağlar. Yalnızca sizin gördüğünüzü görür. Gizli tutun; artık gerekmediğinde iptal edin.
tokens-none = Hiç anahtarınız yok.
tokens-name = Ad
tokens-scopes = İzin
tokens-created = Oluşturulma
tokens-last-used = Son kullanım
tokens-never-used = hiç kullanılmadı
tokens-revoke = İptal et
tokens-may-play = Yalnızca okumakla kalmasın, oynayabilsin de (hamleler, dizilişler, yeni oyunlar)
tokens-scope-read = okuma
tokens-scope-play = okuma ve oynama
tokens-make = Anahtar oluştur
tokens-revoked = Anahtar iptal edildi.
tokens-new-title = Yeni anahtarınız
tokens-new-intro = Bu, “{ $name }” adlı anahtarınız. Yalnızca bu kez gösterilir: hemen kopyalayın.
tokens-new-example = Her istekle birlikte gönderin, örneğin:
tokens-openapi = API açıklaması (OpenAPI)
tokens-back = Hesabınıza dönün
error-token-name = Anahtara 1 ile 40 karakter arasında bir ad verin.
error-too-many-tokens = Zaten { $n } anahtarınız var: önce birini iptal edin.
error-token-missing = Bunun için bir anahtar gerekir: Authorization: Bearer başlığını, ardından hesap sayfanızdaki bir anahtarı gönderin.
error-bad-token = Bu anahtar bilinmiyor, iptal edilmiş ya da devre dışı bir hesaba ait.
error-bad-event-id = Last-Event-ID, bu akışın gönderdiği bir olayın numarası olmalı.
error-bad-option = Bu oyun { $option } kural seçeneğiyle ya da bu değerle oynanamaz.
error-token-rate = Anahtarlarınızla bir dakikada toplam { $n } istekten fazlası yapıldı. Bir dakika bekleyin.
error-token-read-only = Bu anahtar yalnızca okuyabilir. Oynayabilen bir anahtar oluşturun.

## Tournaments
nav-tournaments = Turnuvalar
tournaments-intro = Herkesin herkesle iki kez (her renkle bir kez) karşılaştığı birkaç oyunculu bir grupta ya da her turda aynı puandaki oyuncuların eşleştirildiği bir İsviçre sistemi turnuvasında oynayın. Oyunlar, diğerleri gibi yazışmalı oynanır.
tournaments-open = Kayıtlar açık
tournaments-running = Devam edenler
tournaments-finished = Bitenler
tournaments-new = Turnuva oluştur
tournaments-swiss = İsviçre sistemi
tournaments-size = Oyuncu sayısı
tournaments-size-note = “Herkes herkesle” turnuvasına { $low } ile { $high } arası oyuncu katılır; turnuva dolunca başlar. İsviçre sistemi turnuvası { $swiss_low } ile { $swiss_high } arası oyuncu alır.
tournaments-rounds = Tur sayısı
tournaments-round-robin-note = Herkes herkesle iki kez, her renkle bir kez oynar.
tournaments-closes = Kayıtların kapanacağı gün
tournaments-closes-note = İsteğe bağlı: o günün sonunda (UTC), yeterince kayıt varsa turnuva kaydolanlarla başlar.
tournaments-i-play = Ben de oynuyorum
tournaments-create = Turnuvayı oluştur
tournament-name = Ad
tournament-description = Açıklama
tournament-format = Biçim
tournament-format-round-robin = Herkes herkesle
tournament-format-swiss = İsviçre sistemi, { $rounds } tur
tournament-players = Oyuncular
tournament-rated = puanlı
tournament-unrated = puansız
tournament-created-by = Düzenleyen: { $name }
tournament-state-open = Dolana kadar kayıt açık
tournament-state-open-until = { $date } tarihine kadar kayıt açık
tournament-state-starting = Başlıyor
tournament-state-running = Sürüyor
tournament-state-round = { $round }. tur sürüyor
tournament-state-finished = Bitti
tournament-state-cancelled = İptal edildi
tournament-join = Turnuvaya katıl
tournament-leave = Kaydımı geri çek
tournament-start = Şimdi başlat
tournament-cancel = Turnuvayı iptal et
tournament-withdraw = Turnuvadan çekil
tournament-withdraw-note = Çekilirseniz hâlâ süren oyunlarınızı hükmen kaybedersiniz ve artık eşleştirilmezsiniz.
tournament-withdraw-ask = Bu turnuvadan çekilmek istiyor musunuz?
tournament-withdraw-forfeits = Şu oyunlarınızı hükmen kaybedersiniz:
tournament-withdraw-no-games = Şu anda süren oyununuz yok; bu yüzden hükmen kaybedeceğiniz bir oyun da yok.
tournament-withdraw-confirm = Çekil ve hükmen kaybet
tournament-my-games = Bu turnuvadaki oyunlarınız
tournament-game-setting-up = Ordular diziliyor
tournament-game-under-way = Sürüyor
tournament-withdrawn-mark = çekildi
tournament-crosstable = Çapraz tablo
tournament-crosstable-legend = Her hücrede, satırdaki oyuncunun sütundaki oyuncuya karşı oynadığı oyunlar yer alır; her oyunun altı, satırdaki oyuncunun oynadığı renkte çizilidir. … henüz süren bir oyunu gösterir. Bir işarete tıklayınca o oyun açılır.
tournament-rounds = Turlar
tournament-round = { $round }. tur
tournament-bye = bay (galibiyet sayılır)
tournament-standings = Puan durumu
tournament-points = Puan
tournament-sb = SB
tournament-sb-long = Sonneborn–Berger: yendiğiniz rakiplerin turnuva puanlarının toplamı ile berabere kaldığınız rakiplerin turnuva puanlarının yarısı
tournament-direct = Aralarındaki oyunlar
tournament-wins = Galibiyet
tournament-tie-breaks = Puan eşitliği önce Sonneborn–Berger ile, sonra eşit puanlı oyuncuların aralarındaki oyunlarla, sonra galibiyet sayısıyla bozulur.
tournament-cell = { $score }, { $opponent } ile { $seat } tarafla
tournament-cell-playing = sürüyor, { $opponent } ile { $seat } tarafla
tournament-admin-player = Oyuncu
tournament-admin-remove = Oyuncuyu turnuvadan çıkar
tournament-admin-cancel = Turnuvayı iptal et
tournament-created = Turnuva kayıtlara açık.
tournament-joined = Kaydınız alındı.
tournament-left = Kaydınız geri çekildi.
tournament-starting = Turnuva başlıyor: oyunlarınız birazdan “Oyunlarım” bölümünde olacak.
tournament-cancelled = Turnuva iptal edildi.
tournament-withdrawn = Turnuvadan çekildiniz.
error-tournament-name = Turnuvaya 3 ile 60 karakter arasında bir ad verin.
error-tournament-description = Açıklama en çok 1000 karakter olabilir.
error-tournament-size = Bu biçim bu oyuncu sayısına izin vermiyor.
error-tournament-rounds = Bir İsviçre sistemi turnuvası 3 ile 9 tur arasında olmalıdır.
error-tournament-closing = Kayıtlar en erken yarın, en geç 60 gün sonra kapanabilir.
error-tournament-needs-verified = Turnuvalar e-posta adresini onaylamış oyuncular içindir: size gönderdiğimiz bağlantıyı açın.
error-too-many-tournaments = Kayıt alan { $n } turnuvanız zaten var.
error-tournament-not-open = Bu turnuva artık kayıt almıyor.
error-tournament-full = Bu turnuva dolu.
error-tournament-entered = Zaten kayıtlısınız.
error-tournament-not-entered = O oyuncu bu turnuvada değil.
error-tournament-creator-only = Bunu yalnızca turnuvayı düzenleyen yapabilir.
error-tournament-too-few = Bu biçimde bir turnuvanın başlaması için en az { $n } oyuncu gerekir.
error-tournament-not-running = Bu turnuva sürmüyor.
error-tournament-over = Bu turnuva zaten bitti.
mail-kind-tournament = Katıldığım bir turnuva başladığında, yeni tura geçtiğinde ya da bittiğinde
mail-tournament-open = Turnuvayı gör
mail-tournament-started-subject = Turnuva başladı: “{ $name }”
mail-tournament-started-section = Katıldığınız “{ $name }” turnuvası başladı: bütün oyunlarınız şimdi başlıyor. Her birinde ordunuzu dizin.
mail-tournament-started-swiss = Katıldığınız “{ $name }” turnuvası başladı ({ $rounds } tur). 1. tur:
mail-tournament-round-subject = { $round }. tur: “{ $name }”
mail-tournament-round-text = Katıldığınız “{ $name }” turnuvasında { $round }. turun eşleştirmeleri yapıldı.
mail-tournament-game = Oyun #{ $id }, { $opponent } ile: { $seat } tarafla oynuyorsunuz.
mail-tournament-bye = Bu turda bay geçiyorsunuz: bu bir galibiyet sayılır.
mail-tournament-over-subject = Turnuva bitti: “{ $name }”
mail-tournament-over-text = Katıldığınız “{ $name }” turnuvası bitti. Kazanan: { $winner }.
mail-tournament-place = { $count } oyuncu arasında { $points } puanla { $rank }. oldunuz.
mail-tournament-cancelled-subject = Turnuva iptal edildi: “{ $name }”
mail-tournament-cancelled-text = Katıldığınız “{ $name }” turnuvası iptal edildi. Hâlihazırda süren oyunlar devam ediyor ama turnuva sonucuna sayılmıyor.
mail-tournament-game-of = Bu oyun “{ $name }” turnuvasına ait.
mail-tournament-game-of-round = Bu oyun “{ $name }” turnuvasının { $round }. turuna ait.
play-tournament = Turnuva: { $name }
play-tournament-round = Turnuva: { $name }, { $round }. tur
tournaments-entered = Katılıyorsunuz
error-tournament-rounds-size = { $size } oyunculu bir İsviçre sistemi turnuvası en çok { $rounds } turdan oluşabilir.

## Moves by mail: the words a reply may start with, each form separated by |
reply-word-resign = pes|pes ediyorum|terk
reply-word-draw = beraberlik|berabere
reply-word-setup = diziliş|dizilis
reply-word-random = rastgele

## E-postayla hamle: bir yanıta verilen cevaplar ve sıra e-postalarındaki ipuçları
error-no-saved-setup = Bu oyun için “{ $name }” adında kayıtlı bir dizilişiniz yok.
mail-reply-hint = Bu e-postayı yanıtlayarak da oynayabilirsiniz: yanıtınıza hamlenizi yazın, örneğin b4-b5; ya da “pes” veya “berabere” yazın. Hamlenizin altındaki satırlar rakibinize iletilir.
mail-reply-hint-two = Bu e-postayı yanıtlayarak da oynayabilirsiniz: yanıtınıza hamlelerinizi yazın, örneğin b4-b5 c4-c5 (ya da tek hamle yazıp ikincisini sonucunu görünce gönderin); ya da “pes” veya “berabere” yazın. Alttaki satırlar rakibinize iletilir.
mail-reply-hint-setup = Bu e-postayı yanıtlayarak da ordunuzu dizebilirsiniz: yanıtınıza “diziliş rastgele” ya da “diziliş” ve ardından kayıtlı dizilişlerinizden birinin adını yazın.
mail-reply-played-subject = Oyun #{ $id }: yanıtınız işlendi
mail-reply-refused-subject = Oyun #{ $id }: yanıtınız işlenmedi
reply-played = Yanıtınız işlendi.
reply-refused = Yanıtınız işlenmedi; oyunda hiçbir şey değişmedi.
reply-turn-goes-on = Sıranız sürüyor: ikinci hamlenizi bu e-postaya yanıt olarak gönderin.
reply-moves-off = Hesabınızda e-postayla hamleyi kapattınız; hesap sayfanızdan yeniden açabilirsiniz.
reply-empty = Yanıtınızda hamle bulamadık: hamlenizi ilk satıra, alıntılanan e-postanın üstüne yazın.
reply-not-understood = “{ $line }” satırını anlayamadık. b4-b5 gibi bir hamle ya da “pes” veya “berabere” yazın.
reply-moved-on = O e-postadan bu yana oyun ilerledi: yanıtınız önceki bir konuma aitti.
reply-words-not-posted = Yazdıklarınız rakibinize iletilmedi: { $why }
reply-draw-offered = Beraberlik teklif ettiniz. Rakibiniz kabul edebilir ya da oynamaya devam edebilir.
reply-draw-agreed = Oyun anlaşmayla berabere bitti.
reply-draw-declined = Rakibiniz beraberlik teklifini reddetti.
reply-setup-first = Ordular henüz tahtada değil: önce dizilişinizle yanıt verin.
account-moves-by-mail = E-postayla hamle
account-moves-by-mail-on = Sıra e-postalarına verdiğim yanıtları hamle olarak oyna
account-moves-by-mail-receipts = E-postayla oynadığım her hamleyi kısa bir onay e-postasıyla bildir
account-moves-by-mail-note = Bir yanıt yalnızca onaylı adresinizden gelirse geçerlidir ve yalnızca e-postanın ait olduğu oyun ve sıra için sayılır.
account-moves-by-mail-saved = E-postayla hamle ayarlarınız kaydedildi.
account-confirm-again = Bana yeni bir onay bağlantısı gönder
account-confirm-sent = Yeni onay bağlantısı adresinize gönderiliyor.
error-confirm-wait = Birkaç dakika önce bir onay bağlantısı gönderildi; yenisini istemeden önce gelen kutunuza bakın.
bounce-banner = { $address } adresine gönderilen e-postalar { $since } tarihinden beri teslim edilemeden geri dönüyor.
bounce-banner-action = Adresinizi değiştirin ya da onaylayın
admin-bouncing = E-postası geri dönen adresler
admin-bouncing-none = E-postası geri dönen adres yok.
admin-bouncing-count = Geri dönme sayısı
admin-bouncing-since = Başlangıç
admin-bouncing-detail = Son neden

# The analysis after a game
analysis-heading = Analiz
analysis-explain = Oyun bittiğinde Uzman seviyesindeki bilgisayar her hamleyi, hamle sırası gelen tarafın o an bildiklerine göre (sonda açığa çıkan taşlara göre değil) değerlendirebilir ve kendisinin hangi hamleyi seçeceğini söyleyebilir. Sunucu bunu birkaç dakikada yapar.
analysis-request = Bu oyunu analiz et
analysis-requested = Analiz başladı. Hazır olduğunda bu sayfada görünecek.
analysis-working = Analiz sürüyor: { $total } hamleden { $judged } tanesi değerlendirildi. Sayfayı daha sonra yeniden yükleyin.
analysis-chart = Hamle hamle değerlendirmesi (her hamle, sırası gelen tarafın o an bildiklerine göre): orta çizginin üstünde { $first }, altında { $second } daha iyi durumda. Noktalar hataları ve büyük hataları gösterir.
analysis-units = Değerler, bilgisayarın malzeme ve konum için verdiği puanlardır: orta güçte bir taş yaklaşık 50 puan eder.
analysis-mistake = Hata
analysis-blunder = Büyük hata
analysis-mark = { $mark } ({ $ply }. hamle): Uzman bilgisayar { $best } hamlesini seçerdi.
analysis-move = { $ply }. hamle ({ $side }): Uzman bilgisayar { $best } hamlesini seçerdi. Bu tarafın o an bildiklerine göre o hamlenin değeri { $best_value }, oynanan hamlenin değeri ise { $played_value } idi.
analysis-move-best = { $ply }. hamle ({ $side }): Uzman bilgisayar da bu hamleyi seçerdi.
analysis-not-judged = { $ply }. hamle değerlendirilemedi.
analysis-value-win = galibiyet
analysis-value-loss = yenilgi
error-analysis-not-over = Bir oyun ancak bittikten sonra analiz edilir.
error-analysis-no-moves = Bu oyun ilk hamleden önce bitti; analiz edilecek bir şey yok.
error-analysis-too-many = Sırada bekleyen { $n } analiziniz var: biri hazır olduğunda yenisini isteyin.
