# The tutor, bao learn: messages named learn-...

## Keys that work now (the key letters stay as they are in every language)
learn-keys-puzzle = your move, or h hint · s show solution · b back · q quit
learn-keys-question = answer, or h hint · s show answer · b back · q quit
learn-keys-move = Enter next · b back · a to the end · q quit
learn-keys-puzzle-over = Enter next · s solution · r try again · b back · q quit
learn-keys-question-over = Enter next · s explain · r try again · b back · q quit
learn-keys-page = Enter next · b back · q quit
learn-not-a-key = `{ $text }` is not a key here. Keys: { $keys }
learn-play-first = Play your move first, or s to see the solution.
learn-answer-first = Answer first, or s to see the answer.

## The keys' help (?)
learn-help-now = Keys now: { $keys }
learn-help-enter = the next step or page (also n)
learn-help-back = back a step or a page; from a lesson's first page, to the lesson before
learn-help-end = to the end of the move shown
learn-help-hint = a hint on a question or puzzle (again: more)
learn-help-show = show the answer (a puzzle: its solution); the lesson is then seen, not done
learn-help-retry = try a question or puzzle again once it is over
learn-help-quit = stop; your place is saved
learn-help-help = this help
learn-help-typed = An answer is typed, then sent with Enter; a key's word (show, back) works too.

## A page
learn-sources = The sources
learn-step-illegal = `{ $mv }` is not legal here.
learn-step-illegal-why = `{ $mv }` is not legal here: { $reason }.
learn-step-legal-moves = The legal moves: { $moves }.
learn-the-move = The move: { $mv }
learn-move-how = Enter sows it step by step; a goes to its end.
learn-move-step = { $mv }, step { $step } of { $steps }:
learn-move-after = After { $mv }:

## Questions
learn-prompt-find = Play the move that { $goal }.
learn-prompt-last-hole = Where does the last seed of { $mv } fall? Name the hole.
learn-prompt-captured = How many seeds does { $mv } capture?
learn-prompt-legal = Is { $mv } a legal move here? Answer yes or no.
learn-no-question = There is no question here.

## What a move asked for must do, said after "the move that" (its parts joined)
learn-goal-captures-most = captures the most seeds
learn-goal-enters = brings the captured seeds in at the kichwa { $hole }
learn-goal-safari = sows the nyumba on
learn-goal-ends-game = ends the game
learn-goal-captures = captures { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }
learn-goal-last = drops its last seed in { $hole }
learn-goal-ends-empty = ends in an empty hole
learn-goal-ends-nyumba = stops in the nyumba
learn-goal-ends-blocked = stops in a hole blocked by takasia
learn-goal-ends-front-row = empties a front row
learn-goal-ends-never = never ends
learn-goal-blocks = blocks { $hole } by takasia
learn-goal-wins = wins the game for { $side }
learn-goal-draw = ends the game in a draw
learn-goal-reaches = reaches { $position }
learn-goal-reaches-diagram = reaches the published diagram “{ $title }”
learn-goal-reaches-start = reaches the start of the game
learn-goal-any = is the one asked for
learn-goal-and = { $first } and { $last }

## Hints
learn-hint = Hint:
learn-hint-own = Hint: { $hint }
learn-hint-goes-on = The turn does not end there: a last seed that lands in an occupied hole sows on (or captures).
learn-hint-count = Count one seed a hole.
learn-hint-capture-rule = A capture takes every seed of the opponent's front hole facing the hole where a lap ends, when both are occupied; count each capture.
learn-hint-holds = { $hole } holds { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }.
learn-hint-not-movers = { $hole } is { $owner }'s hole; { $side } is to move.
learn-hint-find = { $side } has { $count } legal moves. { $captures } A move that is not the one asked for is played out, so trying one shows what it does.
learn-captures-here = { $count ->
        [0] No move captures here, so a move without capture (takasa) may be played.
        [1] One move captures here, and a capture must be played when there is one.
       *[other] { $count } moves capture here, and a capture must be played when there is one.
    }
learn-way-clockwise = clockwise (front row 1 to 8, back row 8 to 1)
learn-way-anticlockwise = anticlockwise (front row 8 to 1, back row 1 to 8)
learn-begin-stock = { $mv } puts a stock seed into { $hole }
learn-begin-lift = { $mv } lifts the { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } of { $hole }
learn-begin-capture-counted = the { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } captured from { $hole } enter at the kichwa { $entry } and go { $way }
learn-begin-capture = the captured seeds enter at the kichwa { $entry } and go { $way }
learn-begin-sow = they are sown { $way }

## Answers judged
learn-right = Right: { $verdict }
learn-right-last-hole = Right: the last seed falls into { $hole }.
learn-right-captured = Right: { $mv } captures { $count }.
learn-right-find = Right: { $mv } { $goal }.
learn-not-this = Not { $answer }: { $why }.
learn-why-not-movers = { $hole } is { $owner }'s hole, and a move sows only the mover's holes
learn-why-not-last = { $hole } gets a seed of { $mv }, but not the last one
learn-why-no-seed = no seed of { $mv } falls into { $hole }
learn-wrong-more = Not { $count }: { $mv } captures more than { $count }.
learn-wrong-fewer = Not { $count }: { $mv } captures fewer than { $count }.
learn-wrong-legal = That is not right: look again at { $hole } and what it holds, and at what else { $side } may play.
learn-not-the-goal = { $mv } is legal, but it is not the move that { $goal }.
learn-what-it-does = Here is what it does:
learn-not-a-hole = `{ $answer }` is not a hole: write one like A3 or b7
learn-not-a-count = `{ $answer }` is not a number of seeds: { $why }
learn-count-negative = a count is never below 0
learn-count-how = write one like 4 or four
learn-yes-or-no = answer yes or no
learn-case-south = capitals are South's holes: did you mean { $mv }?
learn-case-north = lower-case letters are North's holes: did you mean { $mv }?
learn-ambiguous = { $both }: write the move so that it says which, then try again.
learn-illegal-here = { $mv } is not legal here: { $reason }.
learn-not-among-legal = it is not among the legal moves
learn-tries-up = That makes { $tries } tries, so here is the answer.
learn-try-again = Try again ({ $left } { $left ->
        [one] try
       *[other] tries
    } left), or h for a hint, s for the answer.
learn-shown-before = The answer was shown before, so the lesson stays seen.

## The answer shown
learn-yes = yes
learn-no = no
learn-the-answer = The answer: { $answer }.
learn-the-answer-find = The answer: { $answer }. { $mv } { $goal }:
learn-the-answer-played = The answer: { $answer }. Here is { $mv } played out:
learn-the-answer-legal = The answer: { $answer }: { $verdict }
learn-is-legal = { $mv } is legal.
learn-is-not-legal = { $mv } is not legal.
learn-illegal-why = { $mv } is not legal: { $reason }.

## Puzzles
learn-puzzle-turns = { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }
learn-puzzle-settled = { $side } to move wins within { $within }.
learn-puzzle-first = { $side } to move wins within { $within }: play the first move.
learn-puzzle-after = After { $line }: { $side }'s { $nth } move of { $turns }.
learn-puzzle-plays = { $side } plays { $mv }:
learn-puzzle-answers = { $side } answers { $mv }:
learn-puzzle-solved = Solved: { $mv } wins the game on your { $nth } move of { $turns }.
learn-puzzle-solved-at-once = Solved: { $side }'s every answer to { $mv } loses the game at once, on your { $nth } move of { $turns }.
learn-puzzle-no-win = { $mv } ends the game without a win for { $side }
learn-puzzle-too-late = { $mv } was { $side }'s { $nth } move and the game goes on: the win had to come within { $within }
learn-puzzle-escapes = after { $mv } { $side }'s { $reply } escapes: no win within { $within } is left
learn-not-solved = Not solved: { $why }.
learn-tries-up-solution = That makes { $tries } tries, so here is the solution.
learn-try-again-puzzle = Try again from the start ({ $left } { $left ->
        [one] try
       *[other] tries
    } left), or h for a hint, s for the solution.
learn-stopped-defence = Stopped before the defence was worked out: play your move again, or s for the solution.
learn-stopped-hint = Stopped before the hint was worked out: h tries again.
learn-stopped-solution = Stopped before the solution was worked out: s tries again.
learn-defence-failed = The defence could not be found: { $error }.
learn-solution-failed = The solution could not be found: { $error }.
learn-solution = The solution: { $line }.
learn-solution-illegal = { $mv } is not legal here.
learn-solution-plays = { $n }. { $side } plays { $mv }:
learn-idea = The idea:
learn-puzzle-over = The puzzle is over: r tries it again.
learn-no-hint = No hint: { $error }.
learn-no-win-left = No win is left from here: s shows the solution.
learn-hint-hole = Hint: the winning move starts from { $hole }. h again names the move.
learn-hint-move = Hint: play { $mv }.

## The course: lessons, progress
learn-progress-set-aside = warning: your progress file could not be read ({ $reason }); it is kept as `{ $path }` and a new one begun
learn-no-course-folder = no course folder `{ $path }`
learn-no-lessons = no lessons in `{ $path }`: a course folder holds chapter folders of lesson files
learn-no-lesson-list = no lesson `{ $id }`: `bao learn --list` shows them
learn-no-lesson-meant = no lesson `{ $id }`: did you mean { $close }?
learn-all-done = { $count ->
        [1] The lesson is done. Hongera! Go back to it with `bao learn LESSON`, or start over with `bao learn --reset`.
       *[other] All { $count } lessons are done. Hongera! Go back to any of them with `bao learn LESSON`, or start over with `bao learn --reset`.
    }
learn-course-seen = You have been through every lesson; { $seen } of them are seen, not done, as answers were shown. `bao learn --list` marks them ~.
learn-reset-lesson = lesson `{ $id }`
learn-reset-every = every lesson
learn-reset-ask = Forget your progress in { $what }?
learn-reset-nothing = Nothing was reset.
learn-reset-done = Progress in { $what } is reset.
learn-list-summary = { $done } of { $count } lessons done, { $seen } seen (~: answers shown, not found)
learn-lesson-done = Lesson done: { $title }
learn-lesson-seen = Lesson seen: { $title }. Some answers were shown, so it counts as seen, not done: answer its questions to finish it.
learn-saved = Progress saved. `{ $bao } learn` goes on from page { $page } of:
learn-back-to = Back to: { $title }
learn-first-page = This is the first page of the first lesson.
learn-next = Next: { $title }

## The full screen
learn-too-small = This window is { $width }×{ $height }: the lesson needs at least { $least_width }×{ $least_height }. Make it larger to go on; q quits, keeping your place.
learn-panel = Lesson
learn-panel-up = Lesson · ↑ more
learn-panel-down = Lesson · ↓ more
learn-panel-both = Lesson · ↑↓ more
learn-working = working it out… Ctrl-C stops
learn-any-key-skips = any key skips
learn-board-after = the board after { $moves } · Esc the start again
learn-board-after-over = the board after { $moves }: { $over } · Esc the start again
learn-typed-move = your move: { $typed }▏
learn-typed-answer = your answer: { $typed }▏
learn-screen-keys-puzzle = your move, or h hint · s show solution · b Enter back · q quit
learn-screen-keys-question = answer, or h hint · s show answer · b Enter back · q quit
learn-screen-keys-count = answer, or h hint · s Enter shows the answer · b Enter back · q quit
learn-screen-keys-typed-hint = answer, or h Enter hint · s show answer · b Enter back · q quit
learn-screen-narrow-choose = arrows Enter · h hint · s answer · q quit · PgUp PgDn · ? help
learn-screen-narrow-choose-count = arrows Enter · h hint · s Enter answer · q quit · PgUp PgDn · ? help
learn-screen-wide-choose = arrows, Enter: { $keys } · PgUp PgDn scroll · ? help
learn-screen-narrow = { $keys } · ? help
learn-screen-wide = { $keys } · ←→ page · ↑↓ scroll · ? help
learn-screen-wide-move = { $keys } · ←→ page · ↑↓ scroll · +- speed · ? help
learn-untouched-hole = choose the hole with the arrow keys, then Enter; or type it
learn-untouched-move = choose a hole with the arrow keys, then Enter; or type the move
learn-no-move-from = no legal move starts from { $hole }
learn-speed = sowing speed: { $ms } ms a seed
learn-speed-fastest = sowing speed: { $ms } ms a seed (the fastest)
learn-speed-slowest = sowing speed: { $ms } ms a seed (the slowest)
learn-frame-plays = { $side } plays { $mv }
learn-frame-step = { $side } { $mv }: { $step }
learn-screen-help = On this screen:
learn-screen-help-enter = first the words below the box, if any; then on
learn-screen-help-pages = next, back (as n, b)
learn-screen-help-scroll = scroll the words; PgUp PgDn too
learn-screen-help-arrows = arrows on a question: choose a hole, Enter gives it
learn-screen-help-esc = clear what is typed; show the page's board again
learn-screen-help-speed = sowing faster, slower; any key skips a sowing
learn-screen-help-stop = stop

## The progress file
learn-progress-newer = it has format version { $version }, newer than this bao understands ({ $known })
learn-progress-no-dir = cannot tell where to keep progress: set HOME, or XDG_STATE_HOME to an absolute path
learn-progress-io = cannot save or read progress in `{ $path }`: { $error }
learn-progress-read = cannot read progress in `{ $path }`: { $error }; move it away, or set XDG_STATE_HOME to another folder
learn-progress-unreadable = cannot read progress in `{ $path }`: { $reason }; it is left as it is: mend it, move it away, or use --state with another folder
learn-progress-rating = the puzzle rating { $value } is out of range
learn-progress-deviation = the puzzle rating deviation { $value } is out of range
learn-progress-volatility = the puzzle rating volatility { $value } is out of range
learn-progress-attempt = attempt { $attempt } of the puzzle history has no finite rating
