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
