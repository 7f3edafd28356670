# book: the words of the book `bao book` writes (the lessons' own texts come from the course).

## Sides
book-south = South
book-north = North

## A puzzle played on the page (src/book/play.rs)
book-play-caption = { $turns ->
    [1] { $side } to move and win at once
   *[other] { $side } to move and win within { $turns } turns
}
book-play-wins-at-once = { $mv } wins at once: { $end }.
book-play-right-and-over = { $mv } is right. { $defender } answers { $reply }, and { $end }.
book-play-right-go-on = { $turns ->
    [1] { $mv } is right. { $defender }'s longest defence is { $reply }; { $solver } can now win in one move.
   *[other] { $mv } is right. { $defender }'s longest defence is { $reply }; { $solver } can now win within { $turns } turns.
}
book-play-ends-not-won = { $mv } ends the game, and not with a win: { $end }.
book-play-front-row-holds = { $seeds ->
    [one] After { $mv }, { $defender }'s front row still holds 1 seed: the game goes on.
   *[other] After { $mv }, { $defender }'s front row still holds { $seeds } seeds: the game goes on.
}
book-play-no-force = { $mv } does not force the win.
book-play-sentence = { $text }.
book-play-had-to-win = { $solver } had to win with this move.
book-play-cannot-force = { $turns ->
    [one] { $seeds ->
        [one] { $solver } cannot force a win in the 1 turn left to him: { $defender }'s front row then holds 1 seed.
       *[other] { $solver } cannot force a win in the 1 turn left to him: { $defender }'s front row then holds { $seeds } seeds.
    }
   *[other] { $seeds ->
        [one] { $solver } cannot force a win in the { $turns } turns left to him: { $defender }'s front row then holds 1 seed.
       *[other] { $solver } cannot force a win in the { $turns } turns left to him: { $defender }'s front row then holds { $seeds } seeds.
    }
}
book-play-escapes = { $after } { $defender } answers { $reply } and escapes: { $leads }

## The page scripts' words (src/book/assets/*.js, written into bao-words.js)
book-js-the-move = the move
book-js-step-through = Step through { $move }: left and right arrow keys, or the buttons
book-js-back-step = Back one step
book-js-back = Back
book-js-play = Play
book-js-next-step = Next step
book-js-next = Next
book-js-board-of = Board { $number } of { $total }
book-js-pause = Pause
book-js-hint-move = Your move, in either notation, or touch its hole
book-js-hint-hole = The hole (A4 or b7), or touch it
book-js-hint-number = The number of seeds
book-js-hint-yesno = Yes or no
book-js-hint-other = Your answer
book-js-label = { $hint }:{ " " }
book-js-check-answer = Check the answer
book-js-check = Check
book-js-show-answer = Show the answer
book-js-typed-yes = yes y
book-js-typed-no = no n
book-js-not-move = “{ $text }” is not a legal move here, or not one bao can read.
book-js-not-hole = “{ $text }” is not a hole: write one like A4 or b7.
book-js-not-number = “{ $text }” is not a number of seeds.
book-js-not-yesno = “{ $text }” is not yes or no.
book-js-not-answer = “{ $text }” is not an answer here.
book-js-no-try = That costs no try.
book-js-tries-over = That was { $tries } tries: the answer is shown below.
book-js-try-again = Try again, or show the answer.
book-js-which-move = More than one move starts there: which one?
book-js-play-move = Play { $move }
book-js-no-move-from = No legal move starts from { $hole }.
book-js-answer-yes = Answer yes
book-js-answer-no = Answer no
book-js-yes = Yes
book-js-no = No
book-js-play-the-move = Play the move
book-js-again-puzzle = Start the puzzle again
book-js-again = Start again
book-js-win-at-once = { $side } to move: find the move that wins at once.
book-js-win-within = { $side } to move: win within { $turns } turns.
book-js-solved = Solved: { $side } wins.
book-js-try-another = Try another move.
book-js-move-again = Your move again.
book-js-drawn-north = The boards are drawn from North's side.
book-js-drawn-south = The boards are drawn from South's side.
book-js-draw-south = Draw them from South's side
book-js-draw-north = Draw them from North's side

## The puzzles by theme (src/book/themes.rs)
book-themes-title = Puzzles by theme
book-themes-intro = The puzzles of bao's collection, found in its own games, by what their solutions show: a page per theme with its { $count } easiest puzzles. Play each on the page: touch a hole or type a move, and the page answers with the longest defence, or says why the move fails.
book-themes-in-english = The theme pages are those of the English book, whose boards are drawn once for every book.
book-theme-title = Theme: { $name }
book-theme-puzzle = Puzzle { $id }
book-theme-rated = Rated { $rating }.
book-theme-position = Puzzle { $id }: the puzzle's position

## A lesson's step (src/book/step.rs, puzzle.rs, seal.rs)
book-step = Step { $number }
book-step-confirms = The engine confirms that { $mv } { $what }.
book-step-puzzle-caption = Step { $number }: the puzzle's position
book-step-caption = Step { $number }: { $side } to move
book-step-caption-highlighted = Step { $number }: { $side } to move; { $what ->
    [legal] the holes the legal moves start from
    [illegal] the hole of the illegal move
    [question] the hole the question's move starts from
   *[several] the holes the step is about
} highlighted
book-step-not-among-legal = it is not among the legal moves
book-step-drawn-above = leaves the board as drawn above
book-prompt-find = Find the move that { $goal }.
book-step-illegal = { $mv } is not legal here: { $why }.
book-step-no-legal-move = There is no legal move.
book-step-legal-moves = { $count ->
    [one] The engine finds { $count } legal move: { $moves }.
   *[other] The engine finds { $count } legal moves: { $moves }.
}
book-question = Question.
book-hint = Hint
book-the-hint = the hint
book-answer = Answer
book-the-answer = the answer
book-what-the-move-does = What the move does:
book-puzzle-question = { $side } to move and win in { $turns }
book-puzzle-line = The line, against the longest defence: { $moves }.
book-puzzle-idea = The idea.
book-solution = Solution
book-the-solution = the solution
book-answers-its-place = its place on the page
book-answers-title = Answers: { $chapter }
book-answers-intro = The hints, answers and solutions that the pages of { $chapter } fold away, for a reader without JavaScript. The book's search leaves this page out, so that a search gives none of them away.
book-sealed-note = { $label } is shown here with JavaScript on; without it, read it on { $page }.
book-sealed-answers-page = the answers page

## Boards and moves (src/book/figure.rs, figure/laps.rs)
book-figure-printed-as = { $written }, which `bao` prints as { $printed }
book-figure-plays-from = { $side } plays { $mv }, starting from { $hole }.
book-figure-before = Before { $mv }: { $side } to move, starting from { $hole } (highlighted)
book-figure-to-move = { $side } to move.
book-figure-before-line = Before the line: { $side } to move
book-figure-plays-lap = { $side } plays { $mv }: { $lap }
book-figure-plays = { $side } plays { $mv }.
book-figure-the-line = the line
book-figure-lap = Lap { $number } of { $mv }, the holes it touched highlighted
book-figure-more-laps = The relay goes on for { $count } more laps, not drawn here.
book-figure-after-over = After { $mv }: { $end }
book-figure-after = After { $mv }: { $side } to move
book-figure-last-seed = { $caption }; the last seed fell in { $hole } (highlighted)

## A lesson's page and a chapter's (src/book/lessons.rs, markdown.rs)
book-lessons = Lessons
book-the-lessons = The lessons
book-the-rule = The rule
book-the-sources = The sources
book-step-by-step = Step by step
book-steps-played = { $count ->
    [1] The step below was played by the engine when this page was written, and everything it says held.
   *[other] Each of the { $count } steps below was played by the engine when this page was written, and everything it says held.
}
book-rules-line = Played under the rules { $rules }.
book-quote-in = , in { $language }
book-quote-gloss = In English:

## The published diagrams (src/book/diagrams.rs)
book-diagrams-title = Published diagrams
book-diagrams-intro = These are the positions printed in the sources, as `bao` reads them. A lesson names one by its id (`position: seed000-d09`), and so may a teacher's own lessons. Each diagram has a status, which says where its numbers come from:
book-diagrams-claims = The sentences the sources say about a diagram are its claims. Each is quoted in the source's language with an English gloss, and each was proved by the engine when this page was written.
book-diagrams-table-head = id | what it shows | status | claims
book-diagram-status = { $status ->
    [primary] primary
    [secondary] secondary
   *[reconstructed] reconstructed
}
book-diagram-status-means = { $status ->
    [primary] the numbers are copied from a seed text or a faithful translation of it
    [secondary] the numbers come from a third party's transcription of a figure we could not see
   *[reconstructed] the numbers were never found; the position was built to satisfy every sentence the text says about it, and each of those sentences is proved below
}
book-diagram-status-line = Status: { $status }.
book-diagram-caption = Diagram { $id }: { $title }
book-diagram-claims = What the source says about it, each sentence proved by the engine:
book-diagram-source = Source:
book-diagram-seed-file = { " " }(seed file { $file })
book-diagram-caption-of = the caption of { $figure }
book-diagram-the-caption = the caption
book-claim = Claim { $number }.
book-claim-said-of = said of { $figure }
book-claim-that-is = That is:
book-claim-position = The position claim { $number } is checked on
book-claim-position-hole = The position claim { $number } is checked on, the move's hole highlighted
book-claim-proved = Proved:
book-proved-no-move = there is no legal move.
book-proved-only-move = the only legal move is { $mv }.
book-proved-moves = the legal moves are exactly { $moves }.
book-proved-legal = { $mv } is legal.
book-proved-legal-and = { $mv } is legal and { $what }.
book-proved-illegal = { $mv } is not legal: { $why }.
book-proved-puzzle = { $side } to move wins in { $turns }, and not sooner, whatever the defence.

## The introduction (src/book/intro.rs)
book-intro-title = Introduction
book-intro-what = Bao is the four-row mancala game of the East African coast. This book sets out its rules as the `bao` program plays them, quoting the published texts they come from. Nothing here is drawn by hand: every board is computed, and every example move is read, checked and played by the same rules engine that `bao play` uses, each time the book is written. If an example stopped being legal, the book would not build.
book-intro-reading = Reading a board
book-intro-seat = Boards are drawn from South's seat, as the published diagrams print them. The top two rows are North's: his back row `b` and his front row `a`. The bottom two are South's: his front row `A` and his back row `B`. Each player numbers his holes 1 to 8 from his own left, so South's numbers run left to right along the bottom and North's right to left along the top, and `A1` faces `a8`.
book-intro-marks = The marks:
book-intro-marks-list =
    - a square hole is a **nyumba** (house) that its owner still has;
    - a solid ring is a **kichwa**, an end hole of a front row;
    - a dashed ring is a **kimbi**, the hole beside a kichwa;
    - an amber hole is one the step being shown touched;
    - a red cross marks a hole that **takasia** blocks for this turn.
book-intro-screen-readers = Each board carries a text description of every count for screen readers.
book-intro-start-kiswahili = The start of Bao la Kiswahili: six seeds in each nyumba, two in each of the next two holes, 22 in each stock
book-intro-start-kujifunza = The start of Bao la Kujifunza, the learners' game: two seeds in every hole
book-intro-texts = The texts quoted
book-intro-texts-quoted = The rules are quoted from five texts, named here by the numbers the project gives them:
book-intro-texts-list =
    - **seeds 000 and 001**: “Bao Part 2”, a Catalan and a Spanish translation of Rob Nierse's article on Bao, with diagrams 7 to 15;
    - **seeds 002 and 003**: “Bao de Zanzíbar”, a Spanish translation of the same rules, sections 4.2.3.7 to 4.2.6;
    - **seed 004**: “THE RULES OF BAO”, an older English text in twenty paragraphs.
book-intro-other-books = Other rule books (Mancala World, the KIBA club's rules and notation) are quoted through the project's survey of where the sources disagree. Quotations keep their language and their typing errors; each one that is not in English has an English gloss.
book-intro-options-chapter = Where the sources disagree, `bao` follows one reading and names the others as rules options ({ $example } and so on); the chapter on rules options shows each one at work.
book-intro-options = Where the sources disagree, `bao` follows one reading and names the others as rules options ({ $example } and so on).

## The titles of the reference chapters
book-glance-title = The rules at a glance
book-glance-intro = The whole game on one sheet, in the order of play; it prints on two sides of A4. Each line links to the lesson that teaches it, with boards played by the engine.
book-glance-print = Print this sheet
book-glance-board = The board: South's rows A and B below, North's a and b above; the nyumba A5 and a5 drawn square, the kichwa A1 and A8 in solid rings, the kimbi A2 and A7 in dashed ones
book-glossary-title = Glossary
book-notation-title = Notation
book-options-title = The rules options
book-teachers-writing = Writing lessons
book-teachers-example = Writing lessons: a worked example

## The rules at a glance (src/book/glance.rs)
book-glance-h-board = The board
book-glance-rows = Four rows of eight holes. Each player owns the two rows on his side: his front row A and his back row B, each numbered 1 to 8 from his own left.
book-glance-special-holes = The end holes of a front row, A1 and A8, are the kichwa; the holes beside them, A2 and A7, the kimbi; A5, drawn square, is the nyumba.
book-glance-circuit = A player's seeds go round his own sixteen holes only, clockwise or anticlockwise.
book-glance-h-sowing = Sowing
book-glance-lap = A lap: lift every seed of a hole and drop them one at a time into the holes that follow.
book-glance-relay = A last seed that lands in a hole with seeds in it (and captures nothing) makes the player lift that hole and sow on; one that lands in an empty hole ends the turn.
book-glance-corner = At the end of the front row the sowing turns into the back row, and back again.
book-glance-h-capture = Capture
book-glance-capture = A front hole with seeds can capture the seeds of the opponent's front hole facing it. When a capture is possible, the player must capture.
book-glance-entry = Captured seeds are sown into the capturer's front row from a kichwa: from the near kichwa when taken at a kichwa or kimbi.
book-glance-again = A lap of captured seeds that ends by another threatened hole captures again.
book-glance-h-namua = Namua, the first stage
book-glance-setup = Bao la Kiswahili starts with 6, 2 and 2 seeds in A5, A6 and A7 of each player and 22 more in each player's hand. While his hand holds seeds, every move of his begins by putting one on the board.
book-glance-takasa = With no capture to make, the seed goes into a front hole that has seeds, and that hole is sown: a takasa.
book-glance-h-nyumba = The nyumba
book-glance-safari = In the namua stage, a capture whose lap ends, capturing nothing more, in the player's own nyumba, still owned and holding six or more seeds, may stop there or sow the nyumba on: a safari.
book-glance-tax = A namua takasa whose only front hole with seeds is that nyumba sows just two of its seeds: the tax.
book-glance-h-mtaji = Mtaji, the second stage
book-glance-mtaji-capture = Once his hand is empty a player starts each move by lifting one of his own holes; it captures only if its first lap ends in a front hole that already had seeds, facing seeds of the opponent.
book-glance-sixteen = A hole of sixteen seeds or more never starts a capture.
book-glance-h-takasa = Takasa and takasia
book-glance-mtaji-takasa = A move without capture, a takasa, sows a front hole of two or more seeds; the back row only when the front row has none.
book-glance-takasia = A takasa that leaves just one of the opponent's holes open to capture blocks that hole for his next turn: takasia.
book-glance-takasia-limits = Some holes are never blocked, and a block lasts one turn.
book-glance-h-end = The end
book-glance-bao-hamna = A player whose front row is empty has lost, at once.
book-glance-no-move = A player with no legal move on his turn has lost.
book-glance-never-ending = A sowing that would go round for ever is not a move bao lets you play.
book-glance-h-kujifunza = Bao la Kujifunza
book-glance-learners = The learners' game: two seeds in every hole, no hand of seeds and no nyumba; every move is played as in the mtaji stage.

## The glossary's notes (src/book/glossary.rs)
book-glossary-bao = The game, and the board it is played on.
book-glossary-bao-hamna = Winning by emptying the opponent's front row.
book-glossary-kiswahili = The full game: a stock of seeds, the namua stage, the nyumba.
book-glossary-kujifunza = The learners' game: two seeds in every hole, no stock and no nyumba.
book-glossary-kete = The seeds.
book-glossary-kichwa = The end holes of a front row, A1 and A8 (a1 and a8 for North). Captured seeds enter the row from a kichwa.
book-glossary-kimbi = The holes next to the kichwa, A2 and A7. A capture at a kichwa or a kimbi enters from the kichwa on that side.
book-glossary-kutakata = The verb of takasa: to sow without capturing.
book-glossary-mkononi = A quick win, before every seed of the stock is in play.
book-glossary-mtaji = The sources use the word for two different things: the opponent's hole that can be captured, or the capturer's own handful that reaches it. The second stage of the game is named after it.
book-glossary-mtaji-moja = “One mtaji”: the opponent's only target hole, which the player in takasa may not sow. The engine's takasia option follows it.
book-glossary-namua = The first stage, while a player still has seeds in his stock: every move starts by putting one of them on the board.
book-glossary-nyumba = The house, A5 (a5 for North), holding six seeds at the start. It keeps its privileges while its owner has never emptied it and it holds six or more.
book-glossary-piga-tanji = An attack on several holes at once.
book-glossary-shimo = A hole, the holes.
book-glossary-singleton = An English word in the Spanish list: a hole with one seed, which never starts a move.
book-glossary-takasa = A move without capture. In the notation it is marked `*`.
book-glossary-takasia = A takasa that leaves the opponent without a capture and with one threatened hole, which is then blocked for his next turn (KIBA says kutakatia and writes `**`).
book-glossary-intro = The Swahili words of the rules, each with the sentences of the source texts that define or use it, quoted as printed (typing errors included), with an English gloss under each quotation that is not in English. The note before the quotations is this book's own short reading.

## The notation chapter (src/book/notation.rs)
book-notation-intro = Two ways of writing moves are in print. The texts behind this book use one devised with Bao teachers; the KIBA club uses another. `bao` reads both, and prints its own form of the first with English letters (`L`, `R`).
book-notation-holes = The holes
book-notation-own-left = Each player counts from his own left, so a move is written the same way whoever makes it: South's `A5` and North's `a5` are both a nyumba.
book-notation-holes-named = The holes named: North's b and a rows above, South's A and B rows below
book-notation-seed = The seed spelling
book-notation-letter = The letter means two things. For a capture it is the side whose kichwa the captured seeds enter from; for a move without capture it is the way the seeds are sown. `bao` also reads `L` and `R`, and the Catalan `E` (esquerra).
book-notation-kiba = The KIBA spelling
book-notation-arrow = The arrow is always the way the seeds travel. For a move without capture that is the seed spelling's letter drawn as an arrow; for a namua capture from a central hole it is the opposite side to the seed spelling's letter, since seeds that enter at the left kichwa travel right. Note that `>` means “to the right” here but “the nyumba is sown” in the seed spelling: `bao` tells them apart by what stands before it.
book-notation-both = Both spellings side by side
book-notation-both-intro = Every example above, spelt both ways by `bao` and read back to the same move:
book-notation-table-head = written | seed spelling | KIBA spelling | `bao` prints | captured | last seed
book-notation-position = Position:
book-notation-first-move = The first move of a game: a stock seed into A6, whose three seeds are sown to the left (izquierda); no capture, so `*`.
book-notation-text-example = The example of the text itself: a stock seed into the fifth hole, the seeds opposite captured and brought in from the right (derecha); the sowing ends in the nyumba, which is sown on (`>`).
book-notation-other-example = The other example of the text: no capture is possible, so A3 is sown to the right (`D`) as a takasa (`*`).
book-notation-travel-right = A namua capture at A3 whose captured seeds travel to the right: they enter at the left kichwa A1. The seed spelling names the entry side, so it writes this move `A3I`.
book-notation-travel-left = The same capture brought in at the right kichwa A8, travelling left: `A3D` in the seed spelling.
book-notation-takasia = A takasa (`*`) that leaves North nothing to capture and one hole, a3, open to capture: takasia (`**`) blocks a3 for North's next turn.
book-notation-winning = A winning move (`#`): the capture empties North's front row.

## The rules options chapter (src/book/disagreements.rs)
book-options-h-namua-takasa = Which hole takes the stock seed in a namua takasa
book-options-q-namua-takasa = In the namua stage, when no capture is possible, the player puts a stock seed into one of his front holes and sows it. May that hole be a singleton?
book-options-a-namua-takasa = South has no nyumba and no capture. Under `limited` only A8, with two seeds, may take the stock seed; under `any` the singleton A4 may too.
book-options-h-takasia = Takasia: blocking the one threatened hole
book-options-q-takasia = In the mtaji stage, when a takasa leaves the opponent with no capture of his own and just one hole open to capture, is that hole blocked for his next turn?
book-options-a-takasia = South's takasa threatens North's a3 and leaves North nothing to capture. With takasia on, a3 is blocked and North must sow a6; with it off, North may sow either.
book-options-h-endless = Moves that never end
book-options-q-endless = A relay sowing can come back to a state it has already been in, and then it would go round for ever. Is such a move allowed, and what does it mean?
book-options-a-endless = A7L* sows for ever. Under `illegal` it is not among South's moves; under `draw` it ends the game drawn, and under `mover-loses` it loses it.
book-options-h-takasa-nyumba = A namua takasa that ends in the nyumba
book-options-q-takasa-nyumba = In the namua stage, when a takasa lap ends in the player's own nyumba, still holding six seeds or more, must the move stop there, or may the player choose to sow the nyumba on?
book-options-a-takasa-nyumba = A7 takes the stock seed and its two seeds end in the nyumba. Under `stops` the turn ends there; under `may-stop` South may also sow the nyumba on, A7L>*.
book-options-h-tax = Is a nyumba of five taxed?
book-options-q-tax = In the namua stage, when the nyumba is the player's only occupied front hole and nothing can be captured, a nyumba of six seeds or more pays the tax: the stock seed goes in, two seeds come out and are sown, and the nyumba stays. A smaller one is sown whole and is gone. Are the six counted before the stock seed goes in, or after?
book-options-a-tax = South's nyumba holds five seeds and is his only occupied front hole; he cannot capture. Under `before-seed` the nyumba is too small for the tax: the stock seed makes six, all six are sown and the nyumba is gone. Under `after-seed` the stock seed makes the six of the tax: two seeds are sown and four stay in a nyumba South still owns.
book-options-h-lone = When is a kichwa lone?
book-options-q-lone = A takasa may never empty the front row: a kichwa that is the player's only occupied front hole must be sown towards the centre. Does a single seed elsewhere in the front row, which cannot start a move, keep the kichwa from being lone?
book-options-a-lone = South's kichwa A8 holds three seeds and A2 one. Under `only-occupied` A8 is not lone, as A2 is occupied, and may be sown either way: A8R* takes its seeds into the back row and leaves A2's single seed in front. Under `only-sowable` A8 is the only front hole that could start a move, so it is lone and goes towards the centre only.
book-options-v-mancala-world = Mancala World
book-options-v-zanzibar-written = “Bao de Zanzíbar” read as written
book-options-v-takasia-on = Mancala World, KIBA, “Bao de Zanzíbar”; bao's default in Bao la Kiswahili
book-options-v-takasia-off = THE RULES OF BAO, which has no such rule; bao's default in Bao la Kujifunza, which neither it (§12–14) nor Mancala World gives one
book-options-v-illegal = this engine's default: a move may not be chosen if it never ends
book-options-v-draw = one third-party implementation
book-options-v-mover-loses = after the online rule book's lap limit
book-options-v-stops = Mancala World, KIBA, THE RULES OF BAO
book-options-v-before-seed = “Bao de Zanzíbar” read as the nyumba as it stands; one other engine
book-options-v-after-seed = two other engines; THE RULES OF BAO, which names no threshold, allows it
book-options-v-only-occupied = Mancala World and KIBA as worded; bao's default
book-options-v-only-sowable = one of the two engines compared with bao: the only front hole of two or more seeds
book-options-none = none
book-options-move-ends = the move ends
book-options-caption = { $heading }: { $side } to move
book-options-table-head = { $option } | read by | South's legal moves | { $mv } | then North's legal moves
book-options-game-over = the game is over
book-options-not-legal = not a legal move
book-options-under = { $mv } under { $value }
book-options-intro = The published rules agree on most of the game but not on everything. Where they part, `bao` follows one reading by default and names the others as rules options, chosen with { $flag }, for example { $example }. Each section below quotes the texts, then sets up a position where the readings part and gives what the engine does under each value. The tables are computed when the book is written.

## The rules options' quotations: their citations and glosses (src/book/disagreements.rs)
book-cite-zanzibar-002 = “Bao de Zanzíbar” §{ $section } (seed 002)
book-cite-zanzibar-003 = “Bao de Zanzíbar” §{ $section } (seed 003)
book-cite-zanzibar-stock = “Bao de Zanzíbar” §{ $section } (seed 002), which does not say whether the stock seed counts
book-cite-zanzibar-captures = “Bao de Zanzíbar” §{ $section } (seed 002), which does not limit this to captures
book-cite-rules = THE RULES OF BAO §{ $section } (seed 004)
book-cite-rules-stock = THE RULES OF BAO §{ $section } (seed 004), which does not say whether the stock seed counts
book-cite-rules-never-end = THE RULES OF BAO §{ $section } (seed 004), which like the other seed texts says nothing of moves that never end
book-cite-rules-threshold = THE RULES OF BAO §{ $section } (seed 004), which names no threshold at all
book-cite-mancala-world = Mancala World, “Bao la Kiswahili”, as quoted in the project's survey of the sources, §{ $section }
book-cite-online = the 2021 rule book of an online implementation, as quoted in the project's survey of the sources, §{ $section }
book-cite-kiba-ibid = KIBA rules, ibid.
book-gloss-namua-takasa-zanzibar = a seed is put into one of the holes with one or more seeds, all the seeds are taken up and sowing begins
book-gloss-namua-takasa-rules = You may not start to takata with only one kete.
book-gloss-namua-takasa-mancala-world = If the player has no nyumba, he can only add the seed to a hole, which contains at least two seeds, unless all non-empty holes in the front row are singletons.
book-gloss-takasia-zanzibar = If a hole is the opponent's only remaining mtaji (mtaji moja), that hole may not be sown in a takasa situation.
book-gloss-takasia-mancala-world = If after a takata move the contents of only one opponent's hole are under threat of being captured, but not one of the player's own holes is menaced (that is, the opponent must also takata), this hole is 'takasiaed'.
book-gloss-takasia-kiba = If a player must kutakata, but he can play such that: the opponent also must kutakata next move and exactly one of the opponent's hole can be captured after that, then the opponent is not allowed to empty this hole under kutakatia.
book-gloss-endless-rules = The game continues until the losing player either has no kete in his front-row, or has no mtaji and nothing to takata with.
book-gloss-endless-online = a move must consist of no more than 12 laps around the board. If a move takes longer, the player loses immediately.
book-gloss-takasa-nyumba-zanzibar = If the last seed falls into the nyumba and the hole opposite is empty, the player may end his turn if he wishes.
book-gloss-takasa-nyumba-rules = He may neither commence nor continue nor continue to takata with his nyumba.
book-gloss-takasa-nyumba-mancala-world = If, however, the lap ends in the nyumba, the move is not continued and the turn is over without delay.
book-gloss-tax-zanzibar = These special rules do not apply if there are fewer than six seeds in the nyumba.
book-gloss-tax-rules = if he has no marker and cannot takata, he must put his kete from the stock into his nyumba, take two kete from the nyumba place one in each of the next two mashimo to the right or the next two mashimo to the left.
book-gloss-lone-mancala-world = If the only occupied hole of the front row is a kichwa and it contains two or more seeds, they must be sown towards the center of the front row.
book-gloss-lone-kiba = If the only filled hole on the front row is one of the kichwas, then kutakata cannot be done in the direction of the back row.

## The glossary's and the notation chapter's quotations: citations and glosses (src/book/glossary.rs, notation.rs)
book-cite-vocabulary = “Bao de Zanzíbar” §{ $section }, Vocabulario específico (seed 003)
book-cite-rules-typos = THE RULES OF BAO §{ $section } (seed 004), typing errors as printed
book-cite-part2-kichwa = “Bao Part 2”, Kichwa i Kimbi (seed 000)
book-cite-zanzibar-izquierdo = “Bao de Zanzíbar” §{ $section } (seed 003); “izquierdo” reads as a mistranslation of “left” in the sense of “remaining”
book-cite-kiba-notation = KIBA notation page, as quoted in the project's survey of the sources, §{ $section }
book-cite-kiba-notation-ibid = KIBA notation page, ibid.
book-gloss-term-bao = 1. the game of Bao; 2. board.
book-gloss-term-bao-2 = It is played on a board ("bao" in Kiswahili)
book-gloss-term-bao-hamna = 1. victory; 2. clearing (hamna = there is none)
book-gloss-term-bao-la-kiswahili = In the East African Coast fame of bao only twenty kete are placed on the board at the start of the game, the remaining kete (the stock) being brought into play one at each of the fist forty-four turns.
book-gloss-term-bao-la-kujifunza = Having learnt these moves the learner should now place two kete in each shimo and play a simplified form of bao with an opponent.
book-gloss-term-kete = kete: the seed(s) used in Bao. The seeds come from the Mkomwe tree
book-gloss-term-kichwa = kichwa: 1. end hole; 2. head
book-gloss-term-kichwa-2 = The outer ones are called Kichwa. The second holes from the left and from the right are called kimbi.
book-gloss-term-kimbi = kimbi: second and seventh hole of the front row
book-gloss-term-kutakata = This move is made when a player is unable to capture any kete of his opponent.
book-gloss-term-mkononi = mkononi: a win "in the hand" within 22 moves (44 turns), while not every kete has been played
book-gloss-term-mtaji = The opposite hole is called Mtaji (plural: mitaji).
book-gloss-term-mtaji-2 = "Mtaji" (plural "mitaji") is the term applied collectively to the kete (not less than two nor more than fifteen) contained in one shimo, the last of which when distributed one bye one in either direcction will fall into a marker.
book-gloss-term-mtaji-moja = If a hole is the opponent's only remaining mtaji (mtaji moja), that hole may not be sown in a takasa situation.
book-gloss-term-namua = The Mtaji stage begins when the Namua stage ends.
book-gloss-term-nyumba = The Nyumba ("house") is the hole marked with a rectangle. It is always the fifth hole from the left of a front row.
book-gloss-term-piga-tanji = Piga Tanji: attacking several houses at the same time
book-gloss-term-shimo = four rows of eight "mashimo" (holes - singular, "shimo")
book-gloss-term-singleton = singleton: a hole that holds one seed
book-gloss-term-takasa = takasa (or takata): playing without capture
book-gloss-term-takasia = takasia: playing without capture while forcing the opponent to play without capture, after which a capture becomes possible
book-gloss-notation-holes = In this system every hole has a number, from one to eight in each row. The front row is called "A" (or "a" for the opponent's), the back row "B" (or "b" for the opponent's).
book-gloss-notation-letters = "I" means playing to the left, "D" playing to the right. ">" means that the seeds of the nyumba are sown. So "A5D>" means that a seed is put into the fifth hole from the left of the front row, the seeds opposite are captured and brought in by sowing them from the right. "*" means that there is no capture (takasa).
book-gloss-kiba-arrows = < indicates that the player moves toward his left / > indicates that the player moves toward his right
book-gloss-kiba-plus = When a player decides to play the house, a plus, '+', is added
book-gloss-kiba-asterisks = A kutakata move is indicated by an asterisk, *, a kutakatia is indicated by two asterisks, **
book-gloss-kiba-winning = # indicates the winning move

## The book folder's errors (src/book/disk.rs, disk/folder.rs)
book-disk-unsafe-path = refusing to write `{ $path }`: not a page of the book folder
book-disk-foreign = `{ $path }` was not written by `bao book`: choose another folder with --out
book-disk-not-a-book = `{ $path }` holds files but no `book.toml`: it is not a book folder; choose a new or empty folder with --out
book-disk-refused = refusing to write the book into `{ $path }`: { $why ->
    [parent] it goes through `..` past a folder that does not exist
    [root] it is the root of the file system
    [home] it is the home folder
    [course] it is the course folder
    [inside] it is inside the course folder
   *[holds] it holds the course folder
}; choose another folder with --out
book-disk-link = `{ $path }` is a symlink: bao does not write the book through links; remove it or choose another folder with --out
book-disk-not-plain = `{ $path }` is not a regular file or folder; remove it or choose another folder with --out
book-disk-not-ours = `{ $path }` was not written by `bao book`, which would replace it: move it away or choose another folder with --out
book-disk-io = cannot { $action ->
    [read] read
    [write] write
    [create] create
    [remove] remove
   *[find] find
} `{ $path }`: { $error }

## Why the book could not be generated (src/book.rs)
book-error-bad-id = invalid page id `{ $id }`: use lowercase letters, digits and `-`
book-error-duplicate-id = two pages have the id `{ $id }`
book-error-unsafe = { $context }: { $what }, found `{ $found }`
book-error-example = book example `{ $example }`: { $message }
book-error-content = { $count ->
    [one] the lessons have 1 problem; run `bao check`:
   *[other] the lessons have { $count } problems; run `bao check`:
}
