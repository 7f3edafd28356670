# Words every part of bao uses (the sides, seeds, counts): messages named common-...

## The sides
common-south = South
common-north = North

## Beside a board: a side's stock and whether it is to move
common-note-stock = stock { $stock }
common-note-to-move = to move

## A board's marks, explained under the first board that shows them
common-marks = marks: { $marks }
common-mark-nyumba = [{ $seeds }] a nyumba its owner still has
common-mark-blocked = { $seeds }{ $mark } { $hole } is blocked by takasia
common-mark-touched = a hole this step touched

## A board described in words (for screen readers)
common-board-label = Bao board: { $board }
common-row-north-back = North back row b8 to b1
common-row-north-front = North front row a8 to a1
common-row-south-front = South front row A1 to A8
common-row-south-back = South back row B1 to B8
common-nyumba-owned-both = nyumba owned by South and North
common-nyumba-owned-south = nyumba owned by South
common-nyumba-owned-north = nyumba owned by North
common-highlighted = highlighted { $holes }
common-blocked-hole = { $hole } blocked by takasia
common-legend-highlighted = highlighted
common-legend-blocked = blocked by takasia

## A move's steps in words, in the mover's terms
common-event-stock = puts a seed from the stock into { $hole }
common-event-lift = lifts the { $seeds } seeds of { $hole }
common-event-relay = relay: lifts the { $seeds } seeds of { $hole } and sows on
common-event-safari = safari: sows the nyumba's { $seeds } seeds on
common-event-tax = pays the nyumba tax: takes { $seeds } seeds from { $hole }
common-event-capture-left = captures { $seeds } from { $hole }, entering at the left kichwa { $entry }
common-event-capture-right = captures { $seeds } from { $hole }, entering at the right kichwa { $entry }
common-event-sow-into = sows { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    } into { $first }
common-event-sow-clockwise = sows { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    } clockwise, { $first } to { $last }
common-event-sow-anticlockwise = sows { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    } anticlockwise, { $first } to { $last }
common-event-nyumba-lost = { $side }'s nyumba { $hole } is gone for good
common-event-empty-hole = the last seed falls into the empty { $hole }: the turn ends
common-event-nyumba-stop = stops in the nyumba { $hole }
common-event-blocked-stop = stops in { $hole }, blocked by takasia
common-event-block = takasia: { $hole } is blocked for { $side }'s next turn
common-event-laps = { $laps } more relay laps
common-event-never-ending = from lap { $entered } on the sowing repeats every { $period } { $period ->
        [one] lap
       *[other] laps
    }: it would never end

## How a game ended
common-over-front-row = { $winner } wins: { $loser }'s front row is empty
common-over-no-move = { $winner } wins: { $loser } has no legal move
common-over-never-ending = { $winner } wins: { $loser } played a never-ending move
common-over-drawn = the game is drawn: the move never ends

## A move summed up in one line, its parts joined by commas
common-summary-stock = a stock seed into { $hole }
common-summary-sows = sows the { $seeds } of { $hole }
common-summary-safari = the nyumba is sown on
common-summary-tax = pays the nyumba tax from { $hole }
common-summary-capture = captures { $seeds } from { $hole }, enters at { $entry }
common-summary-nyumba-lost = { $side }'s nyumba is gone for good
common-summary-relays = { $count ->
        [1] relays once
        [2] relays twice
       *[other] relays { $count } times
    }
common-summary-last = last seed in { $hole }
common-summary-nyumba-stop = stops in the nyumba { $hole }
common-summary-blocked-stop = stops in { $hole }, blocked by takasia
common-summary-block = takasia blocks { $hole }
common-summary-never-ending = the sowing would never end

## The full-screen board
common-sowing-clockwise = Bao: sowing clockwise ↻
common-sowing-anticlockwise = Bao: sowing anticlockwise ↺
common-which-move = which move? { $moves }  (arrows choose, Enter plays, Esc)

## Why a move is not legal: the rule that forbids it
common-or = { $first } or { $second }
common-illegal-not-movers = { $hole } is { $owner }'s hole but { $side } is to move, and a player sows only his own holes
common-illegal-empty = { $hole } is empty, and a move starts by lifting seeds
common-illegal-front-row-empty = { $side }'s front row is empty, so { $side } has lost and no move starts
common-illegal-must-capture = a capture is possible, so the move must capture
common-illegal-must-capture-big = a capture is possible, so the move must capture, and a hole of 16 or more seeds such as { $hole } never starts a capture
common-illegal-must-capture-singleton = a capture is possible, so the move must capture, and { $hole } is a singleton, which never starts a move in the mtaji stage
common-illegal-captures-not-takasa = { $hole } captures that way, so it is not a takasa: drop the `*`
common-illegal-blocked = { $hole } is blocked by takasia this turn, so no takasa starts from it
common-illegal-namua-back-row = while a player has seeds in stock, no move starts from the back row
common-illegal-namua-nyumba = the nyumba may not start a takasa while another front hole is occupied
common-illegal-namua-singleton = { $hole } is a singleton: a namua takasa starts from a hole of 2 or more while there is one
common-illegal-mtaji-singleton = { $hole } is a singleton, and a singleton never starts a move in the mtaji stage
common-illegal-mtaji-back-row = a back-row hole starts a takasa only when no front hole holds 2 or more
common-illegal-mtaji-no-safari = a move without capture in the mtaji stage sows the nyumba like any hole: there is no safari to choose
common-illegal-takasa-stops = a takasa that ends in the nyumba stops there: there is no safari to choose
common-illegal-no-nyumba-stop = only a move that ends in the functional nyumba may go on a safari, and { $mv } does not end there
common-illegal-never-ending = that sowing never ends, which these rules do not allow
common-illegal-forced-entry = seeds captured at a kichwa or kimbi enter from the kichwa on that side, here { $hole }
common-illegal-namua-entry = a namua capture's letter names the kichwa its captured seeds enter at, and from { $hole } they may enter only as { $moves }
common-illegal-captures-only = a capture is possible, so the move must capture, and from { $hole } only { $moves } does
common-illegal-tax-only = the nyumba taxed gives out its two seeds only as { $moves }
common-illegal-lone-kichwa = { $hole } is the only occupied front hole, and a lone kichwa is sown towards the centre so the front row is never emptied
common-illegal-no-takasia = `**` marks takasia but { $mv } blocks no hole
common-illegal-does-not-win = `#` marks a winning move but { $mv } does not win

## A move text refused (src/render/illegal.rs)
common-illegal-move = illegal move `{ $text }`: { $reason }; legal moves: { $legal }
common-illegal-move-none = illegal move `{ $text }`: { $reason }; there is no legal move
common-illegal-move-bare = illegal move `{ $text }`; legal moves: { $legal }
common-illegal-move-bare-none = illegal move `{ $text }`; there is no legal move
common-ambiguous = ambiguous move `{ $text }`: it could be { $moves }
common-ambiguous-reason = ambiguous: it could be { $moves }
common-move-invalid = invalid move `{ $text }`: { $problem } `{ $token }` at column { $column }
common-move-empty = empty move
common-move-expected-hole = expected a hole A1..A8, B1..B8, a1..a8 or b1..b8, found
common-move-unexpected = unexpected

## A position that cannot be read or cannot be (src/render/position_error.rs): English is the engine's own words
common-row-name-north-back = North's back row
common-row-name-north-front = North's front row
common-row-name-south-front = South's front row
common-row-name-south-back = South's back row
common-position-empty = empty position
common-position-rows = expected 4 rows separated by `/`, found { $found }
common-position-row-counts = { $row } has { $found } counts, expected 8 separated by `,`
common-position-not-a-count = `{ $text }` is not a seed count (0 to 64, or O)
common-position-no-side = missing the side to move: add ` S` or ` N`
common-position-side-capitals = `{ $text }` is not a side to move: sides are capitals, S or N
common-position-not-a-side = `{ $text }` is not a side to move: expected S or N
common-position-twice = `{ $key }=` is given twice (first at column { $first }): give it once
common-position-not-an-owner = `{ $text }` is not a nyumba owner: expected SN, S, N or -
common-position-not-a-stock = `{ $text }` is not a stock: expected two counts from 0 to 64 such as 22,22
common-position-unknown-field = unknown field `{ $text }`: expected stock=S,N, nyumba=SN|S|N|- or block=HOLE
common-position-unknown-hole = unknown hole `{ $text }`: holes are A1..A8 and B1..B8 (South), a1..a8 and b1..b8 (North)
common-grid-rows = a grid has 4 rows, found { $found }
common-grid-row-counts = { $row } has { $found } counts, expected 8
common-grid-not-a-count = `{ $text }` is not a seed count: write a number from 0 to 64, or O for none
common-position-too-many-seeds = { $seeds } seeds on the board and in the stocks: a game has 64
common-position-stock-without-namua = bao la kujifunza has no stock: set both stocks to 0
common-position-nyumba-without-nyumba = bao la kujifunza has no nyumba: nobody can own one
common-position-empty-nyumba-owned = { $side } is said to own his nyumba { $hole } but it is empty
common-position-block-without-takasia = hole { $hole } is blocked but these rules have no takasia
common-position-bad-block = blocked hole { $hole } must be a front hole of the player to move ({ $side })

## A ruleset that cannot be read (src/render/position_error.rs): English is the engine's own words
common-rules-unknown = unknown ruleset `{ $text }`: expected `kiswahili` or `kujifunza`
common-rules-bad-value = bad value `{ $value }` for rules option `{ $name }`: expected { $expected }
common-rules-twice = rules option `{ $name }` is given twice in `{ $text }`: give each option once
common-rules-unknown-option = unknown rules option `{ $name }`: expected one of { $names }

common-reading = { $mv } ({ $gloss })
common-reading-arrow = `>` read as KIBA's arrow
common-reading-safari = `>` read as the safari, the letter left out
