#!/usr/bin/env python3
"""A complete Fieldpost bot that plays random legal moves through the JSON API (Python's standard library only),
built on the typed client beside it (fieldpost_client.py).

Make a token that may play on your account page, then:

    python3 examples/bot.py --base http://127.0.0.1:8080 --token fpat_... --computer easy --preset barrage

starts a game against the built-in computer player and plays it to the end. It never polls: it holds the
account's event stream (GET /api/v1/events) and acts when told it is its turn, in as many games at once as
come (--accept takes every challenge, --forever keeps going). Without --computer, --accept or --forever it
plays the turns that are waiting and stops.
"""

import argparse
import json
import random
import sys
import time

from fieldpost_client import Client, GameView, Refused


# How long the stream may stay quiet before the bot looks at its list of waiting turns.
RECHECK_SECONDS = 10


def act(api: Client, game: GameView, rng: random.Random):
    """Does what `game` (as the API last showed it) asks of the bot now. Returns the game as it then stands,
    or None when there is nothing to do."""
    if game.status == "setup" and game.setup and not game.setup["submitted"]:
        # The draft the server dealt is a legal setup: submit it as it is.
        return api.submit_setup(game.id, game.setup["setup"])
    if game.status != "playing" or not game.your_turn:
        return None
    moves = api.legal_moves(game.id)
    if not moves:
        return None
    move = rng.choice(moves)
    try:
        return api.play(game.id, move.from_, move.to, game.ply)
    except Refused as e:
        # The game moved on under us (a stale view): the problem carries it as it stands now.
        if not e.type.endswith("/stale-page"):
            raise
        return e.game


def accept(api: Client, game_id: int):
    """Accepts a challenge, unless it is no longer open: one made while the stream was opening is both in the
    list of waiting turns and in the stream, and the second answer finds it taken."""
    try:
        api.accept(game_id)
    except Refused:
        if api.game(game_id).status == "challenge":
            raise


def take_turn(api: Client, game_id: int, rng: random.Random) -> GameView:
    """Acts in one game until it waits for the opponent (both moves of a two-move turn, say)."""
    game = api.game(game_id)
    while True:
        after = act(api, game, rng)
        if after is None:
            return game
        game = after


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", required=True, help="the service's address, e.g. http://127.0.0.1:8080")
    parser.add_argument("--token", required=True, help="a token that may play")
    parser.add_argument("--computer", choices=["easy", "medium", "hard", "expert"], help="start a game against the computer")
    parser.add_argument("--preset", default="stratego", help="the preset of that game")
    parser.add_argument("--seed", type=int, default=None, help="seed for the random moves")
    parser.add_argument("--accept", action="store_true", help="accept every challenge received")
    parser.add_argument("--forever", action="store_true", help="keep playing the games that come")
    parser.add_argument("--games", type=int, default=None, help="stop after this many games are over")
    parser.add_argument("--max-wait", type=float, default=600, help="give up after the opponent is silent this long")
    args = parser.parse_args()

    api = Client(args.base, args.token)
    rng = random.Random(args.seed)
    print(f"playing as {api.me().username}", file=sys.stderr)
    stream = api.events()
    # The stream is open (its first event says where it starts) before anything is started, so no event of the
    # bot's own games can be missed.
    opened = next(event for event in stream if event is not None)
    print(f"stream opened after event {opened.seq}", file=sys.stderr)
    started = None
    if args.computer:
        started = api.challenge(args.preset, computer=args.computer)
        print(f"game {started} against the computer ({args.computer})", file=sys.stderr)
    # Turns and challenges that were waiting before the stream opened; from here on, the stream says when to act.
    waiting = api.my_turns()
    print(f"waiting before the stream: {waiting}", file=sys.stderr)
    for game_id in waiting:
        if api.game(game_id).status == "challenge":
            if args.accept:
                accept(api, game_id)
        else:
            take_turn(api, game_id, rng)
    if started is None and not args.forever and not args.accept:
        return 0
    over = 0
    quiet_since = checked = time.monotonic()
    for event in stream:
        if event is None:
            if time.monotonic() - quiet_since > args.max_wait:
                print("nothing happened in time", file=sys.stderr)
                return 1
            # A turn the bot could not take when its event came (a view read a moment too early, say) stays in
            # the list of waiting turns: a quiet stream is the time to look there.
            if time.monotonic() - checked > RECHECK_SECONDS:
                checked = time.monotonic()
                for game_id in api.my_turns():
                    if api.game(game_id).status != "challenge":
                        take_turn(api, game_id, rng)
            continue
        quiet_since = time.monotonic()
        print(f"event {event.seq}: {event.type} in game {event.game}", file=sys.stderr)
        if event.type == "your_turn":
            take_turn(api, event.game, rng)
        elif event.type == "challenge_received" and args.accept:
            accept(api, event.game)
        elif event.type == "game_over":
            game = api.game(event.game)
            print(json.dumps({"game": game.id, "plies": game.ply, "winner": game.result["winner"],
                              "reason": game.result["reason"], "bot_seat": game.seat,
                              "result": event.data["result"]}), flush=True)
            over += 1
            if (event.game == started and not args.forever) or over == args.games:
                return 0


if __name__ == "__main__":
    sys.exit(main())
