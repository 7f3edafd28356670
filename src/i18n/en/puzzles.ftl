# puzzles: the puzzle trainer, bao puzzles. Messages named puzzles-...

## What each theme means

puzzles-theme-kimbi = You capture from a kimbi, the second hole from an end of your front row (A2 or A7 for South, a2 or a7 for North), so the seeds must go in at the kichwa on that side.
puzzles-theme-kichwa = You capture from a middle hole, so you choose the kichwa the seeds go in at: pick the right end.
puzzles-theme-relay-chain = One capture leads to the next: a single move captures from two or more holes.
puzzles-theme-nyumba-stop = Your sowing ends in your nyumba and you choose to stop there rather than go on a safari.
puzzles-theme-nyumba-safari = Your sowing ends in your nyumba and you lift its seeds and sow on: a safari.
puzzles-theme-nyumba-tax = You pay the nyumba tax: two seeds are taken out of your nyumba and sown.
puzzles-theme-nyumba-lost = Your opponent's nyumba is captured or emptied, and he loses it for good.
puzzles-theme-takasa-trap = Your opponent is left with nothing to capture and must play a takasa, which does not save him.
puzzles-theme-takasia = Your takasa blocks one of your opponent's holes for his next turn: takasia.
puzzles-theme-front-row-emptied = You win by capturing the last seeds of your opponent's front row.
puzzles-theme-no-move-left = You win by leaving your opponent with no legal move.
puzzles-theme-quiet-move = The first move captures nothing: a quiet move that sets up the win.
puzzles-theme-sacrifice = The first move gives seeds away: your opponent captures more than you did.
puzzles-theme-long-relay = One move goes on for many laps: follow every relay to its end before you play.
puzzles-theme-namua = The puzzle is in the namua stage: you still have seeds in your stock.
puzzles-theme-mtaji = The puzzle is in the mtaji stage: your stock is empty and you sow from the board.

## The trainer's verdicts

puzzles-ends-without-win = { $move } ends the game without a win for { $side }
puzzles-no-win-in-time = { $move } does not end the game, and the win had to come within { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}
puzzles-escapes = after { $move }, { $side }'s { $reply } escapes: no win within { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
} is left
puzzles-no-defence = The defence could not be found: { $error }.
puzzles-found-with-hint = found with a hint, which counts as not solved
puzzles-no-win-left = no win is left from here
puzzles-none-of-theme = no puzzle in the collection has the theme `{ $theme }`
puzzles-empty = the puzzle collection has no puzzles

## What the trainer says

puzzles-keys-settled = Enter next puzzle, q stop
puzzles-keys-playing = a move (e.g. A4R), h hint, q stop, ? keys
puzzles-help = Type the winning side's move as the lessons write it (A4R: from A4, to the right; a capture's kichwa with L or R). bao answers with the longest defence. One move that does not win within the turns left fails the puzzle, and the solution is then played on the board. h names the hole of the winning move, h again the move; a puzzle solved with a hint counts as failed for your rating. Enter goes to the next puzzle once this one is over; q stops and sums the session up.
puzzles-standing-rated = Your puzzle rating: { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } (±{ NUMBER($deviation, maximumFractionDigits: 0) }).
puzzles-standing-streak = Streak: { $count } solved in a row (best ever { $best }).
puzzles-puzzle = Puzzle { $id } (rated { $rating })
puzzles-prompt-over = The puzzle is over.
puzzles-prompt-first = { $side } to move wins within { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}: play the first move.
puzzles-prompt-next = After { $moves }: { $side }'s move { $turn } of { $of }.
puzzles-plays = { $side } plays { $move }:
puzzles-answers = { $side } answers { $move }:
puzzles-none-left = No puzzle is left to serve in this session.
puzzles-hint-hole = Hint: the winning move starts from { $hole }. h again names the move.
puzzles-hint-move = Hint: play { $move }.
puzzles-hint-costs = { $hint } (A hinted puzzle counts as failed for your rating.)
puzzles-no-hint = No hint: { $why }.
puzzles-waiting-over = The puzzle is over: Enter for the next one, q to stop.
puzzles-waiting-on = The puzzle is not over: play a move, h for a hint, q to stop.
puzzles-stopped = Stopped before the proof was done: nothing was played; try again.
puzzles-not-solved-why = Not solved: { $why }.
puzzles-solution = The solution: { $moves }.
puzzles-themes = Themes:
puzzles-verdict-rated = { $solved ->
    [yes] Solved.
   *[no] Not solved.
} Your rating: { $before } → { $after } ({ $change }).
puzzles-verdict-streak = Solved. Streak: { $count }.
puzzles-verdict-streak-ends = Not solved. The streak ends.
puzzles-session-over = Session over: { $solved } of { $count ->
    [one] 1 puzzle
   *[other] { $count } puzzles
} solved.
puzzles-summary-rating = Rating: { $before } → { $after } ({ $change }).
puzzles-summary-streak = Best streak of the session: { $count }.
puzzles-summary-themes = The themes failed most: { $themes }.

## The trainer on the full screen

puzzles-screen-keys-settled = {" "}Enter next puzzle · q stop · ? keys
puzzles-screen-keys-playing = {" "}type a move, Enter plays it · h hint · q stop · ? keys
puzzles-screen-title = {" "}Puzzle{" "}
puzzles-screen-help-move = Type the winning side's move as the lessons write it (A4R: from A4, to the right).
puzzles-screen-help-defence = bao answers with the longest defence; one move that does not win in time fails.
puzzles-screen-help-hint = h names the hole, h again the move: a hinted puzzle counts as failed for the rating.
puzzles-screen-help-scroll = PgUp and PgDn scroll these words when they are longer than the panel.
puzzles-screen-typed = move: { $text }_

## Reading the collection

puzzles-unknown-theme = unknown theme `{ $theme }`: the themes are { $themes }
puzzles-built-in-unreadable = the built-in puzzles in `{ $path }` cannot be read:
    { $faults }
puzzles-cannot-read = cannot read `{ $path }`: { $error }
puzzles-unreadable = the puzzles in `{ $path }` cannot be read:
    { $faults }

## bao puzzles generate

puzzles-generate-count = --count must be at least 1
puzzles-generate-progress = { $kept } of { $count } puzzles from { $games } games, { $tried } positions proved
