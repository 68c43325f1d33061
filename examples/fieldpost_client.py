"""A small typed client for Fieldpost's JSON API (Python 3.9+, standard library only), written by hand from the
OpenAPI document at /api/v1/openapi.json. Copy it into your bot; examples/bot.py shows it at work.

    api = Client("http://127.0.0.1:8080", "fpat_...")
    for event in api.events():          # never polls: one stream, resumed after a dropped connection
        if event.type == "your_turn":
            game = api.game(event.game)
            move = api.legal_moves(game.id)[0]
            api.play(game.id, move.from_, move.to, game.ply)

Every refusal raises `Refused`, with the problem's `type` (stable, e.g. "/api/v1/problems/stale-page") and its
`title` worded in the token owner's language.
"""

import json
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from typing import Any, Dict, Iterator, List, Optional


class Refused(Exception):
    """A refusal: the API's problem JSON (RFC 9457)."""

    def __init__(self, status: int, problem: Dict[str, Any]):
        super().__init__(f"{status} {problem.get('type')}: {problem.get('title')}")
        self.status = status
        self.type: str = problem.get("type", "")
        self.title: str = problem.get("title", "")
        # A move made on a stale view carries the game as it stands now.
        self.game: Optional["GameView"] = GameView.of(problem["game"]) if "game" in problem else None


@dataclass
class Me:
    id: int
    username: str

    @staticmethod
    def of(j: Dict[str, Any]) -> "Me":
        return Me(id=j["id"], username=j["username"])


@dataclass
class Move:
    """A move as the reader knows it (`MoveSeen`)."""

    ply: int
    seat: str
    from_: str
    to: str
    mover: Optional[str]
    text: str

    @staticmethod
    def of(j: Dict[str, Any]) -> "Move":
        return Move(ply=j["ply"], seat=j["seat"], from_=j["from"], to=j["to"], mover=j.get("mover"), text=j["text"])


@dataclass
class LegalMove:
    from_: str
    to: str

    @staticmethod
    def of(j: Dict[str, Any]) -> "LegalMove":
        return LegalMove(from_=j["from"], to=j["to"])


@dataclass
class GameView:
    """A game as the reader may know it: hidden pieces have kind None."""

    id: int
    preset: str
    status: str
    seat: Optional[str]
    ply: int
    your_turn: bool
    deadline: Optional[str]
    setup: Optional[Dict[str, Any]]
    result: Optional[Dict[str, Any]]
    rules: Dict[str, Any]
    board: List[Dict[str, Any]] = field(default_factory=list)
    moves: List[Move] = field(default_factory=list)

    @staticmethod
    def of(j: Dict[str, Any]) -> "GameView":
        return GameView(
            id=j["id"], preset=j["preset"], status=j["status"], seat=j.get("seat"), ply=j["ply"],
            your_turn=j["your_turn"], deadline=j.get("deadline"), setup=j.get("setup"), result=j.get("result"),
            rules=j.get("rules", {}), board=j.get("board", []), moves=[Move.of(m) for m in j.get("moves", [])],
        )


@dataclass
class Event:
    """One event of the account's stream. `type` says which: your_turn, challenge_received, challenge_accepted,
    challenge_declined, challenge_withdrawn, game_over, message, draw_offered, round_paired (and stream_opened
    first)."""

    seq: int
    type: str
    game: Optional[int]
    data: Dict[str, Any]

    @staticmethod
    def of(j: Dict[str, Any]) -> "Event":
        return Event(seq=j["seq"], type=j["type"], game=j.get("game"), data=j)


class Client:
    def __init__(self, base: str, token: str, timeout: float = 30):
        self.base = base.rstrip("/") + "/api/v1"
        self.token = token
        self.timeout = timeout

    def _request(self, method: str, path: str, body: Optional[Dict[str, Any]] = None) -> urllib.request.Request:
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method)
        req.add_header("Authorization", "Bearer " + self.token)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        return req

    def call(self, method: str, path: str, body: Optional[Dict[str, Any]] = None) -> Any:
        """One request; waits as told when the account's rate limit answers 429."""
        while True:
            try:
                with urllib.request.urlopen(self._request(method, path, body), timeout=self.timeout) as res:
                    text = res.read()
                    return json.loads(text) if text else None
            except urllib.error.HTTPError as e:
                problem = json.load(e)
                if e.code == 429:
                    time.sleep(int(e.headers.get("Retry-After", "60")))
                    continue
                raise Refused(e.code, problem) from None

    # Reading.
    def me(self) -> Me:
        return Me.of(self.call("GET", "/me"))

    def my_turns(self) -> List[int]:
        return [g["id"] for g in self.call("GET", "/games?my_turn=true")]

    def game(self, game_id: int) -> GameView:
        return GameView.of(self.call("GET", f"/games/{game_id}"))

    def legal_moves(self, game_id: int) -> List[LegalMove]:
        return [LegalMove.of(m) for m in self.call("GET", f"/games/{game_id}/legal-moves")]

    # Acting.
    def play(self, game_id: int, from_: str, to: str, ply: int) -> GameView:
        return GameView.of(self.call("POST", f"/games/{game_id}/moves", {"from": from_, "to": to, "ply": ply}))

    def submit_setup(self, game_id: int, setup: str) -> GameView:
        return GameView.of(self.call("POST", f"/games/{game_id}/setup", {"setup": setup}))

    def challenge(self, preset: str, opponent: Optional[str] = None, computer: Optional[str] = None,
                  options: Optional[Dict[str, Any]] = None) -> int:
        body: Dict[str, Any] = {"preset": preset}
        if opponent:
            body["opponent"] = opponent
        if computer:
            body["computer"] = computer
        if options:
            body["options"] = options
        return self.call("POST", "/challenges", body)["id"]

    def accept(self, game_id: int) -> GameView:
        return GameView.of(self.call("POST", f"/challenges/{game_id}/accept"))

    def write(self, game_id: int, text: str) -> Any:
        return self.call("POST", f"/games/{game_id}/messages", {"text": text})

    # Following.
    def events(self, since: Optional[int] = None) -> Iterator[Optional[Event]]:
        """The account's events as they happen, for ever: reconnects after a dropped connection (or the hourly
        end of a stream) and resumes after the last event read, so none is missed. Yields None for the blank
        keep-alive lines, so that a caller can notice a long silence."""
        last = since
        while True:
            req = self._request("GET", "/events")
            req.add_header("Accept", "application/x-ndjson")
            if last is not None:
                req.add_header("Last-Event-ID", str(last))
            try:
                with urllib.request.urlopen(req, timeout=60) as res:
                    for line in res:
                        line = line.strip()
                        if not line:
                            yield None
                            continue
                        event = Event.of(json.loads(line))
                        last = event.seq
                        yield event
            except (urllib.error.URLError, ConnectionError, TimeoutError) as e:
                print(f"the event stream dropped ({e}); resuming after {last}", file=sys.stderr)
                time.sleep(1)
