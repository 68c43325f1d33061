## Errors: why a request was refused

error-form-too-large = That form is too large.
error-choose-saved-setup = Choose a saved setup.
error-choose-two-squares = Choose two squares of your setup rows to swap.
error-record-after-end = The record can be downloaded once the game is over.
error-record-xml-espionage = Gravon's archive format has no Espionage games; download the game record (JSON) instead.
error-admins-only = This page is for the site's admins.
error-unconfirmed = Tick the box to confirm the action.
error-not-started = The game has not started yet.
error-note-not-playing = Notes are written while the game is under way.
error-note-text = A note is at most { $n } { $n ->
        [one] character
       *[other] characters
    }, on one line.
error-note-no-hidden-piece = There is no hidden enemy piece on that square to write a note on.
error-note-guess = That guess is not a piece of this game.
error-message-length = A message is 1 to { $n } { $n ->
        [one] character
       *[other] characters
    }.
error-message-rate = You have written { $n } { $n ->
        [one] message
       *[other] messages
    } in the last hour; please wait a while before the next.
error-rematch-not-over = A rematch is offered once the game is over.
error-confirm-incomplete = Choose the square to move from and the square to move to.
error-not-a-player = You are not a player of this game.
error-self-challenge = You cannot challenge yourself.
error-own-game = You cannot join your own game.
error-challenge-for-another = This challenge is for another player.
error-no-longer-open = This game is no longer waiting for a player.
error-players-only = Only the players named in this game can do that.
error-game-already-started = This game has already started.
error-setup-closed = Setups can no longer be changed in this game.
error-setup-already-submitted = Your setup is already submitted.
error-setup-name = Give the setup a name of at most 40 characters.
error-too-many-setups = You keep as many setups of this preset as one may ({ $n }): save this one under the name of one you no longer need.
error-game-over = The game is over.
error-stale-page = The game has moved on since that page was drawn; here is the position now.
error-not-your-turn = It is not your turn.
error-unavailable = The game server cannot reach its database just now. Nothing was changed; please try again in a few seconds.
error-busy = The server is busy with other sign-ins just now. Nothing was changed; please try again in a few seconds.
error-rated-needs-verified = Rated games are for players whose address is confirmed: follow the link we mailed you, or play this game unrated.
error-too-many-open = You already offer { $n } { $n ->
        [one] open game
       *[other] open games
    }: withdraw one, or wait until someone joins.
error-too-many-challenges = You already have { $n } { $n ->
        [one] challenge
       *[other] challenges
    } waiting for an answer: withdraw one, or wait for the answers.
error-too-many-mails = Too many mails asked for from here just now: wait a little before asking again.
error-time-ran-out = Your time for this move had run out, so the move was not played; the game was decided on time.
error-draw-already-offered = A draw offer is already open.
error-no-draw-offer = There is no draw offer from your opponent.
error-vacation-already = You are on vacation already.
error-vacation-used-up = Your vacation allowance for this year is used up.
error-not-on-vacation = You are not on vacation.
error-bad-username = A username has 3 to 24 characters: letters a–z without accents, digits, _ and -.
error-username-taken = That username is taken.
error-bad-email = That is not an email address we can write to.
error-short-password = A password has at least 10 characters.
error-email-taken = An account with that email address exists already.
error-link-gone = This link has expired or was used already.
error-sign-in-paused = Too many wrong passwords from here: wait a moment before trying again (a little longer after each wrong one).
error-password-checks-paused = Too many wrong passwords for this account: wait a moment before trying again (a little longer after each wrong one).
error-account-disabled = This account is disabled. Write to the site's admins.
error-wrong-credentials = Wrong username or password.
error-wrong-current-password = Your current password is not right.
error-reason-needed = Give a reason (at most 500 characters): it goes into the audit log.
error-account-deleted = This account was deleted.
error-not-on-yourself = Ask another admin to do that to your own account.
error-address-taken = Another account has that address.
error-game-over-already = This game is over already.
error-only-game-under-way = Only a game under way can be given a result.
error-extend-days = A game under way can be given 1 to 60 more days.
error-no-such-mail = No such unsent mail.
error-time-control = Time control: 1 to 14 days a move, or a Fischer clock of 1 to 30 days plus 0 to 14 a move, capped at 60 and at least the start.
error-unknown-action = Unknown action '{ $action }'.
error-input-nul = Text may not contain a NUL character.
error-input-missing = The form lacks its part “{ $field }”. Reload the page and try again.
error-input-unexpected = The request has a part “{ $field }” that does not belong there.
error-input-choice = “{ $value }” is not one of the choices here.
error-input-json = The request's body is not readable JSON.
error-input-malformed = A part of the request is not in the form expected (a number, a square or one of the choices). Reload the page and try again.
error-text-hidden-characters = The text holds a character that cannot be seen or that turns the direction of the text around it. Please remove it.
error-foreign-form = This form came from another site. Reload the page and try again.
error-stale-form = This form has expired or was not made by this site. Reload the page and try again.
error-unknown-variant = '{ $variant }' is not a game we host.
error-no-such-player = There is no player called { $name }.
error-bad-setup = That setup does not work: { $why }.
error-not-a-move = '{ $move }' is not a move between two squares of the board.
error-move-refused = { $move } is not allowed. { CAPITAL($why) }.
error-unknown-mail-kind = '{ $kind }' is not a kind of mail.
error-not-a-square = '{ $square }' is not a square of the board.
error-method-not-allowed = This address does not take that method.
error-not-found = There is no such page.
error-sign-in-first = Please sign in first.
error-internal = Something went wrong on our side. It has been logged; please try again later.
error-unknown-language = { $lang } is not a language this site speaks.
error-unknown-zone = “{ $zone }” is not a time zone we know. Write it as the zone database names it, such as Europe/Helsinki.

## Every page

nav-my-games = My games
nav-your-move-count = { $count ->
        [one] one game where you must act
       *[other] { $count } games where you must act
    }
nav-lobby = Lobby
nav-admin = Admin
nav-sign-out = Sign out
nav-label = Main
nav-menu = Menu
nav-sign-in = Sign in
nav-register = Register
footer-tagline = Fieldpost — play-by-mail Stratego, Maršál a špión and Espionage.
footer-language = Language
footer-language-change = Change
language-changed = The site now speaks English.

## Lists of games

list-none = None.
list-game = Game
list-opponent = Opponent
list-state = State
list-deadline = Deadline
list-last-change = Last change

## Home

home-title = Play by mail
home-intro = Play Stratego, Barrage, Duel, the Czech Maršál a špión and Espionage by mail: one move a day, or one a week. You see only what the rules let you see; the server keeps the rest.
home-create-account = Create an account
home-or-sign-in = or sign in
home-the-games = The games

## Lobby and "My games"

lobby-new-game = New game
lobby-who-first = Who moves first
lobby-seat-random = Decide at random
lobby-seat-first = I move first
lobby-seat-second = My opponent moves first
lobby-time = Time
lobby-days-per-move = Days per move
lobby-fischer-initial = Days at the start
lobby-fischer-increment = Days added per move
lobby-fischer-cap-label = Maximum days on the clock
lobby-clock-note = The clock runs during setup too. Vacations stop it.
lobby-rated = Rated (a game with fewer than two moves by either side is not rated)
tournaments-rated = Rated tournament (a game with fewer than two moves by either side is not rated)
lobby-challenge = Challenge a player (leave empty for an open game)
lobby-create = Create game
lobby-challenges = Challenges to you
lobby-being-played = Games being played
lobby-watch = Open a game to watch it.
lobby-open-games = Open games
lobby-any-game = Any
lobby-any-clock = Any
lobby-fischer = Fischer clock
lobby-filter = Show
lobby-none-open = No open game fits. Create one below, and others will see it here.
lobby-rated-column = Rated
lobby-rated-yes = rated
lobby-rated-no = unrated
lobby-offered-by = Offered by (rating)
lobby-join = Join
lobby-created = Game created.
lobby-joined = You are in. Arrange your army.
lobby-declined = Challenge declined: the game will not be played.
lobby-withdrawn = Withdrawn: your game will not be played.
games-your-turn = Your turn
games-waiting = Waiting for others
games-finished = Finished
games-newer = Newer finished games
games-older = Older finished games
games-start-or-join = Start or join a game
state-open = Waiting for an opponent to join
state-challenge-sent = Waiting for { $opponent } to accept
state-challenged = { $opponent } challenges you
state-set-up = Set up your army
state-waiting-setup = Waiting for { $opponent }'s setup
state-your-move = Your move
state-their-move = { $opponent } to move
state-won = { $how ->
        [flag_captured] You won by capturing the flag
        [hq_captured] You won by taking the headquarters
        [resign] You won: your opponent resigned
        [timeout] You won on time
        [forfeit] You won by forfeit
        [no_movable_pieces] You won: your opponent has no piece left that can move
        [no_moves] You won: your opponent cannot move
       *[other] You won ({ $reason })
    }
state-lost = { $how ->
        [flag_captured] You lost: your flag was captured
        [hq_captured] You lost: your headquarters were taken
        [resign] You lost by resignation
        [timeout] You lost on time
        [forfeit] You lost by forfeit
        [no_movable_pieces] You lost: you have no piece left that can move
        [no_moves] You lost: you cannot move
       *[other] You lost ({ $reason })
    }
state-drawn = { $how ->
        [draw_agreed] Drawn by agreement
       *[other] Drawn ({ $reason })
    }
state-seat-won = { $how ->
        [flag_captured] { $side } won by capturing the flag
        [hq_captured] { $side } won by taking the headquarters
        [resign] { $side } won: the other side resigned
        [timeout] { $side } won on time
        [forfeit] { $side } won by forfeit
        [no_movable_pieces] { $side } won: the other side had no piece left that could move
        [no_moves] { $side } won: the other side could not move
       *[other] { $side } won ({ $reason })
    }
list-anyone = anyone
list-clock-stopped = clock stopped (vacation)
list-move = { $unit ->
        [move] Turn
       *[other] Move
    } { $n }
list-left-days = { $days } d { $hours } h left
list-left-hours = { $hours } h { $minutes } min left
list-left-minutes = { $minutes } min left
list-time-up = Time is up

## Account

account-title = Account
account-heading = Your account: { $name }
account-admin-console = Admin console
account-board = Board
account-rank-numbers = Rank numbers
account-numbering-modern = Modern: 10 = Marshal … 2 = Scout
account-numbering-classic = Classic: 1 = Marshal … 9 = Scout
account-orientation = Board orientation
account-orientation-own = My pieces at the bottom
account-orientation-first = Red (or White) at the bottom, always
account-confirm-moves = Ask me before a move is sent
account-letters-only = Show pieces as letters and numbers only, without pictures
account-save-preferences = Save preferences
account-password = Password
account-current-password = Current password
account-new-password = New password
account-change-password = Change password
account-email = Email
account-email-now = Now: { $email }. A change takes effect once you follow the link we mail to the new address.
account-email-now-unconfirmed = Now: { $email } (not confirmed yet: see the mail we sent). A change takes effect once you follow the link we mail to the new address.
account-new-email = New email
account-your-password = Your password
account-change-email = Change email
account-mail = Mail
account-mail-me-when = Mail me when
account-daily-digest = At most one mail a day: a digest of the games waiting for me, instead of a mail at every turn
account-save-mail = Save mail preferences
account-mailbox = Your mailbox
account-mailbox-note = (this site keeps mail here instead of sending it).
mailbox-mode-warning = This installation sends no mail: every mail is shown on the mailbox page instead, so addresses are not confirmed by anyone's inbox. Set SMTP_URL before players rely on it.
mailbox-mode-player = This site sends no mail: yours is kept on
mailbox-mode-link = your mailbox page
mailbox-mode-visitor = This site sends no mail: once signed in, each player reads theirs on their mailbox page, so no address here has been confirmed through its inbox.
account-vacation = Vacation
account-vacation-on = You are on vacation since { $since }: the clocks of your games stand still, and your opponents see why. { $left ->
        [one] { $left } day of this year's allowance is left.
       *[other] { $left } days of this year's allowance are left.
    }
account-vacation-off = While you are on vacation the clocks of your games stand still. { $left } of your { $allowance } { $allowance ->
        [one] day
       *[other] days
    } for this year { $left ->
        [one] is
       *[other] are
    } left.
account-vacation-end = End my vacation
account-vacation-start = Start a vacation
account-sessions = Sessions
account-sessions-limits = Where you are signed in. A session ends after 45 days unused, and after 90 days in any case.
account-session-this = this browser
account-session-end = Sign out there
account-session-ended = That session has ended.
account-session-device = { $browser } on { $system }
account-session-unknown-device = an unknown browser
account-sign-out-everywhere = Sign out everywhere
account-sign-out-tokens-too = Also revoke my API tokens (programs using them stop working)
account-welcome-mail = Welcome! To play rated games, confirm your address: follow the link in the mail we just sent you.
account-welcome-mailbox = Welcome! To play rated games, confirm your address: the link is in the mail on your mailbox page (this site sends no mail).
account-own-data = Your data
account-own-data-what = One file (JSON) of everything this site keeps about you: your account and settings, sessions, API tokens (never their secret), games with their records once over, your notes, the messages you wrote, saved setups, ratings, tournament entries, the mails queued to you, sign-ins under your name and the admins' actions on your account.
account-own-data-download = Download my data
account-delete = Delete my account
account-delete-what = Your running games are lost by forfeit and you leave your tournaments. Your address, sessions, tokens, notes, saved setups, settings and queued mail are removed, and your name is replaced by a placeholder everywhere; your finished games stay for your opponents under that placeholder. Your name can be registered again after { $days } { $days ->
        [one] day
       *[other] days
    }. This cannot be undone: download your data first if you want to keep it.
account-delete-messages = The messages you wrote
account-delete-messages-keep = keep them in the games' conversations (under the placeholder)
account-delete-messages-remove = remove them
account-delete-understood = I understand that this cannot be undone
account-delete-button = Delete my account for good
account-deleted = Your account is deleted. Thank you for playing.
error-delete-not-understood = Tick the box that says you understand this cannot be undone.
error-username-released = That name belonged to an account deleted recently; it can be taken again { $days } { $days ->
        [one] day
       *[other] days
    } after.
account-password-changed = Password changed. Every other session of yours has been signed out.
account-email-link-sent = We mailed a link to the new address: your address changes when you follow it.
account-preferences-saved = Preferences saved.
account-zone-saved = Dates are now shown in your time zone.
account-calendar = Calendar
account-calendar-text = Your deadlines in your phone's or computer's calendar, with a reminder a day before: subscribe to your own address. Keep it to yourself: whoever has it sees your deadlines.
account-calendar-subscribe = Subscribe in my calendar
account-calendar-atom = Atom feed for feed readers
account-calendar-address = Address to add by hand
account-calendar-make = Make my calendar address
account-calendar-renew = Make a new address (the old one stops working)
account-calendar-renewed = Your calendar has a new address: subscribe to it again.
account-calendar-made = Your calendar address is ready: subscribe to it in your calendar.
calendar-name = Fieldpost: { $name }'s deadlines
calendar-your-move = Your move in game #{ $id } against { $opponent } – { $preset }
calendar-your-setup = Set up your army in game #{ $id } against { $opponent } – { $preset }
calendar-entries-close = Entries close for “{ $name }”
calendar-reminder = Tomorrow is the deadline: { $title }
calendar-due = Deadline: { $at }
account-zone = Time zone
account-zone-current = Dates and deadlines are shown in { $zone }.
account-zone-label = Time zone (a name such as Europe/Helsinki; empty for UTC)
account-zone-browser = Use this browser's zone
account-zone-save = Save time zone
zone-offer = Dates are shown in UTC until you choose a time zone. Your browser's zone:
zone-use = Use it
zone-keep-utc = Keep UTC
mail-kind-your-turn = It is my turn
mail-kind-challenge = Someone challenges me
mail-kind-game-started = A game of mine starts
mail-kind-game-over = A game of mine ends
mail-kind-reminder = My time is running out
mail-kind-message = My opponent writes to me in a game

## Signing in and out

auth-signed-out = You are signed out.
auth-signed-out-everywhere = You are signed out on every device.
auth-sign-in = Sign in
auth-username = Username
auth-password = Password
auth-new-here = New here?
auth-create-account = Create an account
auth-forgot = Forgot your password?
auth-reset-it = Reset it
auth-register = Register
auth-username-hint = 3 to 24 characters: letters a–z, digits, _ or -.
auth-email = Email
auth-password-hint = At least 10 characters.
auth-already = Already registered?
auth-already-sign-in = Sign in
auth-reset-title = Reset your password
auth-new-password = New password
auth-set-password = Set the new password
auth-reset-explain = Give the address of your account; we mail you a link to choose a new password.
auth-mail-me-link = Mail me a link

## Pages reached from mails

error-back-to-games = Back to your games
error-back-home = Back to the home page
message-your-games = Your games
link-confirmed-title = Address confirmed
link-confirmed = Thank you: your email address is confirmed.
link-email-changed-title = Email address changed
link-email-changed = Your new email address is in use from now on.
link-gone-title = This link no longer works
reset-check-mail-title = Check your mail
reset-check-mail = If an account has that address, a link to choose a new password is on its way. It works once, within the hour.
reset-link-gone = This link has expired or was used already. Ask for a new one.
reset-done = Your password is changed. Sign in with it.
unsubscribed-title = Unsubscribed
unsubscribed = Done: you will get no more of these mails. Your account page can turn them on again.
unsubscribe-title = Unsubscribe
unsubscribe-heading = Stop these mails?
unsubscribe-all = Stop all game mails
account-mail-saved = Mail preferences saved.
account-unsubscribe-rotate = Make new unsubscribe links
account-unsubscribe-rotate-help = Every mail carries a link that turns mails off without signing in. If your mails have been forwarded or seen by others, make new links: the old ones stop working.
account-unsubscribe-rotated = New unsubscribe links made; the old ones no longer work.
vacation-started = You are on vacation: the clocks of your games stand still.
vacation-ended = Welcome back: your clocks run again.
mailbox-title = Mailbox
mailbox-heading = Mail for { $address }
mailbox-note = This site does not send mail, so your mail is kept here instead.
mailbox-empty = No mail yet.
mailbox-plain-text = The plain text
mailbox-queued = queued
mailbox-delivered = delivered
mailbox-failed = failed
# A state with a count of mails on the admin's pages.
admin-mail-count = { $state ->
        [pending] Queued
        [sent] Delivered
       *[failed] Failed
    }: { $n }

## HTTP statuses, as error pages title them

status-400 = Bad request
status-401 = Sign-in needed
status-403 = Forbidden
status-404 = Not found
status-405 = Method not allowed
status-409 = Conflict
status-410 = Gone
status-413 = Too large
status-415 = Unsupported format
status-422 = Refused
status-429 = Too many requests
status-500 = Internal error
status-503 = Service unavailable
status-303 = See other

## Pieces, seats, presets and results

piece-marshal = Marshal
piece-general = General
piece-colonel = Colonel
piece-major = Major
piece-captain = Captain
piece-lieutenant = Lieutenant
piece-sergeant = Sergeant
piece-miner = Miner
piece-scout = Scout
piece-spy = Spy
piece-bomb = Bomb
piece-flag = Flag
piece-corporal = Corporal
piece-minesweeper = Minesweeper
piece-mine = Mine
piece-headquarters = Headquarters
seat-red = red
seat-blue = blue
seat-white = white
seat-black = black
side-red = Red
side-blue = Blue
side-white = White
side-black = Black
variant-stratego = Stratego (ISF tournament rules)
variant-stratego-original = Stratego (original Milton Bradley rules)
variant-barrage = Barrage
variant-duel = Duel
variant-marsal-a-spion = Maršál a špión
variant-espionage = Espionage
variant-espionage-small = Small Espionage
variant-espionage-fast = Fast Espionage
variant-espionage-open-fast = Open Fast Espionage
variant-espionage-small-fast = Small Fast Espionage
reason-flag-captured = flag captured
reason-hq-captured = hq captured
reason-no-moves = no moves
reason-both-no-moves = both no moves
reason-no-movable-pieces = no movable pieces
reason-flag-unreachable = flag unreachable
reason-move-limit = move limit
reason-resign = resign
reason-draw-agreed = draw agreed
reason-timeout = timeout
reason-adjudicated = adjudicated
reason-forfeit = forfeit
reason-declared = declared
reason-aborted = aborted
result-drawn = { $how ->
        [draw_agreed] The game is drawn by agreement.
       *[other] The game is drawn ({ $reason }).
    }
result-won = { state-won }.
result-lost = { state-lost }.
result-seat-won = { $how ->
        [flag_captured] { SEATED($name, $seat) } won by capturing the flag.
        [hq_captured] { SEATED($name, $seat) } won by taking the headquarters.
        [resign] { SEATED($name, $seat) } won: the other side resigned.
        [timeout] { SEATED($name, $seat) } won on time.
        [forfeit] { SEATED($name, $seat) } won by forfeit.
        [no_movable_pieces] { SEATED($name, $seat) } won: the other side had no piece left that could move.
        [no_moves] { SEATED($name, $seat) } won: the other side could not move.
       *[other] { SEATED($name, $seat) } won ({ $reason }).
    }
## Moves in words

words-own-piece = your { $piece } ({ $label })
words-seat-piece = { $seat } { $piece } ({ $label })
words-own-unknown = your piece
words-seat-unknown = { $seat } piece
words-you-moved = You moved { $mover } { $from }–{ $to }.
words-moved = { $who } moved { $mover } { $from }–{ $to }.
words-you-attacked = You attacked from { $from } with { $mover } onto { $defender } on { $to }: { $result }.
words-attacked = { $who } attacked from { $from } with { $mover } onto { $defender } on { $to }: { $result }.
words-removed = { $piece } was removed
words-both-removed = both were removed
words-captured = { $piece } was captured
words-defused = { $piece } was defused
words-beat = { $winner } beat { $loser }
words-spied = Your Spies saw: { $pieces }.

## Refused moves and setups

refused-game-over = the game is over
refused-not-a-move = '{ $text }' is not a move: write it as two squares of the board, like e4-e5
refused-no-piece = there is no piece on { $square }
refused-not-yours = the piece on { $square } is not yours
refused-immobile = a { $piece } never moves
refused-not-in-line = { $to } is not in a straight line from { $from }
refused-same-square = a piece must move to another square
refused-diagonal = pieces move orthogonally (up, down, left or right)
refused-long-diagonal = a diagonal step goes one square
refused-diagonal-attack = attacks are orthogonal only; a diagonal step must end on an empty square
refused-too-far = { $family ->
        [espionage] a piece moves one square at a time
       *[other] only a Scout moves more than one square
    }
refused-blocked = the way is blocked at { $square }
refused-lake = nothing may enter { $square }: it is a lake
refused-volcano = nothing may enter { $square }: it is a volcano
refused-own-piece = { $square } holds one of your own pieces
refused-no-scout-strike = under these rules a Scout may not move and attack in the same turn
refused-same-piece-twice = a turn is two moves by two different pieces: this piece has already moved this turn
refused-immediate-return = no immediate return: this piece left { $square } on your previous turn
refused-two-squares = two-squares rule: a piece may not move back and forth between the same squares more than { $n } { $n ->
        [one] time
       *[other] times
    } in a row
refused-more-squares = more-squares rule: this chasing move would repeat a position of the chase
setup-length = the setup has { $given } { $given ->
        [one] character
       *[other] characters
    }; this game needs { $expected }, one per square of rows { $rows }
setup-unknown-code = '{ $code }' at { $square } is not a piece code of this game
setup-outside = { $square } is outside your setup rows
setup-missing = missing { $pieces }
setup-excess = too many { $pieces }
setup-foreign = { $n } × { $piece } is not part of this army
list-join = { $a }, { $b }
list-join-groups = { $a }; { $b }

## The game page

clock-per-move = { $days ->
    [one] { $days } day a move
   *[other] { $days } days a move
}
clock-fischer = { $days ->
    [one] { $days } day
   *[other] { $days } days
}, +{ $increment ->
    [one] { $increment } day
   *[other] { $increment } days
} a move, at most { $cap ->
    [one] { $cap } day
   *[other] { $cap } days
}
clock-only = Time control: { $control }.
clock-none = no clock
clock-deadline = Time control: { $control }. Deadline: { $deadline }.
clock-paused = Time control: { $control }. The game is paused: a player's account is suspended.
clock-vacation = Time control: { $control }. { $names } { $n ->
    [one] is
   *[other] are
} on vacation: the clock stands still.
waiting-open-own = Waiting for an opponent to join.
waiting-open = { $name } is looking for an opponent.
waiting-challenge-sent = Waiting for { $name } to accept your challenge.
waiting-challenged = { $name } challenges you to a game.
waiting-declined = The challenge was declined.
waiting-cancelled = This game was withdrawn before anyone joined.
waiting-setup-submitted = Your setup is submitted. Waiting for { $name } to submit theirs.
waiting-setup-watching = The players are arranging their armies.
waiting-ended-in-setup = The game ended before play began. { $result }
waiting-playing = The game is under way.
waiting-accept = Accept and play
waiting-decline = Decline
waiting-withdraw = Withdraw this game
play-your-move = Your move.
play-your-second-move = Your move: the second move of your turn, with another piece.
play-to-move = { SEATED($name, $seat) } to move.
play-over = The game is over.
play-draw-offered = Draw offered.
play-draw-agreed = Draw agreed.
play-draw-declined = Draw offer declined.
play-draw-computer-accepted = The computer accepts: the game is drawn.
play-draw-computer-declined = The computer declines the draw and plays on.
play-vs = vs
play-watching = — you are watching
play-looking-back =
    { $ply ->
        [0] You are looking back at the starting position.
       *[other] You are looking back at the position after move { $ply }.
    }
play-back-to-present = Back to the present
play-since-your-move = Since your last move
play-board = Board
play-move-to = move to { $square }
play-choose-to-move = { $square } — choose to move
play-steps = Step through the game
play-step-back =
    { $ply ->
        [0] ◀ start
       *[other] ◀ move { $ply }
    }
play-step-here =
    { $ply ->
        [0] start
       *[other] after move { $ply }
    }
play-step-forward = move { $ply } ▶
play-from = From
play-to = to
play-move = Move
play-draw-offer-received = Your opponent offers a draw.
play-accept-draw = Accept the draw
play-decline-draw = Decline
play-you-offered-draw = You offered a draw.
play-offer-draw = Offer a draw
play-resign-confirm = Resign this game?
setup-resign-confirm = Give up this game before it starts? Your opponent wins it.
play-resign = Resign
play-download-record = Download the game record
play-download-record-xml = Download for Gravon's archive tools (StraDoS2 XML)
play-next-game = Next game where it is your move →
confirm-move = Send { $piece } { $from }–{ $to }?
confirm-attack = Attack { $to } with your { $piece }?
confirm-attack-known = Attack { $to }, { $defender }, with your { $piece }?
error-one-move-now = Only one move can be sent now.
error-first-move-alone = That first move is sent alone (it fights a battle, lets a Spy see, or ends the turn): send it, then choose the second.
confirm-turn = Send { $first } and { $second }?
play-planned-second = Your first move, { $move }, is planned but not sent: choose the second.
play-plan-take-back = Take the first move back
confirm-send = Send
confirm-cancel = Cancel
notes-saved = Your note is saved. Only you can see it.
notes-probably = probably { $piece }
notes-not = not { $piece }
notes-yours = your note: { $note }
notes-no-guess = no guess
notes-write-on = { $square }, write a note
notes-heading = Your note on the piece on { $square }
notes-can-be = It can still be: { $kinds }.
notes-why-moved = It has moved, so it is none of: { $kinds }.
notes-why-far = It moved more than one square at once, so it can only be: { $kinds }.
notes-why-counted = You have found every piece of the following kinds elsewhere, so it is none of them: { $kinds }.
notes-why-beat = It beat { $loser }, so it is one of: { $kinds }.
notes-guess = What it is
notes-text = A few words
notes-private = Only you see your notes; the note follows the piece and goes away once you know what it is. Leave both empty to remove it.
notes-save = Save the note
talk-heading = Conversation
talk-none = No messages yet. When your opponent is away, your words reach them by mail.
talk-report = Report to the admins
talk-report-confirm = Report this message to the admins?
talk-reported = The message was reported; an admin will look at it.
talk-write = A message to { $name }
talk-send = Send the message
talk-mute = Mute { $name }'s messages
talk-muted-note = You muted { $name }'s messages in this game.
talk-unmute = Show their messages again
talk-muted = Your opponent's messages are muted in this game.
talk-unmuted = Your opponent's messages are shown again.
rematch-offer = Rematch
rematch-swapped = Same preset and time control, colours swapped.
rematch-offered-to-you = { $name } offers a rematch with the colours swapped.
rematch-offered-by-you = You offered { $name } a rematch.
rematch-accept = Accept the rematch
rematch-see = Go to the rematch
rematch-done = The rematch is on its way.
play-pieces-left = Pieces left
play-piece = Piece
play-removed-unknown = Removed, identity unknown
play-pieces-note-player = As far as you know: a piece removed without its identity being shown is still counted above; the last row says how many there are.
play-pieces-note-spectator = As far as both players know: a piece removed without its identity being shown is still counted above; the last row says how many there are.
play-moves = Moves
play-legend-moved = has moved
play-legend-known = your opponent knows what it is
play-legend-known-spectator = its opponent knows what it is
play-legend-last = the last turn
setup-title = Set up
setup-arrange = Arrange your army ({ $seat }, rows { $rows }) in secret.
setup-opponent-ready = { $name } has submitted a setup.
setup-opponent-arranging = { $name } is still arranging.
setup-choose-two = Choose two of your squares to exchange their pieces.
setup-chosen = Choose two of your squares to exchange their pieces — { $square } chosen, now choose the other square, or
setup-cancel = cancel
setup-your-setup = Your setup
setup-your-army = Your army: { $army }.
setup-submit = Submit this setup
setup-paste-summary = Paste a setup, or copy this one
setup-paste-label = One character per square of rows { $rows }, from the lowest row's a-file onwards as the record writes it (. for an empty square)
setup-use-text = Use this text
setup-saved-summary = Saved setups
setup-save-as = Save this setup as
setup-save = Save
setup-saved-label = Saved setup
setup-load = Load
setup-done-paste = Setup taken from the text.
setup-done-random = A new suggested setup, drawn from where real players put their pieces.
setup-done-load = Saved setup loaded.
setup-done-save = Setup saved.
setup-done-submit = Setup submitted. Your opponent sees only that you are ready.

## The setup editor: tray, dragging, mirror and the question before submitting
setup-suggest = Suggest a setup
setup-mirror = Mirror left and right
setup-done-mirror = Setup mirrored left to right.
setup-tray = Pieces to place
setup-tray-left = { $piece } ({ $label }): { $n ->
    [0] none left
    [one] one left
   *[other] { $n } left
}
setup-count = { $n } × { $piece }
setup-still-to-place = Still to place: { $pieces }.
setup-all-placed = Every piece is on the board.
setup-holding = Holding { $piece }: choose a square for it, or the tray to put it back (Escape lets go).
setup-how = Drag a piece onto a square, or choose it and then the square (Enter or Space; the arrow keys move between squares). A piece on the board swaps places with the one it lands on. To take it off the board, drag it back to the tray, choose it and then the tray, or press Delete.
setup-clear = Empty the board
setup-confirm = Submit this setup? It cannot be changed once submitted.
setup-keep-arranging = Keep arranging
setup-legend = Codes:
setup-legend-empty = empty square

aria-square = { $square }: { $what }
aria-empty = empty
aria-lake = lake
aria-volcano = volcano
aria-unknown = unknown
aria-moved = has moved
aria-revealed = known to the opponent

## Presets, leaderboards and profiles

leaderboard-title = Leaderboard
leaderboard-player = Player
leaderboard-games = Games
profile-ratings = Ratings
profile-no-rated = No rated games yet.
profile-rating = Rating
profile-rated-games = Rated games
profile-chart-caption = { $preset }: rating after each rated game
profile-chart-label = Rating history, from { $low } to { $high }
profile-results = Results
profile-no-finished = No finished games yet.
profile-won = Won
profile-drawn = Drawn
profile-lost = Lost
profile-recent = Recent games
status-open = open
status-challenge = challenge
status-declined = declined
status-cancelled = withdrawn
status-setup = setting up
status-playing = playing
status-finished = finished
preset-play = Play this game
preset-register-to-play = Register to play this game
preset-board = The board
preset-board-note = Each side sets up in its own rows (shaded), in secret.
preset-diagram = Setup areas and terrain
preset-diagram-note = { $first } sets up in the shaded rows at the bottom, { $second } at the top; ~ marks terrain.
preset-army = Each army: { $army }.
preset-statistics = Statistics
preset-finished = { $n ->
    [one] { $n } game finished.
   *[other] { $n } games finished.
}
preset-result = Result
preset-games = Games
preset-share = Share
preset-wins = { $side } wins
preset-draws = Draws
preset-average-length = { $n ->
    [one] A game lasts { $n } move on average.
   *[other] A game lasts { $n } moves on average.
}
preset-endings = How the games ended
preset-ending = Ending
preset-against-computer = Against the computer
preset-people-won = Won by people
preset-computer-won = Won by the computer
preset-see-also = See also
percent = { $n }%

## The rules, as the preset pages give them

rules-heading = The rules
rules-goal = Goal
rules-pieces = Pieces
rules-piece = Piece
rules-rank-modern = Rank (modern)
rules-rank-classic = Rank (classic)
rules-strength = Strength
rules-count = Count
rules-setup = Setting up
rules-moving = Moving
rules-battles = Battles
rules-repetition = No endless repetition
rules-end = End of the game
rules-information = What you see
rules-s-goal = { $edition ->
        [marsal-a-spion] Capture the enemy Flag.
       *[other] Capture the enemy Flag. You also win when your opponent is left with no legal move.
    }
rules-s-numbering = The original edition numbers the ranks from 1 (Marshal, strongest) to 9 (Scout); newer editions count the other way, from 10 (Marshal) to 2 (Scout) and 1 (Spy). Your account page chooses which numbers you see; the rules are the same.
rules-s-setup-full = The board has 10 × 10 squares. Each player places all forty pieces on the four rows nearest to them, in secret: red on rows 1–4, blue on rows 7–10.
rules-s-setup-small = The board has 10 × 10 squares. Each player places the small army anywhere on the forty squares of the four rows nearest to them, in secret; the other squares stay empty.
rules-s-setup-common = The two lakes in the middle (c5, d5, c6, d6 and g5, h5, g6, h6) can never be entered. Setups are handed in independently; play starts when both are in, and red moves first.
rules-s-move = A piece steps one square forward, backward or sideways, onto an empty square or onto an enemy piece, which attacks it.
rules-s-move-czech = A piece steps one square in any of the eight directions onto an empty square, but it attacks only forward, backward or sideways.
rules-s-immobile = Bombs and the Flag never move.
rules-s-scout = The Scout runs any number of empty squares in a straight line, never over a piece or a lake.
rules-s-scout-strike = It may end its run by attacking the first enemy piece in its line.
rules-s-scout-no-strike = Under the original rules it may not run and attack in the same turn: it attacks only a piece right next to it.
rules-s-scout-czech = Like every other piece it may also step one square diagonally.
rules-s-battle = Moving onto an enemy piece starts a battle. The higher rank wins: the loser leaves the board and a winning attacker takes the square. Equal ranks both leave the board.
rules-s-reveal = Both pieces are shown to both players, and the survivor stays known for the rest of the game.
rules-s-reveal-czech = Only the attacker sees what it attacked; the defender is never told what hit it, and a surviving attacker stays hidden from it.
rules-s-bomb = A Bomb destroys any attacker and stays, except a Miner, which removes the Bomb and takes its square.
rules-s-flag = Attacking the Flag captures it and wins the game.
rules-s-spy = A Spy that attacks the Marshal removes it. A Spy that is attacked loses to any piece, the Marshal included; two Spies both leave the board.
rules-s-scout-revealed = A Scout that runs more than one square shows the opponent that it is a Scout.
rules-s-pic-spy = A Spy that attacks the Marshal takes it; a Spy that is attacked loses.
rules-s-pic-miner = Only a Miner defuses a Bomb; any other attacker is blown up and the Bomb stays.
rules-s-pic-equal = Equal ranks: both are removed.
rules-s-two-squares = A piece may not move back and forth between the same two squares more than three times in a row, whatever the opponent does meanwhile and whether or not the moves attack. For a Scout, a run counts as going back when it runs along the same line in the opposite direction over squares its earlier run covered. { $edition ->
        [marsal-a-spion] If a player is left with no other legal move, the game is drawn.
       *[other] A player left with no other legal move loses.
    }
rules-s-more-squares = The more-squares rule (ISF): a move threatens the enemy pieces next to the square where it ends, and the opponent evades by moving one of them at once. While you keep threatening and your opponent keeps evading, you are chasing; a chasing move may not bring back a position (the whole board and the side to move) that already followed one of your moves in the same chase, unless the piece returns to the square it came from on its previous move. A player left with no other legal move loses.
rules-s-end-flag = Whoever captures the enemy Flag wins.
rules-end-no-moves = A player with no legal move loses; when after a move neither side can move, the game is drawn. A move that leaves the mover itself with no movable piece, or with its last pieces walled in, loses at once.
rules-s-end-czech-no-moves = When the player to move has only Bombs and the Flag left, or no legal move, the game is drawn instead of lost.
rules-s-end-czech-unreachable = The game is also drawn as soon as neither side can ever reach the other's Flag (for example a Flag walled in by Bombs when no Miner is left).
rules-end-quiet = After 300 moves in a row without a battle the game is drawn.
rules-end-other = A player may resign or offer a draw at any time; a player whose time runs out loses, or draws when the opponent could no longer capture anything that wins.
rules-information-text = You always see where every piece stands and which pieces have ever moved (so a piece that moved is no { $family ->
        [espionage] Mine or Headquarters
       *[stratego] Bomb or Flag
    }). Of an enemy piece's identity you see only what the rules reveal; nothing else about it ever leaves the server. When the game ends, every piece is shown to everyone.
rules-spectators = Spectators see what both players know: an identity shown to both sides, nothing that one side alone has learned.
rules-e-goal = Capture the enemy Headquarters. You also win when your opponent is left with no legal move.
rules-e-setup = The board has 10 × 10 squares. Each player places the thirty pieces on the three rows nearest to them, in secret: white on rows 1–3, black on rows 8–10.
rules-e-setup-small = The board has 8 × 8 squares. Each player places the army on the three rows nearest to them, in secret: white on rows 1–3, black on rows 6–8.
rules-e-volcanoes = Volcanoes are drawn anew for every game in the two middle rows, one in each half of each row, placed symmetrically for both players; nothing ever enters them. White moves first.
rules-e-volcanoes-small = Two volcanoes are drawn anew for every game: one in row 4 and its mirror image, under a half-turn of the board, in row 5; nothing ever enters them. White moves first.
rules-e-move = A piece steps one square forward, backward or sideways, onto an empty square or onto an enemy piece, which attacks it. Mines and the Headquarters never move.
rules-e-two-moves = A turn is two moves by two different pieces, the first turn of the game too. When the first move ends the game, the game ends; when no other piece can move after it, the turn is that one move.
rules-e-one-move = A turn is one move.
rules-e-no-return = A piece may not step straight back onto the square it left in your previous turn; some other move must come between.
rules-e-hidden = A battle never shows the pieces' values: both players see only which piece stays on the board.
rules-e-open = In Open Fast Espionage every piece is visible to both players from the start.
rules-e-soldiers = Soldiers (Corporal 1 to General 5): an attacking soldier wins against a soldier of equal or lower strength, and loses against a stronger one. Soldiers beat Spies and Minesweepers.
rules-e-spy = A Spy beats Spies and Minesweepers, and loses to any soldier.
rules-e-minesweeper = A Minesweeper clears Mines and takes their square, and beats Spies, Minesweepers and a General; every other soldier beats it. A General that attacks a Minesweeper wins.
rules-e-mine = A Mine destroys any other attacker and stays.
rules-e-hq = Attacking the Headquarters captures it and wins the game.
rules-e-pic-equal = Equal strength: the attacker wins.
rules-e-pic-minesweeper = A Minesweeper beats a General, and loses to every other soldier. It also clears Mines.
rules-e-pic-spy = A Spy beats Spies and Minesweepers but loses to any soldier.
rules-e-spies = Spies
rules-e-spies-text = After every move, by either side, each Spy shows its owner every enemy piece on the eight squares around it. A piece once seen stays known for the rest of the game. Nobody is told which of their own pieces the enemy's Spies have seen: that would betray where the Spies stand.
rules-e-end-hq = Whoever captures the enemy Headquarters wins.

## Admin console

admin-accounts = Accounts
admin-games = Games
admin-mail-queue = Mail queue
admin-audit-log = Audit log
audit-disable = Account disabled
audit-enable = Account enabled
audit-send-reset = Password-reset link sent
audit-mark-verified = Email marked as confirmed
audit-change-email = Email changed
audit-promote = Made admin
audit-demote = Made player
audit-delete = Account deleted
audit-create-admin = Admin account created
audit-create-user = Account created
audit-abort-game = Game aborted
audit-declare-result = Result declared
audit-extend-deadline = Deadline extended
audit-retry-mail = Mail queued again
audit-discard-mail = Mail discarded
audit-rotate-mail-key = New key for the mails' reply addresses
audit-dismiss-report = Report dismissed
audit-hide-message = Message hidden
audit-cancel-tournament = Tournament cancelled
audit-remove-from-tournament = Removed from a tournament
audit-command-line = Command line
admin-reports = Reported messages
admin-report-heading = { $reporter } reported a message by { $author }
admin-report-game = game #{ $id }
admin-report-conversation = The whole conversation
admin-report-hidden = hidden
admin-report-hide = Hide the message
admin-report-dismiss = Dismiss the report
admin-report-disable = Hide it and disable the author
admin-reason = Reason (kept in the audit log)
admin-confirm = I confirm
admin-done = Done, and written to the audit log.
admin-who = Who
admin-action = Action
admin-any-action = any
admin-to-whom = To whom
admin-filter = Filter
admin-when = When
admin-what = What
admin-why = Why
admin-see-board = See the board
admin-see-board-note = (as a spectator sees it, until the game ends).
admin-abort-title = Abort the game (no result)
admin-abort = Abort
admin-declare-result = Declare a result
admin-draw = Draw
admin-declare = Declare
admin-extend-by = Days to add to the deadline
admin-extend = Extend
admin-preset = Preset
admin-any = any
# The state filter's "any": Czech and Latvian agree it with their word for a state.
admin-any-state = any
admin-search = Search
admin-players = Players
admin-mail-troubled = Failed, or waiting after a failure
admin-mail-to = to { $address }
admin-mail-attempts = { $n ->
    [one] { $n } attempt
   *[other] { $n } attempts
}
admin-mail-queued = queued { $when }
admin-retry = Retry now
admin-discard = Discard
admin-confirmed = confirmed
admin-not-confirmed = not confirmed
admin-role-admin = admin
admin-role-player = player
admin-deleted = deleted
admin-disabled = disabled
admin-active = active
admin-joined = joined { $date }
admin-actions = Actions
admin-act-disable = Disable (ends every session, stops sign-in, pauses their games)
admin-act-enable = Enable
admin-act-send-reset = Send a password-reset link
admin-act-mark-verified = Mark the email as confirmed
admin-act-promote = Make admin
admin-act-demote = Make player
admin-act-delete = Delete: anonymise, forfeit games under way
admin-change-email = Change the email
admin-recent-sign-ins = Recent sign-ins
admin-mails = Mails
admin-name-or-email = Name or email
admin-sort-by = Sort by
admin-sort-name = name
admin-sort-joined = joined
admin-sort-seen = last seen
admin-name = Name
admin-role = Role
admin-joined-column = Joined
admin-seen-column = Last seen
admin-previous = ◀ previous
admin-next = next ▶
admin-session-line = opened { $opened }, from { $address }
admin-login-ok = signed in from { $address }
admin-login-failed = wrong password from { $address }
admin-game-summary = { $preset } · { $first } vs { $second } · { $state } · deadline { $deadline }

## Mails

mail-greeting = Hello { $name },
mail-deadline = Your deadline: { $deadline }.
mail-clock-stopped = The clock stands still for now.
mail-no-clock = This game has no clock: take as long as you like.
mail-turn-subject = Your move against { $opponent } (game #{ $id })
mail-turn-intro = It is your move in { $preset } against { $opponent }.
mail-open-game = Open the game
mail-board-label = The board as you see it
mail-board-legend-text = You play { $seat }, from the bottom. ? a piece you do not know, ! one that has moved, + a piece of yours your opponent knows, { $terrain }, * the last moves.
mail-board-legend-html = You play { $seat }, from the bottom. ? a piece you do not know, ! one that has moved, + a piece of yours your opponent knows, { $terrain }, framed: the last moves.
mail-challenge-subject = { $name } challenges you to { $preset }
mail-challenge-text = { $name } challenges you to a game of { $preset }. Accept or decline it on the game's page.
mail-rematch-subject = { $name } offers you a rematch: { $preset }
mail-rematch-text = { $name } offers you a rematch of your game of { $preset }, with the colours swapped. Accept or decline it on the game's page.
mail-see-challenge = See the challenge
mail-started-subject = Game #{ $id } against { $opponent } has started
mail-started-text = Your game of { $preset } against { $opponent } has started: you play { $seat }. Arrange your army in secret.
mail-arrange-army = Arrange your army
mail-over-subject = Game #{ $id } against { $opponent } is over
mail-over-replay = The whole game can now be replayed move by move, every piece shown.
mail-over-rematch = To play again with the colours swapped, open the game and choose Rematch.
mail-message-subject = { $name } wrote to you in game #{ $id }
mail-message-intro = { $name } wrote:
mail-message-quote = “{ $text }”
mail-see-game = See the game
mail-reminder-subject = Your time in game #{ $id } is running out
mail-reminder-text = Your { $preset } game #{ $id } is waiting for you.
mail-reminder-lost = If it passes, the game is lost on time.
mail-digest-subject = { $n ->
    [one] { $n } game waiting for your move
   *[other] { $n } games waiting for your move
}
mail-digest-line = Game #{ $id }: { $link }
mail-see-games = See your games
mail-verify-subject = Confirm your email address
mail-verify-text = Welcome to Fieldpost. Please confirm that this address is yours.
mail-verify-action = Confirm my address
mail-reset-subject = Reset your password
mail-reset-text = Someone (we hope you) asked to reset your Fieldpost password. The link works once, within the hour. If it was not you, ignore this mail.
mail-reset-action = Choose a new password
mail-email-change-subject = Confirm your new email address
mail-email-change-text = Please confirm that Fieldpost should write to this address from now on.
mail-email-change-action = Confirm the new address
mail-stop-text = To stop these mails:
unsubscribe-heading-short = Stop these mails

## Dates

datetime = { $day } { $month } { $year }, { $hour }:{ $minute } { $zone }
month-1 = January
month-2 = February
month-3 = March
month-4 = April
month-5 = May
month-6 = June
month-7 = July
month-8 = August
month-9 = September
month-10 = October
month-11 = November
month-12 = December

## Notices about the account
mail-password-changed-subject = Your Fieldpost password was changed
mail-password-changed-text = The password of your account was just changed, and links to reset it that were still open no longer work. If it was you, there is nothing to do. If it was not, reset your password now: the link goes to this address.
mail-email-changed-subject = Your Fieldpost account has a new address
mail-email-changed-text = The mail address of your account was just changed, and mails will no longer come here. If it was you, there is nothing to do. If it was not, ask for a reset link for this address at once, or write to the site's administrators.
mail-notice-action = Reset the password
mail-address-in-use-subject = Someone asked for your address on Fieldpost
mail-address-in-use-text = Someone asked to use this address for another Fieldpost account. Nothing was changed, and they were not told that it is yours. If you want to change your password anyway, use the link below.

## Games against the computer
profile-computer = A computer player. Its games are not rated.
leaderboard-people-only = Only games between people are rated: games against the computer count for nobody's rating, and computer players are not listed.
computer-heading = Play the computer
computer-level = Level
computer-no-clock = No clock: take as long as you like
computer-easy = Easy
computer-medium = Medium
computer-hard = Hard
computer-expert = Expert
computer-player = Computer ({ $level ->
        [easy] easy
        [medium] medium
        [hard] hard
       *[expert] expert
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


computer-level-rated = { $level } (about { $rating })
computer-think = Time the expert thinks a move
computer-think-usual = Usual (about a second)
computer-think-seconds = { $n ->
    [one] Up to { $n } second
   *[other] Up to { $n } seconds
}
computer-think-note = Only the expert uses more time, and plays a little better for it; the other levels answer at once.
computer-unrated = Games against the computer are not rated. The computer sets up at once and answers within seconds.
computer-play = Play the computer
computer-started = The computer has set up its pieces. Arrange yours and submit them to start.
error-no-computer = There is no computer player at that level here.
error-think-time = The computer's time to think is a whole number of seconds from 1 to { $max }.
error-think-time-computer-only = A time to think is for games against the computer only.
error-think-time-too-many = { $n ->
    [one] You already have { $n } game in which the computer thinks longer: finish it first, or choose the usual time.
   *[other] You already have { $n } games in which the computer thinks longer: finish one first, or choose the usual time.
}
error-too-many-computer-games = You already have { $n } { $n ->
        [one] game
       *[other] games
    } against the computer under way.
error-challenge-computer = A computer player takes no challenges: use “Play the computer”.
error-computer-account = A computer player can only be disabled or enabled.

## API tokens
tokens-title = API tokens
tokens-intro = A token lets a program (a bot of your own, say) use the JSON API at /api/v1 as you. It sees only what you see. Keep it secret; revoke it when it is no longer needed.
tokens-none = You have no tokens.
tokens-name = Name
tokens-scopes = May
tokens-created = Made
tokens-last-used = Last used
tokens-never-used = never
tokens-revoke = Revoke
tokens-may-play = May also play (moves, setups, new games), not only read
tokens-scope-read = read
tokens-scope-play = read and play
tokens-make = Make a token
tokens-revoked = The token was revoked.
tokens-new-title = Your new token
tokens-new-intro = This is the token “{ $name }”. It is shown this once only: copy it now.
tokens-new-example = Send it with every request, for example:
tokens-openapi = The API described (OpenAPI)
tokens-back = Back to your account
error-token-name = Give the token a name of 1 to 40 characters.
error-too-many-tokens = You already have { $n } { $n ->
        [one] token
       *[other] tokens
    }: revoke one first.
error-token-missing = This needs a token: send Authorization: Bearer followed by a token from your account page.
error-bad-token = This token is not known, has been revoked, or belongs to a disabled account.
error-bad-event-id = Last-Event-ID must be the number of an event this stream sent.
error-bad-option = This game cannot be played with the rule option { $option }, or not with that value.
error-token-rate = Your tokens made more than { $n } { $n ->
        [one] request
       *[other] requests
    } in a minute between them. Wait a minute.
error-token-read-only = This token may only read. Make one that may also play.

## Tournaments
nav-tournaments = Tournaments
tournaments-intro = Play a section of a few players where everyone meets everyone twice (once with each colour), or a Swiss event where each round pairs players with the same score. Games are played by mail like any other.
tournaments-open = Taking entries
tournaments-running = Under way
tournaments-finished = Finished
tournaments-new = Start a tournament
tournaments-swiss = Swiss
tournaments-size = Players
tournaments-size-note = A round robin has { $low } to { $high } { $high ->
        [one] player
       *[other] players
    } and starts when full. A Swiss event takes { $swiss_low } to { $swiss_high } { $swiss_high ->
        [one] player
       *[other] players
    }.
tournaments-rounds = Rounds
tournaments-round-robin-note = Everyone meets everyone twice, once with each colour.
tournaments-closes = Entries close on
tournaments-closes-note = Optional: at the end of that day (UTC) the tournament starts with whoever has entered, if enough have.
tournaments-i-play = I play in it myself
tournaments-create = Create the tournament
tournament-name = Name
tournament-description = Description
tournament-format = Format
tournament-format-round-robin = Round robin
tournament-format-swiss = Swiss, { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }
tournament-players = Players
tournament-rated = rated
tournament-unrated = not rated
tournament-created-by = Created by { $name }
tournament-state-open = Taking entries until full
tournament-state-open-until = Taking entries until { $date }
tournament-state-starting = Starting
tournament-state-running = Under way
tournament-state-round = Round { $round } under way
tournament-state-finished = Finished
tournament-state-cancelled = Cancelled
tournament-join = Enter
tournament-leave = Take back my entry
tournament-start = Start now
tournament-cancel = Cancel the tournament
tournament-withdraw = Withdraw
tournament-withdraw-note = Withdrawing loses your games still in play by forfeit, and you are paired no more.
tournament-withdraw-ask = Withdraw from this tournament?
tournament-withdraw-forfeits = These games of yours would be lost by forfeit:
tournament-withdraw-no-games = None of your games is being played just now, so none is forfeited.
tournament-withdraw-confirm = Withdraw and forfeit
tournament-my-games = Your games in this tournament
tournament-game-setting-up = Armies being set up
tournament-game-under-way = Under way
tournament-withdrawn-mark = withdrawn
tournament-crosstable = Crosstable
tournament-crosstable-legend = Each cell holds the row player’s games against the column player, underlined in the colour they played; … marks a game still being played. Every mark opens its game.
tournament-rounds = Rounds
tournament-round = Round { $round }
tournament-bye = bye (counts as a win)
tournament-standings = Standings
tournament-points = Points
tournament-sb = SB
tournament-sb-long = Sonneborn–Berger: the points of the opponents you beat, and half of those you drew with
tournament-direct = Direct encounter
tournament-wins = Wins
tournament-tie-breaks = Ties are broken by Sonneborn–Berger, then by the games among the tied players, then by wins.
tournament-cell = { $score } as { $seat } against { $opponent }
tournament-cell-playing = being played, as { $seat } against { $opponent }
tournament-admin-player = Player
tournament-admin-remove = Remove the player from the tournament
tournament-admin-cancel = Cancel the tournament
tournament-created = The tournament is open for entries.
tournament-joined = You are entered.
tournament-left = Your entry is taken back.
tournament-starting = The tournament is starting: your games will be in “My games” in a moment.
tournament-cancelled = The tournament is cancelled.
tournament-withdrawn = You have withdrawn from the tournament.
error-tournament-name = Give the tournament a name of 3 to 60 characters.
error-tournament-description = The description can be at most 1000 characters.
error-tournament-size = That is not a size this format allows.
error-tournament-rounds = A Swiss tournament has 3 to 9 rounds.
error-tournament-closing = Entries can close on a day from tomorrow up to 60 days ahead.
error-tournament-needs-verified = Tournaments are for players whose address is confirmed: follow the link we mailed you.
error-too-many-tournaments = You already have { $n } { $n ->
        [one] tournament
       *[other] tournaments
    } taking entries.
error-tournament-not-open = This tournament no longer takes entries.
error-tournament-full = This tournament is full.
error-tournament-entered = You are already entered.
error-tournament-not-entered = That player is not in this tournament.
error-tournament-creator-only = Only the tournament's creator can do that.
error-tournament-too-few = A tournament of this format needs at least { $n } { $n ->
        [one] player
       *[other] players
    } to start.
error-tournament-not-running = This tournament is not under way.
error-tournament-over = This tournament is already over.
mail-kind-tournament = A tournament I play in starts, pairs a round or ends
mail-tournament-open = See the tournament
mail-tournament-started-subject = The tournament “{ $name }” has started
mail-tournament-started-section = The tournament “{ $name }” has started: all your games begin now. Arrange your army in each.
mail-tournament-started-swiss = The tournament “{ $name }” has started ({ $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }). Round 1:
mail-tournament-round-subject = Round { $round } of “{ $name }”
mail-tournament-round-text = Round { $round } of “{ $name }” has been paired.
mail-tournament-game = Game #{ $id } against { $opponent }: you play { $seat }.
mail-tournament-bye = You have a bye this round: it counts as a win.
mail-tournament-over-subject = “{ $name }” is over
mail-tournament-over-text = The tournament “{ $name }” is over. Winner: { $winner }.
mail-tournament-place = You finished in place { $rank } of { $count } with { $points } points.
mail-tournament-cancelled-subject = “{ $name }” is cancelled
mail-tournament-cancelled-text = The tournament “{ $name }” has been cancelled. Games already under way go on, but count for nothing in it.
mail-tournament-game-of = A game of the tournament “{ $name }”.
mail-tournament-game-of-round = A game of the tournament “{ $name }”, round { $round }.
play-tournament = Tournament: { $name }
play-tournament-round = Tournament: { $name }, round { $round }
tournaments-entered = You are in it
error-tournament-rounds-size = A Swiss event of { $size } { $size ->
        [one] player
       *[other] players
    } can have at most { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }.

## Moves by mail: the words a reply may start with, each form separated by |
reply-word-resign = resign
reply-word-draw = draw
reply-word-setup = setup
reply-word-random = random

## Moves by mail: the answers to a reply, and the hints in turn mails
error-no-saved-setup = You have no saved setup named “{ $name }” for this game.
mail-reply-hint = You can also answer this mail: reply with your move, for example b4-b5, or with resign or draw. Anything you write on the lines below your move goes to your opponent.
mail-reply-hint-two = You can also answer this mail: reply with your moves, for example b4-b5 c4-c5 (or one move, then the second once you see it), or with resign or draw. Anything you write on the lines below goes to your opponent.
mail-reply-hint-setup = You can also answer this mail: reply with setup random, or with setup and the name of one of your saved setups.
mail-reply-played-subject = Game #{ $id }: your reply was played
mail-reply-refused-subject = Game #{ $id }: your reply was not played
reply-played = Your reply was played.
reply-refused = Your reply was not played, and nothing changed in the game.
reply-turn-goes-on = Your turn goes on: reply to this mail with your second move.
reply-moves-off = You have turned off moves by mail for your account; you can turn them on again on your account page.
reply-empty = We found no move in your reply: write it on the first line, above the quoted mail.
reply-not-understood = We did not understand “{ $line }”. Write a move such as b4-b5, or resign, or draw.
reply-moved-on = The game has moved on since that mail: it answered an earlier position.
reply-words-not-posted = Your words were not passed on to your opponent: { $why }
reply-draw-offered = You offered a draw. Your opponent can accept it or play on.
reply-draw-agreed = The game is drawn by agreement.
reply-draw-declined = Your opponent declined the draw.
reply-setup-first = The armies are not on the board yet: reply with your setup first.
account-moves-by-mail = Moves by mail
account-moves-by-mail-on = Play my replies to turn mails as moves
account-moves-by-mail-receipts = Answer each move I play by mail with a short confirmation
account-moves-by-mail-note = A reply counts only from your confirmed address, and only for the game and turn its mail was about.
account-moves-by-mail-saved = Your settings for moves by mail are saved.
account-confirm-again = Send me a new confirmation link
account-confirm-sent = A new confirmation link is on its way to your address.
error-confirm-wait = A confirmation link was sent a few minutes ago; please look for it before asking again.
bounce-banner = Mail to { $address } has been coming back undelivered since { $since }.
bounce-banner-action = Change or confirm your address
admin-bouncing = Addresses that bounce
admin-bouncing-none = No address bounces.
admin-bouncing-count = Bounces
admin-bouncing-since = Since
admin-bouncing-detail = Last reason

# The analysis after a game
analysis-heading = Analysis
analysis-explain = Once a game is over, the expert computer can judge every move from what its side knew at that moment (not from the pieces the end revealed) and name the move it would have chosen. The server takes a few minutes over it.
analysis-request = Analyse this game
analysis-requested = The analysis is under way. This page shows it when it is ready.
analysis-working = { $total ->
    [one] Analysing: { $judged } of { $total } move judged so far. Reload the page later.
   *[other] Analysing: { $judged } of { $total } moves judged so far. Reload the page later.
}
analysis-chart = The evaluation move by move, each by what the side to move knew then: above the middle line { $first } stands better, below it { $second }. Dots mark mistakes and blunders.
analysis-units = Values are the computer's points for material and position: a piece of middling strength is worth about 50.
analysis-mistake = Mistake
analysis-blunder = Blunder
analysis-mark = { $mark } (move { $ply }): the expert would have played { $best }.
analysis-move = Move { $ply } ({ $side }): the expert would have played { $best }, worth { $best_value } by what that side knew then; the move played was worth { $played_value }.
analysis-move-best = Move { $ply } ({ $side }): the expert would have chosen this move too.
analysis-not-judged = Move { $ply } could not be judged.
analysis-value-win = a win
analysis-value-loss = a loss
error-analysis-not-over = A game is analysed only once it is over.
error-analysis-no-moves = This game ended before its first move: there is nothing to analyse.
error-analysis-too-many = { $n ->
    [one] You already have { $n } analysis waiting: ask for another once it is ready.
   *[other] You already have { $n } analyses waiting: ask for another once one of them is ready.
}
