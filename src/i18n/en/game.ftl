# game: bao game, its coach, bao replay and the review. Messages named game-...

## The sides, the players and how a game ends

game-side-south = South
game-side-north = North
game-player-level = bao level { $level }
game-player-time = bao time { $ms } ms
game-players = { $south } (South) against { $north } (North), rules { $rules }
game-result-in-progress = not finished
game-result-drawn = drawn: the move never ends
game-result-front-row-empty = { $winner } wins: { $loser }'s front row is empty
game-result-no-legal-move = { $winner } wins: { $loser } has no legal move
game-result-never-ending = { $winner } wins: { $loser } played a never-ending move
game-result-resigned = { $winner } wins: { $loser } resigned
game-over = the game is over: { $result }
game-nothing-to-undo = there is no move of yours to take back

## The coach's chances and exact results

game-chances = { $side }'s chances: { $percent } %
game-wins-at-once = { $side } wins at once
game-wins-within = { $side } wins within { $turns } turns
game-wins-next-turn = { $side } wins on the next turn
game-a-draw = a draw

## The classes of a move

game-class = { $class ->
    [best] best move
    [good] good move
    [inaccuracy] inaccuracy
    [mistake] mistake
    [blunder] blunder
    [missed-win] missed a forced win
   *[walked-into-loss] walked into a forced loss
}
game-class-plural = { $class ->
    [best] best moves
    [good] good moves
    [inaccuracy] inaccuracies
    [mistake] mistakes
    [blunder] blunders
    [missed-win] missed wins
   *[walked-into-loss] walks into a loss
}
game-class-count = { $class ->
    [best] { $count ->
        [one] 1 best move
       *[other] { $count } best moves
    }
    [good] { $count ->
        [one] 1 good move
       *[other] { $count } good moves
    }
    [inaccuracy] { $count ->
        [one] 1 inaccuracy
       *[other] { $count } inaccuracies
    }
    [mistake] { $count ->
        [one] 1 mistake
       *[other] { $count } mistakes
    }
    [blunder] { $count ->
        [one] 1 blunder
       *[other] { $count } blunders
    }
    [missed-win] { $count ->
        [one] 1 missed win
       *[other] { $count } missed wins
    }
   *[walked-into-loss] { $count ->
        [one] 1 walk into a loss
       *[other] { $count } walks into a loss
    }
}

## The coach's verdicts

game-coach-only-move = { $move } is the only move that holds ({ $chances }): every other loses { $points } points or more.
game-coach-one-of-two = { $move } is good, one of the two moves that hold ({ $chances }).
game-coach-best-in-hard = { $move } is the best move in a hard position ({ $chances }).
game-coach-missed-win = { $side } had a forced win { $turns ->
    [1] at once
   *[other] within { $turns } turns
} with { $win } ({ $does }); { $move } lets it go.
game-coach-missed-win-now = { $side } had a forced win { $turns ->
    [1] at once
   *[other] within { $turns } turns
} with { $win } ({ $does }); { $move } lets it go: { $chances } now.
game-coach-walks-into-loss = { $move } walks into a forced loss: { $loss }.
game-coach-fault = { $class ->
    [inaccuracy] { $move } is an inaccuracy
    [mistake] { $move } is a mistake
    [blunder] { $move } is a blunder
    [missed-win] { $move } is a missed a forced win
    [best] { $move } is a best move
    [good] { $move } is a good move
   *[walked-into-loss] { $move } is a walked into a forced loss
}: { $side }'s chances go from { $before } % to { $after } %.
game-coach-allows = It lets { $side } answer { $reply }: { $does }.
game-coach-better = { $move } was better: { $does }.
game-coach-better-kept = { $move } was better: { $does }; { $kept }.

## Why a mistake is one

game-list = { $rest } and { $last }
game-reason-hole-seeds = { $hole }'s { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}
game-reason-hole-more = { $hole }'s { $count }
game-reason-captures = captures { $holes }, entering at the kichwa { $kichwa }
game-reason-captures-all = captures { $holes }, { $all } in all, entering at the kichwa { $kichwa }
game-reason-relays = relays { $laps ->
    [1] once
    [2] twice
   *[other] { $laps } times
}
game-reason-relays-from = relays { $laps ->
    [1] once
    [2] twice
   *[other] { $laps } times
}, from { $holes }
game-reason-takes-nyumba = takes { $side }'s nyumba { $hole } for good
game-reason-threatens-nyumba = threatens { $side }'s nyumba { $hole } ({ $count ->
    [one] 1 seed
   *[other] { $count } seeds
})
game-reason-takasia = takasia: blocks { $hole } for { $side }'s next turn
game-reason-empties-front-row = empties { $side }'s front row: { $winner } wins
game-reason-never-ending-draw = starts a sowing that never ends: the game is drawn
game-reason-never-ending-loses = starts a sowing that never ends: { $side } loses
game-reason-then = { $does }; { $board }
game-reason-board = { $side } then has { $count ->
    [one] 1 seed
   *[other] { $count } seeds
} on the board to { $mover }'s { $theirs }
game-kept-covered = { $move } kept { $holes } covered
game-kept-emptied = { $move } left nothing in { $holes } to capture
game-kept-both = { $move } kept { $covered } covered and left nothing in { $emptied } to capture

## The review of a game

game-review-of = review of the game: { $title }
game-review-result = result: { $result }
game-review-budget = each position searched { $depth } plies deep, at most { $nodes } nodes
game-review-budget-unlimited = each position searched { $depth } plies deep, at most unlimited nodes
game-review-accuracy = accuracy
game-review-no-turning-points = turning points: none, no move lost 10 points of chance or more
game-review-turning-points = turning points (the { $count ->
    [one] move
   *[other] { $count } moves
} that lost the most):
game-review-turning = turn { $turn }, { $move } ({ $side }), { $class ->
    [best] best move
    [good] good move
    [inaccuracy] inaccuracy
    [mistake] mistake
    [blunder] blunder
    [missed-win] missed a forced win
   *[walked-into-loss] walked into a forced loss
}: { $side }'s chances go from { $before } % to { $after } %
game-review-better = { $said }; { $move } was better
game-review-graph = South's chances over the game (a dot a position):
game-review-start = start
game-review-turn = turn { $turn }
game-svg-chances = South's chances over the game
game-svg-subtitle = { $result }; South's chances over the game; accuracy: South { $south }, North { $north }
game-svg-end = South's chance at the end: { $percent } %

## Starting, resuming and keeping a game

game-in-progress-under = a game under { $rules } is in progress in `{ $path }` (turn { $turn }): `bao game` resumes it, and `bao game --new` with these options starts another, forgetting it
game-in-progress-between = a game between { $south } and { $north } is in progress in `{ $path }` (turn { $turn }): `bao game` resumes it, and `bao game --new` with these options starts another, forgetting it
game-not-a-side = `{ $text }` is not a side: give S or N
game-does-not-replay = `{ $path }` does not replay
game-does-not-replay-because = `{ $path }` does not replay: { $error }
game-resuming = resuming the game saved in `{ $path }` at turn { $turn }; `bao game --new` starts another
game-claim-held = the game in `{ $path }` is open in another bao session: n starts a new game under another name, r opens this one read-only (nothing played is saved), q quits
game-claim-ask = n, r or q?{" "}
game-claim-new = the new game is kept in `{ $path }`
game-claim-refused = the game in `{ $path }` is open in another bao session: end that one first, or choose n (a new game under another name) or r (read-only)
game-store-no-dir = cannot tell where to keep the game: set HOME, or XDG_STATE_HOME to an absolute path
game-store-cannot-save = cannot save the game in `{ $path }`: { $error }
game-store-cannot-read = cannot read the saved game `{ $path }`: { $error }
game-store-does-not-replay = the saved game `{ $path }` does not replay: { $error }; start afresh with `bao game --new`
game-store-read-only = the game in `{ $path }` was open read-only: nothing played here is saved
game-store-kept = its record is kept in `{ $path }` until a new game starts (`bao replay` steps through it)
game-store-saved = the game is saved in `{ $path }`: { $resume } resumes it

## The line mode

game-line-keys = type a move in either notation (A6L*, A6<) or a hole (A6), u undo, h hint (twice: the move), r resign, s [FILE] save the record, q quit (the game is kept)
game-line-prompt = { $player } ({ $side }) to move [move, u, h, r, s, q]:{" "}
game-line-over-prompt = u take back, s [FILE] save the record, q quit:{" "}
game-took-back = { $count ->
    [one] took back 1 turn
   *[other] took back { $count } turns
}
game-line-which = which one?
game-line-which-prompt = number or move (Enter: neither):{" "}
game-line-none-of-them = `{ $text }` is none of them
game-played = { $turn }. { $move }: { $does }
game-bao-played = { $turn }. bao plays { $move }: { $does }
game-coach-says = coach: { $text }
game-thinking = bao ({ $side }) is thinking…
game-thinking-at-most = bao ({ $side }) is thinking, at most { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s…
game-search-failed = bao's search failed
game-no-move-found = bao found no move
game-hint-hole = hint: look at { $hole } (h again for the move)
game-hint-move = hint: { $move }: { $does }
game-yes-words = y, yes
game-yes-keys = yY
game-line-resign = resign the game? [y/N]:{" "}
game-not-resigned = not resigned: the game goes on
game-record-written = the record is written to `{ $name }`
game-line-record-exists = `{ $name }` exists and is kept: give another name, `s FILE`
game-record-cannot-write = cannot write `{ $name }`: { $error }

## The full screen

game-side-player = { $side }: { $player }
game-side-stock = { $name }  stock { $stock }
game-side-to-move = { $name }  ◀ to move
game-side-stock-to-move = { $name }  stock { $stock }  ◀ to move
game-screen-moves-title = {" "}Moves and coach{" "}
game-coach-on = coach on { $turn }. { $move }: { $text }
game-screen-resign = resign the game? y resigns, any other key plays on
game-screen-save-as = write the record to: { $name }_  (Enter writes; empty: bao-game.txt; Esc)
game-screen-over-review = the game is over: { $result }; q quits and shows the review
game-screen-thinking-at-most = bao ({ $side }) is thinking… at most { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
game-screen-typed = move: { $text }_
game-screen-to-move = { $side } to move: choose a hole, or type the move
game-screen-keys = ←→↑↓ hole  Enter play  u undo  h hint  r resign  s save  q quit  +- speed { NUMBER($speed, useGrouping: "false") }
game-screen-keys-board = ←→↑↓ hole  Enter play  +- speed { NUMBER($speed, useGrouping: "false") }
game-screen-keys-game = u undo  h hint  r resign  s save  q quit
game-resignation-taken-back = the resignation is taken back
game-resign-on-your-turn = you resign on your own turn
game-record-not-written = the record is not written
game-no-move-from = no legal move starts from { $hole }
game-screen-record-exists = `{ $name }` exists and is kept: s again to give another name
game-screen-no-free-name = cannot find a free name for the record here

## bao replay

game-replay-turn = { $turn }. { $move } ({ $side }): { $does }
game-replay-header = { $players }, { $date }
game-replay-notes-title = {" "}Moves and comments{" "}
game-replay-start = the start of a game of { $count } turns: → or Enter plays the first
game-replay-end-goes-on = turn { $turn } of { $count }, the end of the record: the game goes on
game-replay-end = turn { $turn } of { $count }, the end: { $result }
game-replay-at = turn { $turn } of { $count }: { $move } ({ $side })
game-replay-keys = Enter/→ next  ← back  Home start  End end  +- speed  q quit
game-replay-keys-step = Enter/→ next  ← back  +- speed
game-replay-keys-jump = Home start  End end  q quit
game-replay-result = result: { $result }
game-replay-annotated = the annotated copy is written to `{ $path }`
game-replay-turn-does-not-replay = turn { $turn } does not replay
game-replay-is-the-record = `{ $path }` is the record itself: --annotate writes a copy, never over the original
game-replay-exists = `{ $path }` exists and is kept: remove it or give another --out
game-review-svg-is-the-record = `{ $path }` is the record itself: give --svg another file
game-review-svg-exists = `{ $path }` exists and is kept: remove it or give another --svg
game-review-svg-written = the review's graph is drawn in `{ $path }`
game-review-progress = reviewing position { $n } of { $total }

## The review on the full screen and the chance bar

game-review-no-moves = no moves
game-review-side = { $side }: { $counts }
game-review-side-accuracy = { $side }: { $counts }; accuracy { $accuracy } %
game-review-title = review: { $title }
game-review-keys = q quit
game-bar-north = N
game-bar-south = S
game-bar-finding = South's chances: …
game-bar-line = South { $percent } %

## Game records that do not read (src/game/record/parse.rs, src/game/record.rs, src/game/store.rs)
game-record-line = line { $line }: { $message }
game-record-control = the control character `{ $text }` may not be in a record
game-record-out-of-order = turn `{ $text }` is out of order: turn { $expected } comes next
game-record-neither = `{ $text }` is neither a header line `Key: value` nor a numbered turn `1. A6L*`
game-record-header-after-turn = a header line must come before the first turn
game-record-header-empty = the header `{ $key }` has no value
game-record-players-form = `Players:` takes `SOUTH - NORTH`
game-record-players-twice = the players are named twice
game-record-unknown-header = unknown header `{ $key }`: the headers are Rules, South, North, Players, Date, Result and Start
game-record-header-twice = the header `{ $key }` is given twice
game-record-comment-open = a `{"{"}` comment must end with `{"}"}` on its line
game-record-no-move = the turn has no move
game-record-one-move = `{ $text }`: one move a line (put a comment after `;`)
game-record-no-rules = the record has no `Rules:` line
game-record-rules = `Rules:` { $reason }
game-record-start = `Start:` { $reason }
game-record-at-column = { $reason } at column { $column }
game-record-player-south = South's player { $reason }
game-record-player-north = North's player { $reason }
game-record-level = `{ $text }`: bao's level is 1 to 6
game-record-time = `{ $text }`: bao's time per move is 1 to { $most } ms (an hour)
game-record-no-result = the record has no `Result:` line
game-record-bad-result = `Result:` `{ $text }` is not a result: write `*` for a game in progress, or who won and why, e.g. `South wins: North resigned`
game-record-after-end = turn { $turn } comes after the end of the game ({ $outcome })
game-record-turn = turn { $turn } `{ $text }`: { $message }
game-record-not-over = the game is not over after the last turn
game-record-start-over = the `Start:` position is already over: { $outcome }
game-record-moves-end = the moves end it: { $outcome }
game-record-result-differs = `Result:` says `{ $text }`, but { $played }
game-store-lock-irregular = the lock file is not a regular file: remove it
game-store-no-other-name = no other name up to 99 is free beside it
game-player-you = you
game-coach-legend = { $capture } the answer captures  { $better } better move
