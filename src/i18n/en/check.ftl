# check

## Lesson and diagram files (src/lesson/validate.rs)
check-version-newer = format_version { $version } is newer than this bao, which reads version { $supported }
check-version-newer-label = from the future
check-version-newer-help = update bao to read this file, or write `format_version: { $supported }` if it uses nothing newer
check-version-unknown = format_version { $version } does not exist
check-version-unknown-label = unknown version
check-version-unknown-help = write `format_version: { $supported }`
check-image-label = image
check-image-help = put the image in the lesson's folder (or one below it) and give its path from there, e.g. `![the board](images/board.png)`
check-rules-label = not a ruleset
check-rules-help = write `kiswahili` or `kujifunza`, then any `,option=value` items, e.g. `kiswahili,takasia=off`
check-diagram-position-is-diagram = a diagram's position cannot be another diagram
check-diagram-position-is-diagram-label = a diagram id
check-diagram-position-is-diagram-help = copy the grid, or write the one-line form
check-reconstructed-without-claims = a reconstructed diagram must list the sentences it was built from as `claims`
check-reconstructed-without-claims-label = reconstructed
check-reconstructed-without-claims-help = add `claims`, each with the checks (moves, play, expect, illegal) that prove it

## Steps and claims (src/lesson/validate/steps.rs)
check-position-over = the position is already over ({ $outcome }): no move is played from it
check-position-over-label = already over
check-position-over-help = a step that plays, lists moves or claims a win needs a game still in play
check-move-listed-twice = `{ $text }` names { $mv }, which is listed already
check-move-listed-twice-label = listed twice
check-move-listed-twice-help = list each legal move once
check-illegal-without-play = `illegal` needs `play`: the move that must be illegal
check-expect-without-play = `expect` needs `play`: the move whose result it describes
check-no-move-label = no move
check-add-play-help = add `play: <move>` to this step
check-illegal-with-expect = an illegal move has no result to expect
check-remove-this-label = remove this
check-illegal-with-expect-help = remove `expect`, or `illegal` if the move is legal
check-first-step-without-position = the first step must give a position
check-first-step-without-position-label = no position
check-first-step-without-position-help = add `position:` with a diagram id, a one-line position or a grid
check-claim-without-check = a claim needs a check that proves it
check-claim-without-check-label = nothing to check
check-claim-without-check-help = add `moves`, `play` with `expect` or `illegal`, or `wins_in` for a puzzle

## Positions, holes and moves as written (src/lesson/validate/position.rs)
check-here-label = here
check-one-line-invalid = invalid one-line position: { $reason }
check-one-line-help = rows are North back b8..b1 / North front a8..a1 / South front A1..A8 / South back B1..B8, then S or N, then optional stock=S,N nyumba=SN|S|N|- block=HOLE
check-diagram-broken = diagram `{ $id }` has problems of its own
check-diagram-broken-label = this diagram
check-diagram-broken-help = fix { $file } first (`bao check { $file }`)
check-diagram-unknown = no diagram `{ $id }`
check-diagram-unknown-label = unknown diagram
check-diagram-unknown-help-near = did you mean `{ $near }`? a diagram's id is its file name in diagrams/ without `.yaml`
check-diagram-unknown-help = a diagram's id is its file name in diagrams/ without `.yaml`; a one-line position has `/` between rows
check-grid-invalid = invalid grid: { $reason }
check-grid-help = a grid is 4 rows of 8 counts from 0 to 64, `O` or `0` for an empty hole, as in `| O | 3 | 1 | 8 | O | 2 | 5 | 6 |`
check-nyumba-owner = `{ $text }` is not a nyumba owner
check-nyumba-owner-label = not SN, S, N or -
check-nyumba-owner-help = write SN (both own theirs), S, N, or - (nobody)
check-stock-counts = a stock has 2 counts, found { $count }
check-stock-counts-help = write `[South's, North's]`, e.g. `[1, 1]`
check-stock-what = a stock
check-stock-range = a stock holds 0 to 64 seeds
check-out-of-range = { $value } is out of range for { $what }
check-out-of-range-label = out of range
check-not-a-position = not a position: { $reason }
check-not-a-position-label = this position
check-hole-unknown = unknown hole `{ $text }`
check-hole-unknown-label = not a hole
check-holes-help = holes are A1..A8 and B1..B8 (South), a1..a8 and b1..b8 (North)
check-move-hole-help = a move starts with one of the mover's holes: { $holes }
check-move-text-help = write e.g. `A5L`, `A5R>`, `A6L*` or `A4<`, `A3>+`, `A6<*`
check-move-hole-unknown = unknown hole `{ $hole }` in move `{ $text }`
check-move-not-legal-reason = it is not one of the legal moves
check-no-legal-move-help = there is no legal move here: the game is over
check-legal-moves-help = the legal moves here are { $moves }
check-move-not-legal = `{ $text }` is not legal here: { $reason }
check-illegal-move-label = illegal move
check-did-you-mean = did you mean { $near }? { $help }
check-capture-range = a move captures 0 to 64 seeds

## Puzzles in lessons (src/lesson/validate/steps/puzzle.rs)
check-empty-label = empty
check-idea-empty = `idea` is empty
check-idea-empty-help = write why the winning move wins, or remove `idea`
check-puzzle-key-without-wins-in = `{ $key }` is for a puzzle, and this has no `wins_in`
check-puzzle-key-without-wins-in-label = not a puzzle
check-puzzle-key-without-wins-in-help = add `wins_in: N`, the least number of turns the player to move needs to win, or remove this key
check-wins-in-range = a puzzle is won in 1 to { $most } turns
check-solution-empty-help = give the main line, e.g. `solution: [A6R*, a3L*, B2L*]`, or remove it for `bao record` to write
check-solution-after-end = the game is over after { $mv }: the solution must end with the move that wins
check-solution-after-end-label = after the end
check-solution-after-end-help = remove the moves after the one that ends the game
check-cooks-empty-help = give the other winning first moves, e.g. `cooks: [A7L*]`, or remove it
check-cook-listed-twice-help = list each cook once
check-key-empty = `{ $key }` is empty
check-empty-list-label = empty list
check-puzzle-with-key = a puzzle cannot also have `{ $key }`
check-puzzle-with-key-label = not in a puzzle
check-puzzle-with-key-help = put `{ $key }` in a step of its own, or remove `wins_in`

## Exercises (src/lesson/validate/steps/exercise.rs)
check-prompt-empty = the prompt is empty
check-prompt-empty-help = write the question, or remove `prompt` to use words made from the exercise
check-exercise-key-misplaced = `{ $key }` is not for a { $kind } exercise
check-exercise-key-misplaced-label = not for this kind
check-exercise-key-misplaced-help = `{ $key }` is for { $kinds } exercises: remove it
check-goal-empty = the goal says nothing the move must achieve
check-goal-empty-label = empty goal
check-goal-empty-help = give one or more of position, last, captured, ends, blocks, winner, enters, captures_most, safari, ends_game
check-missing-goal-help = what the move must achieve, e.g. `goal: { "{" } captured: 6 { "}" }`
check-missing-answers-help = the accepted moves, e.g. `answers: [A8R]`
check-missing-move-help = the move asked about, e.g. `move: A2L`
check-answer-hole = a hole, such as `A3`
check-answer-what = the answer
check-answer-count = a count, such as `4`
check-answer-yes-no = `yes` or `no`
check-enters-not-kichwa-south = `{ $text }` is not a kichwa of South, the player to move
check-enters-not-kichwa-north = `{ $text }` is not a kichwa of North, the player to move
check-enters-not-kichwa-label = not a kichwa
check-enters-not-kichwa-help-south = captured seeds enter at South's kichwa: { $first } or { $second }
check-enters-not-kichwa-help-north = captured seeds enter at North's kichwa: { $first } or { $second }
check-flag-false = `{ $key }: false` asks nothing of the move
check-flag-false-help = write `{ $key }: true`, or leave `{ $key }` out
check-exercise-missing = this exercise needs `{ $key }`
check-exercise-missing-help = add `{ $key }`: { $what }
check-answer-wrong-kind = the answer is not of the kind this exercise asks for
check-answer-wrong-kind-label = wrong kind of answer
check-answer-wrong-kind-help = the answer is { $expected }
check-kinds-not-find-move = last-hole, captured and legal

## The YAML reader's errors (src/lesson/load/yaml_error.rs)
check-yaml-of-key = `{ $key }`: { $message }
check-yaml-readme-help = see the key's description in lessons/README.md
check-yaml-expected = expected { $what }
check-yaml-not-this-label = not this
check-yaml-every-key-help = lessons/README.md describes every key
check-yaml-duplicate-key = the key `{ $key }` is written twice in one mapping
check-yaml-duplicate-this-key = the key `this key` is written twice in one mapping
check-yaml-duplicate-key-label = again
check-yaml-duplicate-key-help = YAML would keep only one of them: remove one, or merge what they say
check-yaml-second-document = a second YAML document starts here, after a `---` line
check-yaml-second-document-label = second document
check-yaml-second-document-help = a file holds one lesson, chapter or diagram: remove the `---` line, or move what follows into a file of its own
check-yaml-too-big = the file is too big to be a lesson or diagram: { $reason }
check-yaml-too-big-label = too big
check-yaml-too-big-help = split it into smaller files; an alias (`*name`) copies everything its anchor holds
check-yaml-aliases = the aliases (`*name`) of this file expand to too much
check-yaml-aliases-label = too many copies
check-yaml-aliases-help = write the values out, or use fewer aliases
check-yaml-unknown-anchor = this alias names no anchor
check-yaml-unknown-anchor-label = no such anchor
check-yaml-unknown-anchor-help = an alias `*name` repeats a value marked `&name` earlier in the file
check-yaml-eof = the file ends in the middle of a value
check-yaml-eof-label = the end
check-yaml-eof-help = close every quote, `[` and `{ "{" }` the file opens
check-yaml-scalar-help = write { $what } without quotes, e.g. `{ $key }: { $example }`
check-yaml-expected-bool = expected `true` or `false`
check-yaml-bool-label = not true or false
check-yaml-bool-help = write `true` or `false`
check-yaml-value-missing = a value is missing here
check-yaml-value-missing-label = nothing here
check-yaml-value-missing-help = give the value, or remove the key or the list item
check-yaml-expected-found = expected { $what }, found { $found }
check-yaml-this-value-label = this value
check-yaml-expected-items = expected { $what }, found { $count } items
check-yaml-this-list-label = this list
check-yaml-values-near = did you mean `{ $near }`? the values are { $values }
check-yaml-values = the values are { $values }
check-yaml-unknown-value = `{ $value }` is not one of the values allowed here
check-yaml-unknown-value-label = unknown value
check-yaml-unknown-key = unknown key `{ $key }`
check-yaml-unknown-key-label = not a key here
check-yaml-unknown-key-help = the keys here are { $keys }
check-yaml-missing-key = missing key `{ $key }`
check-yaml-missing-key-label = in this mapping
check-yaml-missing-key-help = add `{ $key }:` with its value
check-yaml-not-utf8 = it is not UTF-8 text
check-yaml-not-utf8-help = save the file as UTF-8
check-yaml-unreadable = this YAML cannot be read
check-yaml-unreadable-help = check the indentation (spaces only), the quotes and the brackets on this line and the one above
check-yaml-breach-nodes = it has more than { $count } values
check-yaml-breach-depth = it is nested { $depth } levels deep
check-yaml-breach-text = its text is too long
check-yaml-breach-documents = it holds too many documents
check-yaml-breach-aliases = its aliases (`*name`) expand to too much
check-yaml-breach-other = it is too large
check-yaml-words-bool = `true` or `false`
check-yaml-words-number = a number
check-yaml-words-whole-number = a whole number
check-yaml-words-other-kind = a value of another kind
check-yaml-words-list-here = a list here, e.g. `[A1L, A2L]`
check-yaml-words-mapping-here = a mapping of keys here
check-yaml-words-single-value-here = a single value here, not a list or mapping
check-yaml-words-other-kind-here = another kind of value here
check-yaml-words-list = a list, e.g. `[A1L, A2L]`
check-yaml-words-text = text
check-yaml-words-mapping-of-keys = a mapping of keys
check-yaml-words-allowed-value = one of the values allowed here
check-yaml-words-two-numbers = a list of two numbers, e.g. `[1, 1]`
check-yaml-found-list = a list
check-yaml-found-mapping = a mapping
check-yaml-found-nothing = nothing
check-yaml-found-text = the text { $text }
check-yaml-found-number = the number { $number }

## YAML syntax (src/lesson/load/yaml_syntax.rs, src/lesson/load.rs)
check-yaml-colon-in-value = the value of `{ $key }` has `: ` in it, which YAML reads as a new key
check-yaml-colon-in-value-label = a second `: `
check-yaml-colon-in-value-help = put the value in quotes: `{ $key }: "{ $value }"`
check-yaml-indented-too-far = line { $line } is indented deeper than line { $above }, so YAML reads it as more of line { $above }'s value
check-yaml-indented-too-far-label = indented too far
check-yaml-indented-too-far-help = indent `{ $key }:` exactly as far as the keys it belongs with (spaces only)
check-yaml-indentation = line { $line } is indented neither like the lines above it nor as a new item
check-yaml-indentation-label = indentation
check-yaml-indentation-help = indent it exactly as far as the keys it belongs with (spaces only), or start a new list item with `- `
check-yaml-bracket = a `[` or `{ "{" }` here is not closed where YAML expects it
check-yaml-not-closed-label = not closed
check-yaml-bracket-help = close it on the same value, e.g. `[A1L, A2L]`, and separate items with `, `
check-yaml-quote = a quote here is never closed
check-yaml-quote-help = end the text with the quote it starts with
check-yaml-bad-start = a value cannot start with this character in YAML
check-yaml-bad-start-label = this character
check-yaml-bad-start-help = put the value in quotes
check-yaml-tab = a tab where YAML does not allow one
check-yaml-tab-label = tab
check-yaml-tab-spaces-help = YAML indents with spaces only: replace tabs with spaces
check-yaml-tab-in-indent = a tab in the indentation: YAML indents with spaces only
check-yaml-tab-in-indent-help = replace the tab with spaces, as many as the lines beside it use
check-yaml-tab-help = replace the tab with a space, or put the value in quotes
check-file-empty = the file is empty
check-file-empty-help = start it with `format_version: 1` and `title:`

## What the engine says differently from a file (src/lesson/check/mismatch.rs)
check-none = none
check-mismatch-moves = moves: expected { $expected }, the legal moves are { $actual }
check-mismatch-not-listed = { " " }(not listed: { $moves })
check-mismatch-not-legal = { " " }(not legal: { $moves })
check-mismatch-position = position: expected { $name }, got another: { $facts }
check-mismatch-last = last: expected { $expected }, the last seed fell in { $actual }
check-mismatch-captured = captured: expected { $expected }, the move captured { $actual }
check-mismatch-ends = ends: expected { $expected }, the move ended { $actual }
check-mismatch-ends-otherwise = ends: expected { $expected }, the move ended otherwise
check-mismatch-blocks = blocks: expected { $expected }, takasia blocks { $actual }
check-mismatch-winner = winner: expected { $expected }, the result is { $actual }
check-mismatch-winner-goes-on = winner: expected { $expected }, the game goes on
check-mismatch-legal = illegal: expected an illegal move, { $mv } is legal
check-mismatch-reason = illegal: { $mv } is illegal, but the reason "{ $actual }" does not say "{ $expected }"
check-mismatch-answer = answer: { $question }: the file says { $expected }, the engine { $actual }
check-mismatch-enters = enters: expected the captured seeds to enter at { $expected }, they enter at { $actual }
check-mismatch-enters-nothing = enters: expected the captured seeds to enter at { $expected }, the move captures nothing
check-mismatch-not-the-most = captures_most: the move captures { $captured }, another legal move { $most }
check-mismatch-no-safari = safari: the move does not sow the nyumba on
check-mismatch-game-goes-on = ends_game: the game goes on after the move
check-mismatch-goal = answer { $answer } misses the goal: { $parts }
check-differs-board = the board differs at { $holes }
check-differs-south-to-move = South is to move, not North
check-differs-north-to-move = North is to move, not South
check-differs-stocks = the stocks are { $south },{ $north }, not { $expected_south },{ $expected_north }
check-differs-nyumba = the nyumba owners differ
check-differs-block = the block is { $actual }, not { $expected }

## Puzzles proved (src/lesson/check/puzzle.rs)
check-puzzle-quicker = wins_in: expected a win in { $wins_in }, there is a quicker win in { $actual }, starting { $mv }
check-puzzle-no-win = wins_in: expected a win in { $wins_in }, the player to move has no win within { $wins_in ->
    [one] { $wins_in } turn
   *[other] { $wins_in } turns
}
check-puzzle-not-proved = wins_in: the proof was not finished: { $reason }
check-puzzle-no-longer-wins = solution: move { $ply }, { $mv }, does not win within the { $left ->
    [one] { $left } turn
   *[other] { $left } turns
} left
check-puzzle-short-defence-escapes = solution: move { $ply }, { $mv }, is not the longest defence: { $longer } escapes the win
check-puzzle-short-defence-holds = solution: move { $ply }, { $mv }, is not the longest defence: { $longer } holds out { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} more
check-puzzle-too-long = solution: move { $ply } is beyond the turns of `wins_in`: the line must end the game sooner
check-puzzle-unfinished = solution: the game goes on after the last move, { $mv }: end the line with the move that wins
check-puzzle-lost-south = solution: { $mv } ends the game, won by South
check-puzzle-lost-north = solution: { $mv } ends the game, won by North
check-puzzle-lost-draw = solution: { $mv } ends the game in a draw
check-puzzle-cook-no-win = cooks: { $mv } does not win within { $wins_in ->
    [one] { $wins_in } turn
   *[other] { $wins_in } turns
}
check-puzzle-cook-is-solution = cooks: { $mv } is the solution's first move, not another win
check-cooks-warning-one = { $mv } also wins within { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}, so the puzzle has more than one solution: add it to `cooks` or change the position
check-cooks-warning-many = { $moves } and { $last } also win within { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}, so the puzzle has more than one solution: add them to `cooks` or change the position
check-prove-turns = cannot prove a win within { $turns } turns: give 1 to { $most } turns
check-prove-stopped-at-once = stopped before deciding even a win in 1
check-prove-stopped = stopped after proving no win within { $turns } turns; a longer proof was not finished

## A step's or claim's line in the report (src/lesson/check.rs)
check-what-step = step { $number }
check-what-claim = claim { $number }
check-summary-illegal = { $mv } is illegal
check-summary-illegal-reason = { $mv } is illegal: { $reason }
check-summary-find-move = exercise: find a move{ $goal }; answers { $answers }
check-summary-last-hole = exercise: where does { $mv } end{ $answer }
check-summary-captured = exercise: how many does { $mv } capture{ $answer }
check-summary-legal = exercise: is { $mv } legal{ $answer }
check-summary-nothing = nothing to check
check-summary-wins-in = wins in { $turns }
check-summary-cooks = ; cooks { $moves }
check-summary-answer = { " " }(answer { $answer })
check-summary-captures-most = captures the most
check-summary-ends-game = ends the game
check-question-last-hole = where does { $mv } end
check-question-captured = how many does { $mv } capture
check-question-legal = is { $mv } legal
check-answer-illegal = no ({ $reason }; the legal moves are { $legal })
check-ambiguous-one = { $mv } reaches the goal too but is not an accepted answer, so the exercise is ambiguous: add it to `answers` or make the goal stricter
check-ambiguous-many = { $moves } and { $last } reach the goal too but are not accepted answers, so the exercise is ambiguous: add them to `answers` or make the goal stricter

## The report of `bao check` (src/render/check.rs)
check-report-what-does = what { $mv } does:
check-report-warning = warning:
check-report-misses-goal = answer { $answer } misses the goal:
check-report-expected = expected ({ $name })
check-report-actual = actual
check-report-legend-differ = a hole where the two boards differ
check-report-south-to-move = South to move
check-report-north-to-move = North to move
check-report-stock = stock { $south },{ $north }
check-report-blocked = { $hole } blocked
check-walk-item = { $what } (line { $line }): { $summary }

## The end of `bao check` (src/cli/check.rs)
check-proving = proving the puzzles of { $file }
check-summary = { $checked } checked: { $passed } passed, { $failed } failed
check-summary-warnings = { $checked } checked: { $passed } passed, { $failed } failed, { $warnings ->
    [one] { $warnings } warning
   *[other] { $warnings } warnings
}
check-proofs-stopped = the puzzle proofs of { $file } were stopped at { $seconds } s, the most one file is given (--proof-time)
check-nothing-checked = nothing was checked: the files read have no steps or claims
check-nothing-checked-help = give a step `moves`, `play`, an `exercise` or `wins_in`, and a claim `moves`, `play` or `wins_in`
check-name-start = the start of the game
check-name-one-line = the one-line position
check-name-grid = the grid

## Puzzle collections (src/cli/check/puzzles.rs)
check-collection-unreadable = cannot read it: { $reason }
check-collection-failed = { $file }:{ $row } puzzle { $id }: { $failure }
check-collection-proved = { $file }: { $count } puzzles proved: least win, one winning first move, the line, the themes
check-collection-header-label = the header
check-collection-row-label = this row

## lesson files
## The shape of a file (src/lesson/tree.rs, src/lesson/tree/*, src/lesson/keys.rs)
check-tree-empty-item-of = an empty item in the list of `{ $key }`
check-tree-empty-item = an empty item in the list
check-tree-empty-item-help = give the item a value, or remove it
check-tree-key-no-value = `{ $key }` has no value
check-tree-key-empty = `{ $key }` is empty
check-tree-key-no-value-help = give `{ $key }` a value or remove it: as it is, it checks nothing (`bao record` fills in what a move gives)
check-tree-missing-key-help = add `{ $key }:`
check-tree-missing-key-help-with = add `{ $key }:` with { $what }
check-tree-wrong-kind-label = wrong kind of value
check-tree-wrong-kind-help = write { $expected }; lessons/README.md describes every key
check-tree-wrong-kind-help-list = write { $expected } (a list is written `[A1L, A2L]` or as lines starting `- `); lessons/README.md describes every key
check-yaml-words-answer = a hole, a count, or yes or no
check-yaml-words-position = `start`, a diagram id, a one-line position, or a mapping with `grid`
check-yaml-words-key = a key
check-key-unknown-help-belongs = { $belongs }; the keys here are { $keys }
check-key-unknown-help-near = did you mean `{ $near }`? the keys here are { $keys }
check-place-belongs = `{ $key }` belongs to { $place }: indent it like `{ $like }`
check-place-step = the step
check-place-item-of = an item of { $list }
check-place-lesson = the lesson
check-place-chapter = the chapter
check-place-diagram = the diagram
check-place-course = the course
check-place-translation = the translation
check-place-glossary = the glossary
check-place-file = the file
check-control-char = a control character, { $code }, in the text
check-control-char-more = a control character, { $code }, in the text (and { $count } more)
check-control-char-label = control character
check-control-char-help = remove it: control characters can drive a terminal (clear it, move the cursor, write the clipboard), so bao refuses them

## Lesson Markdown (src/lesson/validate/markdown.rs)
check-md-html = raw HTML in lesson Markdown
check-md-directive = an mdBook directive (`{ "{{" }`) in lesson Markdown
check-md-heading-attributes = heading attributes in lesson Markdown
check-md-link-scheme = a `{ $scheme }:` link in lesson Markdown
check-md-remote-image = an image that is not a file of the course
check-md-host-link = a link to another host without `https:`
check-md-bidi = a bidirectional control character in lesson text
check-md-html-label = HTML
check-md-directive-label = directive
check-md-heading-attributes-label = attributes
check-md-link-label = link
check-md-bidi-label = bidi control
check-md-html-help = write Markdown instead (`*emphasis*`, `**strong**`, `` `code` ``): bao draws it in the terminal and the book
check-md-directive-help = mdBook would run `{ "{{#…}}" }` when it builds the book, even in code: write `{ "{ {" }` instead
check-md-heading-attributes-help = remove the `{ "{…}" }` after the heading: a lesson's headings take no id, class or attribute
check-md-link-scheme-help = link to a relative path or to an `http:`, `https:` or `mailto:` address
check-md-remote-image-help = give the image as a relative path to a file of the course: the book loads nothing from elsewhere
check-md-host-link-help = write the address in full, with `https://`, or a path of the book
check-md-bidi-help = remove it: it reorders the text around it, so that it reads otherwise than it is written

## Ids (src/lesson/validate/id.rs); $what is `lesson`, `chapter` or `diagram`
check-id-invalid = { $what } id `{ $id }` may only have lowercase letters, digits and `-`
check-id-rename-folder = ids become file names in the book: rename the folder `{ $name }`
check-id-rename-file = ids become file names in the book: rename it `{ $name }`
check-id-rename-folder-example = ids become file names in the book: rename the folder, e.g. `01-first-steps`
check-id-rename-file-example = ids become file names in the book: rename it, e.g. `{ $name }`

## Images (src/lesson/validate/image.rs, src/lesson/catalog/files.rs)
check-image-kind = image `{ $path }` is not a png, jpeg or gif file: the book copies only those (an svg can carry script)
check-image-name = image `{ $path }` has a name the book cannot copy: use letters, digits, `.`, `_` and `-` in its folders and name
check-image-content = image `{ $path }` is not a png, jpeg or gif file inside, whatever its name says
check-image-outside = image `{ $path }` leads outside the lesson's folder
check-image-not-file = image `{ $path }` is not a file (`{ $full }`)
check-image-missing = image `{ $path }` does not exist: no file `{ $full }`
check-image-too-large = image `{ $path }` is larger than the book copies ({ $kib } KiB at most)
check-image-unreadable = image `{ $path }` cannot be read: { $reason }

## Reading files and folders (src/lesson/catalog/files.rs, src/lesson/catalog/find.rs, src/lesson/catalog.rs)
check-files-dangling-link = cannot read: it is a link to a file that does not exist
check-files-link-loop = cannot read: it is a link that leads back to itself
check-files-link-help = point the link at a file, or remove it
check-files-unreadable = cannot read: { $reason }
check-files-not-regular-help = lesson and diagram files are regular files ending in `.yaml`: rename or move this one
check-files-folder-unreadable = cannot read the folder: { $reason }
check-files-folder-unreadable-help = make the folder readable, or leave it out
check-files-misnamed = not read: its name does not end in `.yaml`
check-files-misnamed-help = lesson and diagram files end in `.yaml`: rename it `{ $name }`
check-files-misnamed-help-example = lesson and diagram files end in `.yaml`: give it a name such as `01-first.yaml`
check-find-nothing = found no lesson, chapter or diagram files here
check-find-nothing-help = give a course folder (chapter folders, each with a `chapter.yaml`), a chapter folder, a diagrams folder, or a lesson or diagram file
check-find-no-such-path = no such file or folder
check-find-no-such-path-help = give a course, chapter or diagrams folder, or a lesson or diagram file
check-find-lesson-in-course = not read: a lesson sits in a chapter folder, not in the course folder itself
check-find-lesson-in-course-help = move it into a chapter folder (one with a `chapter.yaml`)
check-find-nested = not read: lessons and diagrams sit directly in their folder, not in a sub-folder
check-find-nested-help = move the files up a folder, or make this folder a chapter of its own beside the others
check-find-rename-chapter-file = rename `{ $name }` to `{ $file }`
check-find-no-chapter-file-help = add a `{ $file }` with `format_version: 1` and `title:` (`bao new lesson` writes one), or move the files out
check-find-no-chapter-file = its lessons are not in a chapter: the folder has no `{ $file }`
check-find-duplicate-id = duplicate id `{ $id }`: { $other } has it too
check-find-duplicate-id-help = ids are unique across the course: rename one of the files
check-find-orphan-translation = a translation of `{ $name }`, which does not exist
check-find-orphan-translation-help = rename it after the English file it translates, or remove it

## The course file (src/lesson/course_file.rs)
check-course-unreadable = cannot read the course file: { $reason }
check-course-unreadable-help = a course file gives the book its title: write `format_version: { $version }`, `title: …` and `reference_chapters: false` (true to add bao's notation, disagreements and teachers' chapters) in { $file }
check-course-version = format_version { $version } is not one this bao reads
check-course-title-empty = the course's title is empty
check-course-title-empty-label = no title
check-course-title-empty-help = give the title of the course's book
check-course-english = English is the course's own language, not a translation
check-course-english-label = the English files
check-course-english-help = list only the languages translated into: `es`, `ca`, `sw`
check-course-language-twice = `{ $code }` is listed twice in `translations`
check-course-language-twice-help = list each language once
check-course-language-unknown = `{ $code }` is not a language bao reads translations in
check-course-language-unknown-label = unknown language
check-course-language-unknown-help = the languages are `es` (Spanish), `ca` (Catalan) and `sw` (Swahili)

## Puzzle collections (src/puzzles/csv.rs, src/puzzles/collection.rs, src/puzzles/verify.rs)
check-csv-quote-not-closed = a quoted field is not closed: a puzzle is one line, so close its quote on it
check-csv-after-closing-quote = text after a closing quote: a quoted field ends at its quote
check-csv-quote-inside = a quote inside an unquoted field: quote the whole field and double the quote
check-row-fault = line { $line }, column { $column }: { $message }
check-row-fault-in-field = line { $line }, column { $column } ({ $field }): { $message }
check-row-built-in-unreadable = cannot read the built-in puzzles: { $reason }
check-row-id-twice = the id { $id } is already the id of line { $line }
check-row-file-empty = the file is empty: it needs the header `{ $header }` and one puzzle per line
check-row-no-puzzles = the file has no puzzles: add one per line after the header
check-row-header = the first line must be the header `{ $header }`, found `{ $found }`
check-row-field-count = { $count } fields, expected { $expected }: { $header } (quote a field holding a comma)
check-row-rules = unknown rules `{ $rules }`: expected `kiswahili` or `kujifunza`
check-row-id-bad = `{ $id }` is not an id: expected K or J and five digits, such as K00042
check-row-id-letter = the id of a { $rules } puzzle starts with { $letter }
check-row-line-empty = the solution line is empty: give its moves separated by spaces
check-row-line-spaces = moves are separated by one space
check-row-line-after-end = `{ $mv }` comes after the game is over
check-row-number-at-least = `{ $value }` is not a { $name }: expected a whole number, { $least } or more
check-row-number-range = `{ $value }` is not a { $name }: expected a whole number from { $least } to { $most }
check-row-theme = unknown theme `{ $theme }`: the themes are { $themes }
check-row-line-illegal = move { $number } `{ $mv }` is not legal there: { $reason }
check-row-line-ambiguous = move { $number } `{ $mv }` names more than one move: { $reason }
check-verify-sooner = the least win is in { $least }, not { $claimed }
check-verify-no-win = there is no win within { $turns }: the least win is more than { $claimed }, if any
check-verify-cook = the first move { $mv } also wins in { $claimed }: a puzzle has one winning first move
check-verify-only-move = { $mv } is the only legal move: a puzzle has a move to find
check-verify-turns = { $turns } turns cannot be proved
check-verify-stopped = the proof was stopped before it was done
check-verify-themes = themes differ: recomputed [{ $recomputed }] vs written [{ $written }]
check-verify-not-soonest = line move { $number } `{ $written }` is not the soonest win: `{ $proved }` is
check-verify-not-longest = line move { $number } `{ $written }` is not the longest defence: `{ $proved }` is (the first of the longest)
check-verify-line-short = the line stops after move { $number } before the game is won: `{ $next }` comes next
check-verify-line-long = the line goes on after the game is won at move { $number }
check-verify-proof-failed = the proof failed
## diagram translations
## `bao check`'s line on the published diagrams' translations (src/cli/check.rs)
check-diagram-translations-checked = { $count ->
    [one] 1 translation of a published diagram checked
   *[other] { $count } translations of published diagrams checked
}
## A translation's problems (src/lesson/translation/*.rs). $language and $code are a language's
## code (es, ca, sw); $slot is what an entry translates, as check-tr-slot says it.
check-tr-slot = { $place ->
    [quote] quote { $number }'s `gloss`
    [claim] claim { $number }'s `gloss`
    [step] step { $number }'s `{ $key }`
   *[file] the `{ $key }`
}
check-tr-unreadable = cannot read the translation: { $error }
check-tr-version = format_version { $version } is not one this bao reads
check-tr-version-label = unknown version
check-tr-version-help = write `format_version: { $version }`
check-tr-wrong-language = the file's name says it is in `{ $expected }`, but its `language` is `{ $found }`
check-tr-wrong-language-label = not the file's language
check-tr-wrong-language-help = write `language: { $expected }`, or rename the file
check-tr-not-in-kind = { $kind ->
    [lesson] a lesson's translation has no `{ $key }`: a lesson's has `title`, `rule`, `quotes` and `steps`
    [chapter] a chapter's translation has no `{ $key }`: a chapter's has `title` and `intro`
    [course] a course's translation has no `{ $key }`: a course's has `title`
   *[diagram] a diagram's translation has no `{ $key }`: a diagram's has `title`, `note` and `claims`
}
check-tr-not-in-kind-label = not in this kind of file
check-tr-remove-key = remove `{ $key }`
check-tr-twice = { $what ->
    [quote] quote { $number } is translated twice
    [claim] claim { $number } is translated twice
   *[step] step { $number } is translated twice
}
check-tr-twice-label = again
check-tr-twice-help = keep one `{ $number }:` and merge what they say
check-tr-unknown-quote = quote { $number } does not exist: the lesson has { $count ->
    [one] 1 quote
   *[other] { $count } quotes
}
check-tr-quote-no-gloss = quote { $number } has no gloss in English to translate
check-tr-unknown-claim = claim { $number } does not exist: the diagram has { $count ->
    [one] 1 claim
   *[other] { $count } claims
}
check-tr-claim-no-gloss = claim { $number } has no gloss in English to translate
check-tr-no-english = the English has no `{ $key }` to translate
check-tr-unknown-step = step { $number } does not exist: the lesson has { $count ->
    [one] 1 step
   *[other] { $count } steps
}
check-tr-step-no-text = step { $number } has no `{ $key }` in English to translate
check-tr-nothing-label = nothing to translate
check-tr-nothing-help = remove { $slot }, or check its number against the English file
check-tr-unneeded = unneeded gloss: quote { $number } is in { $language ->
    [es] Spanish
    [ca] Catalan
   *[sw] Swahili
}, which its reader reads as it is
check-tr-unneeded-label = unneeded
check-tr-unneeded-help = remove the gloss: a quote is glossed only in the other languages
check-tr-not-fingerprint = `{ $text }` is not a fingerprint
check-tr-not-fingerprint-label = 16 lowercase hex digits
check-tr-not-fingerprint-help = the English of { $slot } has the fingerprint `{ $want }`
check-tr-empty = { $slot } is not translated yet: its text is empty
check-tr-empty-label = empty
check-tr-empty-help = write the { $language ->
    [es] Spanish
    [ca] Catalan
   *[sw] Swahili
} of the English in `text`
check-tr-stale = the English of { $slot } changed since it was translated
check-tr-stale-label = stale
check-tr-stale-help = translate the English again, then write `source: { $want }` (`bao new translation --update` shows the new English beside it)
check-tr-missing = { $slot } is missing from the { $language ->
    [es] Spanish
    [ca] Catalan
   *[sw] Swahili
} translation
check-tr-missing-label = missing
check-tr-missing-help = { $section ->
    [quotes] add `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` under `quotes:` `{ $number }:` (`bao new translation --update` adds it)
    [claims] add `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` under `claims:` `{ $number }:` (`bao new translation --update` adds it)
    [steps] add `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` under `steps:` `{ $number }:` (`bao new translation --update` adds it)
   *[top] add `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` (`bao new translation --update` adds it)
}
check-tr-no-file = no { $language ->
    [es] Spanish
    [ca] Catalan
   *[sw] Swahili
} translation: the course lists `{ $language }` in its `translations`, and `{ $name }` is missing
check-tr-no-file-help = write it with `bao new translation --lang { $language } { $file }`
check-tr-not-listed = the course does not list `{ $language }` in its `translations`
check-tr-not-listed-label = not listed
check-tr-not-listed-help = add `{ $language }` to `translations:` in { $course }, or remove this file
## `bao new translation` (src/cli/new/translation.rs)
check-tr-new-no-language = give the translation's language: `bao new translation --lang es PATH` (es, ca or sw)
check-tr-new-wrote-schema = wrote { $file } (what editors check the files against)
check-tr-new-wrote = wrote { $file } ({ $count ->
    [one] 1 entry
   *[other] { $count } entries
} to translate)
check-tr-new-up-to-date = { $file } is up to date
check-tr-new-updated = updated { $file }: { $added } added, { $stale } whose English changed, { $kept } kept
check-tr-new-left = left as they are (bao new never overwrites a file; --update brings one up to date): { $files }
check-tr-new-no-such = no such file or folder `{ $path }`: give a lesson file, a chapter folder or a course folder
check-tr-new-nothing = nothing to translate in `{ $path }`: give a lesson file, a chapter folder or a course folder
## A course's glossaries (src/lesson/translation/glossary.rs); $side is `left` or `right`
check-tr-glossary-misnamed = not read: a glossary is named after its language
check-tr-glossary-misnamed-help = name it `es.yaml`, `ca.yaml` or `sw.yaml`
check-tr-glossary-unreadable = cannot read the glossary: { $error }
check-tr-glossary-language = the glossary's name says it is of `{ $expected }`, but its `language` is `{ $found }`
check-tr-glossary-language-help = write `language: { $expected }`
check-tr-glossary-side = `{ $letter }` is not the letter bao writes for a move to the { $side ->
    [left] left
   *[right] right
} in this language
check-tr-glossary-side-label = not bao's letter
check-tr-glossary-side-help = write `{ $side }: { $want }`, as bao shows moves
check-tr-glossary-no-form = a term with no `{ $key }` form
check-tr-glossary-no-form-label = no form
check-tr-glossary-no-form-help = give at least one form in `{ $key }`
check-tr-glossary-empty-form = an empty form in `{ $key }`
check-tr-glossary-empty-form-help = give the word, or remove the item
