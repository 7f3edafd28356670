# cli

## The errors bao prints (src/cli/error.rs, src/cli.rs)
cli-error = error: { $message }
cli-error-interrupted = interrupted: { $what } was stopped by ctrl-c
cli-error-cannot-read = cannot read `{ $path }`: { $reason }
cli-error-cannot-write = cannot write `{ $path }`: { $reason }
cli-error-not-utf8 = it is not UTF-8 text
cli-error-stdin = cannot read `standard input`: { $reason }
cli-error-stdout = cannot write `standard output`: { $reason }
cli-error-terminal = cannot read or write the terminal: { $reason }
cli-error-invalid = { $count ->
    [one] { $count } problem in the files read:
   *[other] { $count } problems in the files read:
}

    { $rendered }

## Why a file could not be read or written (src/files.rs)
cli-file-not-found = no such file
cli-file-not-regular = it is { $kind }, not a regular file
cli-file-too-large = it is larger than { $kib } KiB, the most bao reads
cli-file-not-utf8 = it is not UTF-8 text (line { $line }, column { $column })
cli-file-kind-fifo = a FIFO
cli-file-kind-device = a device
cli-file-kind-socket = a socket
cli-file-kind-folder = a folder
cli-file-kind-other = not a file
cli-file-link-loop = too many levels of symbolic links
cli-file-write-irregular = `{ $path }` is { $kind }, not a regular file: bao writes only over a regular file or a new name
cli-file-write-irregular-link = `{ $path }` leads to `{ $target }`, { $kind }, not a regular file: bao writes only over a regular file or a new name
cli-file-old-text-kept = { $reason }; the file's old text is kept in `{ $path }`
cli-file-read-only = the file is read-only
cli-file-changed = it changed since bao read it
cli-file-exists = a file is there already
cli-io-not-found = no such file or folder
cli-io-permission-denied = permission denied
cli-io-already-exists = it exists already
cli-io-is-a-folder = it is a folder
cli-io-not-a-folder = not a folder
cli-io-storage-full = no space left on the device
cli-io-read-only-filesystem = the file system is read-only
cli-io-broken-pipe = the pipe was closed

## The command line's help (src/cli/help.rs); English help is clap's, from the doc comments
cli-heading-usage = Usage:
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-heading-commands = Commands
cli-flag-help = Print help
cli-flag-help-long = Print help (see a summary with '-h')
cli-flag-version = Print version
cli-about-bao = A rules tutor and diagram checker for Bao la Kiswahili and Bao la Kujifunza
cli-about-learn = Walk through the lessons: rules, sources, moves played step by step, questions
cli-about-game = Play a whole game against bao or a friend, with a coach; saved after every turn
cli-about-replay = Step through a game record with the coach's comments, or annotate a copy of it
cli-about-moves = List every legal move of a position
cli-about-play = Play moves from a position and print the result
cli-about-analyse = Search a position for its best move, or prove a win within N turns
cli-about-engine = Serve the engine protocol (JSON lines on standard input and output) to a front end, a bot or a match runner
cli-about-solve = Prove whether the player to move wins within N turns, in bounded memory
cli-about-perft = Count the complete turns at each depth (a move-generation check)
cli-about-show = Draw the board of a position
cli-about-check = Play every lesson step and diagram claim on the engine and report what differs
cli-about-new = Write a new lesson or exercise file in a course, commented for a first-time author
cli-about-new-lesson = A lesson: the rule, quotes, and a first step showing a position and its legal moves
cli-about-new-exercise = A lesson of exercises: one question of each kind, answered by the engine
cli-about-new-puzzle = A puzzle lesson: a position whose player to move wins in 2, to replace with your own, or with --find one found in random play and proved
cli-about-record = Write into a lesson what the engine says its moves give: `expect` and exercise answers
cli-about-schema = Write the JSON Schemas of lesson, chapter, course and diagram files
cli-about-book = Write the book of the annotated rules (an mdBook), or check that it is up to date
cli-about-puzzles = Solve rated puzzles from bao's own games; `bao puzzles generate` makes the collection
cli-about-puzzles-generate = Make a puzzle collection from bao's own games: the same seed and count give the same file
cli-arg-color = When to colour the output; NO_COLOR in the environment also turns colour off
cli-arg-lang = The language bao speaks; else LC_ALL, LC_MESSAGES or LANG decides, else English
cli-value-color-auto = Colour when standard output is a terminal that supports it and NO_COLOR is not set
cli-value-color-always = Always colour
cli-value-color-never = Never colour
cli-value-lang-en = English
cli-value-lang-es = Spanish (español)
cli-value-lang-ca = Catalan (català)
cli-value-lang-sw = Swahili (Kiswahili), the language of the game
cli-arg-rules = The ruleset, with options: `kiswahili` or `kujifunza`, then `,option=value` items (`namua-takasa=limited|any`, `takasia=on|off`, `endless=illegal|draw|mover-loses`, `takasa-nyumba=stops|may-stop`, `nyumba-tax=before-seed|after-seed`, `lone-kichwa=only-occupied|only-sowable`)
cli-arg-position = The position: one-line text, a JSON object, or a file holding either
cli-arg-position-or-diagram = The position: one-line text, a JSON object, a file holding either, `start` (the ruleset's start) or a diagram id such as `seed000-d09`
cli-arg-position-any = The position: `start`, a diagram id, the one-line form, a JSON object, or a file
cli-arg-moves-json = Print a JSON array with one object per legal move
cli-arg-play-json = Print the result as JSON
cli-arg-play-trace = Walk through every move step by step
cli-arg-play-moves = The moves, in either notation (`A5L`, `A6R*`, `A4>`, `A3>+`)
cli-arg-analyse-time = The most time to think, in seconds (default 5); the best move found so far is given when it runs out
cli-arg-analyse-depth = Search to exactly this many plies (1 to 24), however long it takes (each ply costs about twice the time of the one before)
cli-arg-analyse-prove = Decide exactly whether the player to move wins within N of his turns (1 to 30)
cli-arg-analyse-level = Play at a level, 1 (weakest) to 6: a shallower search and, below level 5, a random choice among the moves scored near the best
cli-arg-analyse-json = Print one JSON object: best, score, chance (the mover's expected score, 0 to 1), pv, depth, nodes, time_ms, moves (every legal move, each with its score and chance, or a null score and the reason when the time ran out before it was searched)
cli-arg-solve-memory = The most memory the proof's tables may take: bytes, or a number with K, M, G or T (powers of 1024), such as 512M or 4G; a full table forgets its cheapest proofs
cli-arg-solve-time = The most time to take, in seconds; without it, the proof runs until done or Ctrl-C
cli-arg-solve-all-moves = Decide every move up to N turns, rather than ending at the first win found
cli-arg-solve-method = How each move is decided: `dfpn` (depth-first proof-number search, the faster on deep proofs) or `deepening` (AND/OR depth-first search, the faster on short ones)
cli-arg-solve-json = Print one JSON object at the end: rules, result, best, winning (every first move that wins soonest), moves, nodes, time_ms
cli-arg-solve-turns = The most turns of the player to move to look for a win within (1 to 30)
cli-arg-perft-json = Print `{"{"}"counts": [n1, …]{"}"}` once every depth is counted
cli-arg-perft-depth = The deepest depth to count, 1 to 15
cli-arg-perft-position = The position (default: the ruleset's start): one-line text, a JSON object or a file
cli-arg-check-paths = Course, chapter or diagram folders, or lesson or diagram files [default: the built-in lessons and diagrams, which `bao learn` reads, from any folder]; any other folder is searched below for them. Lessons may name the diagrams in ./diagrams/ (or, without one, the built-in diagrams) and their course's own diagrams/. A `.csv` file is a puzzle collection [default: also the built-in lessons/puzzles/puzzles.csv]: every row is proved
cli-arg-check-proof-time = The longest the puzzle proofs of one file may take, in seconds: past it they stop and the puzzle fails, saying so, whatever its `wins_in` claims
cli-arg-record-path = The lesson file to fill in
cli-arg-record-all = Record every step, not only those that state nothing; a stated value the engine disagrees with is replaced (the diff shows it before anything is written)
cli-arg-record-yes = Write without asking (for scripts)
cli-arg-schema-check = Write nothing; fail if a schema file is missing or out of date
cli-arg-new-target = The chapter folder and the lesson's name, e.g. `01-namua/first-capture`; the file is numbered after the chapter's last lesson (`01-namua/03-first-capture.yaml`)
cli-arg-new-from = The position to start from: a diagram id (built in, or in the course's own diagrams/), or a POSITION (the one-line form, JSON, or a file holding either) [default: the start of the game]
cli-arg-new-lessons = The course folder, made if missing
cli-arg-new-find = Look for a puzzle in random games instead: a win in 2 with one winning first move, proved (a bounded search; Ctrl-C stops it)
cli-arg-new-seed = The random games --find plays: another seed finds another puzzle

## A POSITION argument (src/cli/position_arg.rs)
cli-position-empty-given = the position is empty: give `start`, the one-line form or a JSON object
cli-position-empty = the POSITION is empty: give `start`, the one-line form, a JSON object, a diagram id or a file
cli-position-unknown = no file or diagram `{ $id }`: a POSITION is `start`, the one-line form, a JSON object, a diagram id (a file name of diagrams/ without `.yaml`) or the path of a file holding a position
cli-position-unknown-near = no file or diagram `{ $id }`: did you mean `{ $near }`? a POSITION is `start`, the one-line form, a JSON object, a diagram id (a file name of diagrams/ without `.yaml`) or the path of a file holding a position
cli-position-in-file = { " " }in `{ $file }`
cli-position-invalid-json = invalid JSON position{ $at }: { $reason }
cli-position-not-a-file = `{ $file }` is not a position file: it has { $lines } lines, and a position file holds the one-line form on one line or a JSON object
cli-position-invalid = invalid position{ $at }: { $reason } at column { $column }
cli-position-impossible = impossible position{ $at }: { $reason }

## bao moves, play, perft and schema (src/cli/moves.rs, play.rs, perft.rs, schema.rs)
cli-moves-interrupted = listing the moves
cli-moves-none = no legal move: { $outcome }
cli-moves-captures = captures { $count }
cli-play-game-over = move { $number } `{ $text }`: the game is over ({ $outcome })
cli-play-move-error = move { $number } `{ $text }`: { $reason }
cli-play-interrupted = playing move { $number } `{ $text }`
cli-perft-depth-range = depth { $depth } is out of range: give 1 to { $most } (each ply multiplies the work about five times; depth { $most } from the start already takes minutes)
cli-perft-heading = depth  complete turns
cli-perft-interrupted = the count at depth { $depth }
cli-schema-up-to-date = { $path } is up to date
cli-schema-wrote = wrote { $path }
cli-schema-stale = { $paths } out of date with the lesson types: run `bao schema` and commit the result
cli-schema-all-up-to-date = the schemas are up to date

## The help of the other commands' arguments (src/cli/help/tables.rs)
cli-about-new-translation = Write the translation file of a lesson, or of every lesson of a chapter or course folder, into the language of --lang
cli-arg-new-translation-path = A lesson file, a chapter folder (its `chapter.yaml` and every lesson) or a course folder (its `course.yaml` and every chapter); `chapter.yaml` or `course.yaml` alone is that file alone. The language is bao's `--lang`
cli-arg-new-translation-update = Bring existing translation files up to date: add the entries missing, show the new English of those it changed since; a translated text is never changed
cli-arg-learn-lesson = The lesson to go to (its id, as `--list` shows); default: where you left off
cli-arg-learn-list = List the chapters and lessons, marking those done and where you are
cli-arg-learn-reset = Forget your progress, in every lesson or only in LESSON, after asking
cli-arg-learn-yes = Do not ask before a reset (for scripts)
cli-arg-own-lessons = A course folder of your own instead of the built-in lessons; its lessons may name the built-in diagrams
cli-arg-width = The columns to wrap text at (40 to 72); default: the terminal's width, 72 in a pipe
cli-arg-plain-input = Plain lines even on a terminal, one line of input at a time
cli-arg-plain = Plain lines even on a terminal
cli-arg-game-rules = The ruleset, with options, as for every command (default `kiswahili`)
cli-arg-game-level = bao's level, 1 (the weakest) to 6 (the full search, 5 s a move unless `--time`)
cli-arg-game-time = bao's time per move in seconds, searching as deep as it allows (instead of a level)
cli-arg-game-as = The side you play: S (South, who starts; the default) or N
cli-arg-game-two-players = Two people at one keyboard, taking turns; bao only coaches
cli-arg-game-load = Resume a game record written by `s` (or typed by hand); its rules and players are the record's
cli-arg-game-new = Start a new game even though one is saved in progress (it is forgotten)
cli-arg-game-no-coach = No coach: no comment on your moves, and no review at the end
cli-arg-game-seed = The seed of bao's choices among near-best moves, to play a game again
cli-arg-replay-file = The game record (as `bao game` writes it with `s`)
cli-arg-replay-annotate = Write South's chance after each move (or its proved result) and the coach's notes into a copy of the record
cli-arg-replay-out = Where `--annotate` writes the copy; default: FILE's name with `.annotated` before its extension. It never replaces a file that exists
cli-arg-replay-time = How long `--annotate` searches each position for its chance, in seconds (default 0.2)
cli-arg-replay-no-coach = No coach: only the moves and what they did
cli-arg-replay-boards = Draw the board after every turn, not only at the start and the end (printed lines)
cli-arg-replay-review = A review of the game instead of its moves: each side's moves counted by class, their accuracy, the turning points, and a graph of South's chance (a chart on a terminal)
cli-arg-replay-svg = Where `--review` also draws its graph as an SVG picture (a new file: never over one that exists)
cli-arg-book-out = The book folder: `book.toml` and `src/` are written there; `book` for English, else `book/<code>` for the language of `--lang`
cli-arg-book-check = Write nothing; fail if the folder differs from what would be written
cli-arg-puzzles-theme = Only puzzles of this theme (e.g. `kimbi`, `takasa-trap`)
cli-arg-puzzles-streak = A streak: easiest first, no rating, until the first failure
cli-arg-puzzles-state = The folder of the progress file (`progress.json`); default: the user's state folder, as `bao learn` keeps it
cli-arg-puzzles-file = A collection file of your own instead of the built-in puzzles
cli-arg-generate-count = How many puzzles to make
cli-arg-generate-seed = The seed naming the games played: the same seed and count give the same collection
cli-arg-generate-out = Write the collection to this file (replacing it) rather than to standard output

cli-value-method-deepening = AND/OR depth-first search by iterative deepening
cli-value-method-dfpn = Depth-first proof-number search

## bao solve and bao analyse (src/cli/solve.rs, analyse.rs, search_words.rs)
cli-search-front-row-empty = { $side }'s front row is empty
cli-search-a-front-row-empty = a front row is empty
cli-search-no-legal-move = the player to move has no legal move
cli-search-never-ends = a sowing never ends
cli-search-over-won = the game is over: { $why }, so { $side } has won
cli-search-over-drawn = the game is over: { $why }, a draw
cli-prove-stopped-at-once = stopped before deciding even a win in 1
cli-prove-stopped = stopped after proving no win within { $turns } turns; a longer proof was not finished
cli-solve-memory-too-little = { $bytes } bytes of memory is too little for a proof: give at least { $least }
cli-either = { $rest } or { $last }
cli-solve-memory-unreadable = cannot read the memory `{ $text }`: give bytes or a size such as 512M or 4G
cli-solve-memory-too-small = the memory `{ $text }` is too small: the proof tables need at least 1M
cli-solve-memory-too-large = the memory `{ $text }` is more than this machine has ({ NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) }G)
cli-solve-rules = { $rules } (never-ending sowings: endless={ $endless })
cli-solve-rules-line = rules: { $rules }
cli-solve-turns-range = cannot prove a win within { $turns } turns: give 1 to { $most } turns
cli-solve-cannot-prove = cannot prove a win for { $side }: { $reason }
cli-solve-proving = proving: does { $side } win within { $turns } turns?
cli-solve-no-win-proved = no win within { $turns } { $turns ->
        [one] turn
       *[other] turns
    }: proved, { $nodes } nodes, { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
cli-solve-progress = turn { $trying } of { $turns } ({ $decided } decided), move { $number }/{ $moves }, { $nodes } nodes, { $rate }/s, table { NUMBER($full, maximumFractionDigits: 0) } % full
cli-solve-got = no win within { $turns } { $turns ->
        [one] turn
       *[other] turns
    } proved, { $nodes } nodes in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
cli-solve-interrupted = the proof ({ $got })
cli-solve-out-of-time = the proof was not finished in the time given: { $got }
cli-solve-win-in = win in { $turns }
cli-solve-no-win-within = no win within { $turns }
cli-solve-wins-with = { $side } wins in { $turns }, with { $moves }
cli-solve-verdict = { $side }: { $verdict }
cli-solve-move-verdict = { $mv } { $verdict }
cli-solve-moves = moves: { $moves }
cli-solve-nodes = { $nodes } nodes in { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
cli-analyse-cannot-prove = cannot prove a win for { $side }: { $reason } (after { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s)
cli-analyse-level-plays = level { $level } plays: { $mv } ({ $side } to move)
cli-analyse-best-move = best move: { $mv } ({ $side } to move)
cli-analyse-line = line: { $moves }
cli-analyse-work = depth { $depth } { $depth ->
        [one] ply
       *[other] plies
    }, { $nodes } nodes in { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
cli-analyse-not-searched = not searched: { $mv } ({ $why })
cli-analyse-unsown-maybe-illegal = the time ran out before its sowing ended; if it never ends it is not a legal move
cli-analyse-unsown = the time ran out before its sowing ended
cli-analyse-unsearched = the time ran out before it was searched
cli-analyse-wins-in = { $side } wins in { $turns }
cli-analyse-no-forced-win = { $side } has no forced win within { $turns } { $turns ->
        [one] turn
       *[other] turns
    }

## Times, progress and chances (src/cli/duration.rs, watch.rs, chances.rs)
cli-time-not-seconds = `{ $text }` is not a number of seconds: give one such as 2 or 0.5
cli-time-at-most-a-day = the time must be at most { $most } seconds (a day)
cli-time-at-most-an-hour = the time must be at most { $most } seconds (an hour)
cli-time-at-most = the time must be at most { $most } seconds
cli-time-positive = the time must be more than 0 seconds
cli-watch-progress = { $what } ({ $seconds } s; ctrl-c stops)
cli-watch-laps = one sowing has run { $laps } relay laps
cli-watch-counted = { $turns } turns counted at this depth
cli-chances-draw = a draw: the line ends in a never-ending sowing

## bao new (src/cli/new.rs, src/cli/new/find.rs, src/author/names.rs)
cli-new-not-a-folder = `{ $path }` is not a folder: --lessons names the course folder
cli-new-no-legal-move = no move is legal in that position, so there is nothing to ask: give another with --from
cli-new-wrote = wrote { $what }
cli-new-wrote-chapter = { $path } (the new chapter's title and introduction)
cli-new-wrote-course = { $path } (the course's title)
cli-new-wrote-schema = { $path } (what editors check the files against)
cli-new-next = next:
cli-new-next-edit = edit { $path }
cli-new-next-edit-what = its comments say what each key means
cli-new-next-check-what = plays every step on the engine
cli-new-next-record-what = writes in what the moves you add give
cli-new-next-learn-what = walks through it as a learner
cli-new-exists = `{ $path }` exists already: bao new never overwrites a file
cli-new-name-taken = chapter `{ $chapter }` has a lesson `{ $name }` already ({ $path }): choose another name, or edit that file
cli-new-full = chapter `{ $chapter }` has a lesson numbered 99: bao numbers lessons 01 to 99
cli-new-id-taken = { $path } has the id `{ $id }` already, and ids are unique across the course: choose another name
cli-new-not-target = `{ $text }` is not CHAPTER/NAME: give the chapter folder, a `/` and the lesson's name, e.g. `01-namua/first-capture`
cli-new-two-slashes = `{ $text }` has more than one `/`: give CHAPTER/NAME, e.g. `01-namua/first-capture`
cli-new-chapter-empty = the chapter is empty: give CHAPTER/NAME, e.g. `01-namua/first-capture`
cli-new-name-empty = the lesson name is empty: give CHAPTER/NAME, e.g. `01-namua/first-capture`
cli-new-chapter-bad = the chapter `{ $name }` may only have lowercase letters, digits and `-` (it becomes an id and a file name)
cli-new-name-bad = the lesson name `{ $name }` may only have lowercase letters, digits and `-` (it becomes an id and a file name)
cli-new-chapter-bad-like = the chapter `{ $name }` may only have lowercase letters, digits and `-` (it becomes an id and a file name), e.g. `{ $like }`
cli-new-name-bad-like = the lesson name `{ $name }` may only have lowercase letters, digits and `-` (it becomes an id and a file name), e.g. `{ $like }`
cli-new-looking = looking for a win in { $turns } in random games of seed { $seed }
cli-new-find-stopped = stopped
cli-new-find-none = none found in { $positions } positions or { $seconds } s
cli-new-find-failed = no puzzle found with seed { $seed } ({ $why }): try another --seed
cli-new-found = found a win in { $turns } after proving { $positions } positions (seed { $seed }): { $side } plays { $mv } first
cli-new-placeholder = the placeholder puzzle is not a position under { $rules }: give one with --from
cli-new-over = that position is already over ({ $outcome }): a puzzle asks for a win from a game still in play, so give another with --from

## bao record (src/cli/record.rs, src/author/record*)
cli-record-folder = `{ $path }` is a folder: give one lesson file, e.g. `bao record { $example }`
cli-record-chapter = `{ $path }` is a chapter file: bao record fills in lessons only
cli-record-diagram = `{ $path }` is a diagram, whose claims say what its source says: bao record fills in lessons only
cli-record-note = note:
cli-record-nothing-all = nothing to record in { $path }: everything it states is what the engine says
cli-record-nothing = nothing to record in { $path }: every move states its result, every question its answer and every puzzle its solution (`--all` compares them with the engine)
cli-confirm = { $question } [y/N]{" "}
cli-record-confirm = write these changes?
cli-record-nothing-written = nothing written
cli-record-changed = `{ $path }` changed while bao record waited, so nothing was written (your edit is kept): run bao record again
cli-record-wrote = wrote { $path }; `{ $bao } check { $path }` plays it on the engine
cli-record-no-lesson = no lesson in `{ $path }`
cli-record-bug = bao could not edit `{ $path }` safely ({ $why }); the file is unchanged: please report this
cli-record-overlapping = overlapping edits at byte { $byte }
cli-record-still-differs = the edited file still differs from the engine
cli-record-step = step { $step } (line { $line }): { $what }
cli-record-replaced = the file says { $key } { $stated }, the engine { $engine }: replaced
cli-record-removed = the file says { $key } { $stated }, the engine none: removed
cli-record-left-alone = left alone: { $why }
cli-record-skip-step-braces = the step's braces hold a comment; write the step in block style
cli-record-skip-step-layout = the step's layout is not one bao can edit
cli-record-skip-expect = `expect` has a value bao cannot read; remove it and run again
cli-record-skip-braces = the braces hold a comment; write the mapping in block style
cli-record-skip-layout = the mapping's layout is not one bao can edit
cli-record-skip-exercise-braces = the exercise's braces hold a comment; write it in block style
cli-record-skip-exercise-layout = the exercise's layout is not one bao can edit
cli-record-skip-solution-open = `solution` is not closed
cli-record-skip-no-win = the player to move has no win within { $turns }, so there is no solution to write (`bao check` says more)
cli-record-skip-not-found = the solution was not found: { $reason }
