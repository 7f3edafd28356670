# check

## Fitxers de lliçó i de diagrama (src/lesson/validate.rs)
check-version-newer = format_version { $version } és més nou que aquest bao, que llegeix la versió { $supported }
check-version-newer-label = del futur
check-version-newer-help = actualitza bao per llegir aquest fitxer, o escriu `format_version: { $supported }` si no fa servir res més nou
check-version-unknown = format_version { $version } no existeix
check-version-unknown-label = versió desconeguda
check-version-unknown-help = escriu `format_version: { $supported }`
check-image-label = imatge
check-image-help = posa la imatge a la carpeta de la lliçó (o en una de per sota) i dona'n el camí des d'allà, p. ex. `![el tauler](images/board.png)`
check-rules-label = no és un reglament
check-rules-help = escriu `kiswahili` o `kujifunza`, i després els elements `,opció=valor` que vulguis, p. ex. `kiswahili,takasia=off`
check-diagram-position-is-diagram = la posició d'un diagrama no pot ser un altre diagrama
check-diagram-position-is-diagram-label = un id de diagrama
check-diagram-position-is-diagram-help = copia la graella, o escriu la forma d'una línia
check-reconstructed-without-claims = un diagrama reconstruït ha de llistar com a `claims` les frases a partir de les quals es va construir
check-reconstructed-without-claims-label = reconstruït
check-reconstructed-without-claims-help = afegeix `claims`, cadascuna amb les comprovacions (moves, play, expect, illegal) que la demostren

## Passos i afirmacions (src/lesson/validate/steps.rs)
check-position-over = la partida ja s'ha acabat en aquesta posició ({ $outcome }): no s'hi juga cap jugada
check-position-over-label = ja acabada
check-position-over-help = un pas que juga, llista jugades o afirma una victòria necessita una partida que encara estigui en joc
check-move-listed-twice = `{ $text }` anomena { $mv }, que ja és a la llista
check-move-listed-twice-label = repetida
check-move-listed-twice-help = posa cada jugada legal un sol cop
check-illegal-without-play = `illegal` necessita `play`: la jugada que ha de ser il·legal
check-expect-without-play = `expect` necessita `play`: la jugada el resultat de la qual descriu
check-no-move-label = sense jugada
check-add-play-help = afegeix `play: <jugada>` a aquest pas
check-illegal-with-expect = una jugada il·legal no té cap resultat per esperar
check-remove-this-label = treu això
check-illegal-with-expect-help = treu `expect`, o `illegal` si la jugada és legal
check-first-step-without-position = el primer pas ha de donar una posició
check-first-step-without-position-label = sense posició
check-first-step-without-position-help = afegeix `position:` amb un id de diagrama, una posició d'una línia o una graella
check-claim-without-check = una afirmació necessita una comprovació que la demostri
check-claim-without-check-label = res a comprovar
check-claim-without-check-help = afegeix `moves`, `play` amb `expect` o `illegal`, o `wins_in` per a un problema

## Posicions, forats i jugades tal com s'escriuen (src/lesson/validate/position.rs)
check-here-label = aquí
check-one-line-invalid = posició d'una línia no vàlida: { $reason }
check-one-line-help = les files són la fila del darrere del Nord b8..b1 / la primera fila del Nord a8..a1 / la primera fila del Sud A1..A8 / la fila del darrere del Sud B1..B8, després S o N, i després, si cal, stock=S,N nyumba=SN|S|N|- block=FORAT
check-diagram-broken = el diagrama `{ $id }` té problemes propis
check-diagram-broken-label = aquest diagrama
check-diagram-broken-help = corregeix primer { $file } (`bao check { $file }`)
check-diagram-unknown = no hi ha cap diagrama `{ $id }`
check-diagram-unknown-label = diagrama desconegut
check-diagram-unknown-help-near = volies dir `{ $near }`? l'id d'un diagrama és el nom del seu fitxer a diagrams/ sense `.yaml`
check-diagram-unknown-help = l'id d'un diagrama és el nom del seu fitxer a diagrams/ sense `.yaml`; una posició d'una línia porta `/` entre les files
check-grid-invalid = graella no vàlida: { $reason }
check-grid-help = una graella són 4 files de 8 quantitats de 0 a 64, amb `O` o `0` per a un forat buit, com a `| O | 3 | 1 | 8 | O | 2 | 5 | 6 |`
check-nyumba-owner = `{ $text }` no és un propietari de nyumba
check-nyumba-owner-label = no és SN, S, N ni -
check-nyumba-owner-help = escriu SN (cadascú té la seva), S, N o - (ningú)
check-stock-counts = una reserva té 2 quantitats, i n'hi ha { $count }
check-stock-counts-help = escriu `[la del Sud, la del Nord]`, p. ex. `[1, 1]`
check-stock-what = una reserva
check-stock-range = una reserva té de 0 a 64 llavors
check-out-of-range = { $value } és fora de l'interval de { $what }
check-out-of-range-label = fora de l'interval
check-not-a-position = no és una posició: { $reason }
check-not-a-position-label = aquesta posició
check-hole-unknown = forat desconegut `{ $text }`
check-hole-unknown-label = no és un forat
check-holes-help = els forats són A1..A8 i B1..B8 (Sud), a1..a8 i b1..b8 (Nord)
check-move-hole-help = una jugada comença per un dels forats del jugador que mou: { $holes }
check-move-text-help = escriu p. ex. `A5L`, `A5R>`, `A6L*` o `A4<`, `A3>+`, `A6<*` (als fitxers, L és esquerra i R dreta)
check-move-hole-unknown = forat desconegut `{ $hole }` a la jugada `{ $text }`
check-move-not-legal-reason = no és una de les jugades legals
check-no-legal-move-help = aquí no hi ha cap jugada legal: la partida s'ha acabat
check-legal-moves-help = les jugades legals aquí són { $moves }
check-move-not-legal = `{ $text }` no és legal aquí: { $reason }
check-illegal-move-label = jugada il·legal
check-did-you-mean = volies dir { $near }? { $help }
check-capture-range = una jugada captura de 0 a 64 llavors

## Problemes a les lliçons (src/lesson/validate/steps/puzzle.rs)
check-empty-label = buit
check-idea-empty = `idea` és buida
check-idea-empty-help = escriu per què guanya la jugada guanyadora, o treu `idea`
check-puzzle-key-without-wins-in = `{ $key }` és per a un problema, i això no té `wins_in`
check-puzzle-key-without-wins-in-label = no és un problema
check-puzzle-key-without-wins-in-help = afegeix `wins_in: N`, el nombre mínim de torns que necessita per guanyar el jugador a qui toca, o treu aquesta clau
check-wins-in-range = un problema es guanya en 1 a { $most } torns
check-solution-empty-help = dona la línia principal, p. ex. `solution: [A6R*, a3L*, B2L*]`, o treu-la perquè l'escrigui `bao record`
check-solution-after-end = la partida s'acaba després de { $mv }: la solució ha d'acabar amb la jugada que guanya
check-solution-after-end-label = després del final
check-solution-after-end-help = treu les jugades que segueixen la que acaba la partida
check-cooks-empty-help = dona les altres primeres jugades guanyadores, p. ex. `cooks: [A7L*]`, o treu-la
check-cook-listed-twice-help = posa cada solució alternativa un sol cop
check-key-empty = `{ $key }` és buida
check-empty-list-label = llista buida
check-puzzle-with-key = un problema no pot tenir també `{ $key }`
check-puzzle-with-key-label = no en un problema
check-puzzle-with-key-help = posa `{ $key }` en un pas a part, o treu `wins_in`

## Exercicis (src/lesson/validate/steps/exercise.rs)
check-prompt-empty = la pregunta és buida
check-prompt-empty-help = escriu la pregunta, o treu `prompt` per fer servir les paraules que es fan a partir de l'exercici
check-exercise-key-misplaced = `{ $key }` no és per a un exercici { $kind }
check-exercise-key-misplaced-label = no és per a aquest tipus
check-exercise-key-misplaced-help = `{ $key }` és per als exercicis { $kinds }: treu-lo
check-goal-empty = l'objectiu no diu res que la jugada hagi d'aconseguir
check-goal-empty-label = objectiu buit
check-goal-empty-help = dona un o més de position, last, captured, ends, blocks, winner, enters, captures_most, safari, ends_game
check-missing-goal-help = el que la jugada ha d'aconseguir, p. ex. `goal: { "{" } captured: 6 { "}" }`
check-missing-answers-help = les jugades acceptades, p. ex. `answers: [A8R]`
check-missing-move-help = la jugada per la qual es pregunta, p. ex. `move: A2L`
check-answer-hole = un forat, com ara `A3`
check-answer-what = la resposta
check-answer-count = una quantitat, com ara `4`
check-answer-yes-no = `yes` o `no`
check-enters-not-kichwa-south = `{ $text }` no és un kichwa del Sud, el jugador a qui toca
check-enters-not-kichwa-north = `{ $text }` no és un kichwa del Nord, el jugador a qui toca
check-enters-not-kichwa-label = no és un kichwa
check-enters-not-kichwa-help-south = les llavors capturades entren per un kichwa del Sud: { $first } o { $second }
check-enters-not-kichwa-help-north = les llavors capturades entren per un kichwa del Nord: { $first } o { $second }
check-flag-false = `{ $key }: false` no demana res a la jugada
check-flag-false-help = escriu `{ $key }: true`, o no posis `{ $key }`
check-exercise-missing = aquest exercici necessita `{ $key }`
check-exercise-missing-help = afegeix `{ $key }`: { $what }
check-answer-wrong-kind = la resposta no és del tipus que demana aquest exercici
check-answer-wrong-kind-label = tipus de resposta equivocat
check-answer-wrong-kind-help = la resposta és { $expected }
check-kinds-not-find-move = last-hole, captured i legal

## Els errors del lector de YAML (src/lesson/load/yaml_error.rs)
check-yaml-of-key = `{ $key }`: { $message }
check-yaml-readme-help = mira la descripció de la clau a lessons/README.md
check-yaml-expected = s'esperava { $what }
check-yaml-not-this-label = això no
check-yaml-every-key-help = lessons/README.md descriu cada clau
check-yaml-duplicate-key = la clau `{ $key }` està escrita dues vegades en un mateix mapa
check-yaml-duplicate-this-key = aquesta clau està escrita dues vegades en un mateix mapa
check-yaml-duplicate-key-label = un altre cop
check-yaml-duplicate-key-help = YAML només en conservaria una: treu-ne una, o ajunta el que diuen
check-yaml-second-document = aquí comença un segon document YAML, després d'una línia `---`
check-yaml-second-document-label = segon document
check-yaml-second-document-help = un fitxer conté una lliçó, un capítol o un diagrama: treu la línia `---`, o passa el que segueix a un fitxer propi
check-yaml-too-big = el fitxer és massa gran per ser una lliçó o un diagrama: { $reason }
check-yaml-too-big-label = massa gran
check-yaml-too-big-help = divideix-lo en fitxers més petits; un àlies (`*nom`) copia tot el que conté la seva àncora
check-yaml-aliases = els àlies (`*nom`) d'aquest fitxer s'expandeixen massa
check-yaml-aliases-label = massa còpies
check-yaml-aliases-help = escriu els valors sencers, o fes servir menys àlies
check-yaml-unknown-anchor = aquest àlies no anomena cap àncora
check-yaml-unknown-anchor-label = no existeix aquesta àncora
check-yaml-unknown-anchor-help = un àlies `*nom` repeteix un valor marcat abans al fitxer amb `&nom`
check-yaml-eof = el fitxer s'acaba al mig d'un valor
check-yaml-eof-label = el final
check-yaml-eof-help = tanca cada cometa, `[` i `{ "{" }` que obre el fitxer
check-yaml-scalar-help = escriu { $what } sense cometes, p. ex. `{ $key }: { $example }`
check-yaml-expected-bool = s'esperava `true` o `false`
check-yaml-bool-label = no és true ni false
check-yaml-bool-help = escriu `true` o `false`
check-yaml-value-missing = aquí falta un valor
check-yaml-value-missing-label = aquí no hi ha res
check-yaml-value-missing-help = dona el valor, o treu la clau o l'element de la llista
check-yaml-expected-found = s'esperava { $what } i hi ha { $found }
check-yaml-this-value-label = aquest valor
check-yaml-expected-items = s'esperava { $what } i hi ha { $count ->
    [one] { $count } element
   *[other] { $count } elements
}
check-yaml-this-list-label = aquesta llista
check-yaml-values-near = volies dir `{ $near }`? els valors són { $values }
check-yaml-values = els valors són { $values }
check-yaml-unknown-value = `{ $value }` no és un dels valors permesos aquí
check-yaml-unknown-value-label = valor desconegut
check-yaml-unknown-key = clau desconeguda `{ $key }`
check-yaml-unknown-key-label = aquí no és una clau
check-yaml-unknown-key-help = les claus d'aquí són { $keys }
check-yaml-missing-key = falta la clau `{ $key }`
check-yaml-missing-key-label = en aquest mapa
check-yaml-missing-key-help = afegeix `{ $key }:` amb el seu valor
check-yaml-not-utf8 = no és text UTF-8
check-yaml-not-utf8-help = desa el fitxer com a UTF-8
check-yaml-unreadable = aquest YAML no es pot llegir
check-yaml-unreadable-help = revisa el sagnat (només espais), les cometes i els claudàtors d'aquesta línia i de l'anterior
check-yaml-breach-nodes = té més de { $count } valors
check-yaml-breach-depth = està imbricat a { $depth } nivells de profunditat
check-yaml-breach-text = el seu text és massa llarg
check-yaml-breach-documents = conté massa documents
check-yaml-breach-aliases = els seus àlies (`*nom`) s'expandeixen massa
check-yaml-breach-other = és massa gran
check-yaml-words-bool = `true` o `false`
check-yaml-words-number = un nombre
check-yaml-words-whole-number = un nombre enter
check-yaml-words-other-kind = un valor d'un altre tipus
check-yaml-words-list-here = aquí una llista, p. ex. `[A1L, A2L]`
check-yaml-words-mapping-here = aquí un mapa de claus
check-yaml-words-single-value-here = aquí un sol valor, no una llista ni un mapa
check-yaml-words-other-kind-here = aquí un altre tipus de valor
check-yaml-words-list = una llista, p. ex. `[A1L, A2L]`
check-yaml-words-text = text
check-yaml-words-mapping-of-keys = un mapa de claus
check-yaml-words-allowed-value = un dels valors permesos aquí
check-yaml-words-two-numbers = una llista de dos nombres, p. ex. `[1, 1]`
check-yaml-found-list = una llista
check-yaml-found-mapping = un mapa
check-yaml-found-nothing = res
check-yaml-found-text = el text { $text }
check-yaml-found-number = el nombre { $number }

## Sintaxi YAML (src/lesson/load/yaml_syntax.rs, src/lesson/load.rs)
check-yaml-colon-in-value = el valor de `{ $key }` conté `: `, que YAML llegeix com una clau nova
check-yaml-colon-in-value-label = un segon `: `
check-yaml-colon-in-value-help = posa el valor entre cometes: `{ $key }: "{ $value }"`
check-yaml-indented-too-far = la línia { $line } té més sagnat que la línia { $above }, així que YAML la llegeix com a continuació del valor de la línia { $above }
check-yaml-indented-too-far-label = massa sagnat
check-yaml-indented-too-far-help = sagna `{ $key }:` exactament igual que les claus amb què va (només espais)
check-yaml-indentation = la línia { $line } no té el sagnat de les línies de dalt ni el d'un element nou
check-yaml-indentation-label = sagnat
check-yaml-indentation-help = sagna-la exactament igual que les claus amb què va (només espais), o comença un element nou de la llista amb `- `
check-yaml-bracket = un `[` o `{ "{" }` d'aquí no es tanca on YAML l'espera
check-yaml-not-closed-label = sense tancar
check-yaml-bracket-help = tanca'l al mateix valor, p. ex. `[A1L, A2L]`, i separa els elements amb `, `
check-yaml-quote = una cometa d'aquí no es tanca mai
check-yaml-quote-help = acaba el text amb la mateixa cometa amb què comença
check-yaml-bad-start = en YAML un valor no pot començar amb aquest caràcter
check-yaml-bad-start-label = aquest caràcter
check-yaml-bad-start-help = posa el valor entre cometes
check-yaml-tab = un tabulador on YAML no el permet
check-yaml-tab-label = tabulador
check-yaml-tab-spaces-help = YAML sagna només amb espais: canvia els tabuladors per espais
check-yaml-tab-in-indent = un tabulador al sagnat: YAML sagna només amb espais
check-yaml-tab-in-indent-help = canvia el tabulador per espais, tants com en fan servir les línies del costat
check-yaml-tab-help = canvia el tabulador per un espai, o posa el valor entre cometes
check-file-empty = el fitxer és buit
check-file-empty-help = comença'l amb `format_version: 1` i `title:`

## El que el motor diu diferent d'un fitxer (src/lesson/check/mismatch.rs)
check-none = cap
check-mismatch-moves = moves: s'esperava { $expected }, les jugades legals són { $actual }
check-mismatch-not-listed = { " " }(no llistades: { $moves })
check-mismatch-not-legal = { " " }(no legals: { $moves })
check-mismatch-position = position: s'esperava { $name }, i s'arriba a una altra: { $facts }
check-mismatch-last = last: s'esperava { $expected }, l'última llavor ha caigut a { $actual }
check-mismatch-captured = captured: s'esperava { $expected }, la jugada n'ha capturat { $actual }
check-mismatch-ends = ends: s'esperava { $expected }, la jugada ha acabat en { $actual }
check-mismatch-ends-otherwise = ends: s'esperava { $expected }, la jugada ha acabat d'una altra manera
check-mismatch-blocks = blocks: s'esperava { $expected }, takasia bloqueja { $actual }
check-mismatch-winner = winner: s'esperava { $expected }, el resultat és { $actual }
check-mismatch-winner-goes-on = winner: s'esperava { $expected }, la partida continua
check-mismatch-legal = illegal: s'esperava una jugada il·legal, { $mv } és legal
check-mismatch-reason = illegal: { $mv } és il·legal, però el motiu "{ $actual }" no diu "{ $expected }"
check-mismatch-answer = answer: { $question }: el fitxer diu { $expected }, el motor { $actual }
check-mismatch-enters = enters: s'esperava que les llavors capturades entressin per { $expected }, entren per { $actual }
check-mismatch-enters-nothing = enters: s'esperava que les llavors capturades entressin per { $expected }, la jugada no captura res
check-mismatch-not-the-most = captures_most: la jugada en captura { $captured }, una altra jugada legal { $most }
check-mismatch-no-safari = safari: la jugada no continua sembrant des de la nyumba
check-mismatch-game-goes-on = ends_game: la partida continua després de la jugada
check-mismatch-goal = la resposta { $answer } no assoleix l'objectiu: { $parts }
check-differs-board = el tauler difereix a { $holes }
check-differs-south-to-move = toca al Sud, no al Nord
check-differs-north-to-move = toca al Nord, no al Sud
check-differs-stocks = les reserves són { $south },{ $north }, no { $expected_south },{ $expected_north }
check-differs-nyumba = els propietaris de les nyumba difereixen
check-differs-block = el bloqueig és { $actual }, no { $expected }

## Problemes demostrats (src/lesson/check/puzzle.rs)
check-puzzle-quicker = wins_in: s'esperava una victòria en { $wins_in }, n'hi ha una de més ràpida en { $actual }, començant per { $mv }
check-puzzle-no-win = wins_in: s'esperava una victòria en { $wins_in }, el jugador a qui toca no guanya en { $wins_in ->
    [one] { $wins_in } torn
   *[other] { $wins_in } torns
}
check-puzzle-not-proved = wins_in: la demostració no s'ha acabat: { $reason }
check-puzzle-no-longer-wins = solution: la jugada { $ply }, { $mv }, no guanya en { $left ->
    [one] el torn que queda
   *[other] els { $left } torns que queden
}
check-puzzle-short-defence-escapes = solution: la jugada { $ply }, { $mv }, no és la defensa més llarga: { $longer } s'escapa de la derrota
check-puzzle-short-defence-holds = solution: la jugada { $ply }, { $mv }, no és la defensa més llarga: { $longer } resisteix { $turns ->
    [one] { $turns } torn més
   *[other] { $turns } torns més
}
check-puzzle-too-long = solution: la jugada { $ply } va més enllà dels torns de `wins_in`: la línia ha d'acabar abans la partida
check-puzzle-unfinished = solution: la partida continua després de l'última jugada, { $mv }: acaba la línia amb la jugada que guanya
check-puzzle-lost-south = solution: { $mv } acaba la partida, i guanya el Sud
check-puzzle-lost-north = solution: { $mv } acaba la partida, i guanya el Nord
check-puzzle-lost-draw = solution: { $mv } acaba la partida en taules
check-puzzle-cook-no-win = cooks: { $mv } no guanya en { $wins_in ->
    [one] { $wins_in } torn
   *[other] { $wins_in } torns
}
check-puzzle-cook-is-solution = cooks: { $mv } és la primera jugada de la solució, no una altra victòria
check-cooks-warning-one = { $mv } també guanya en { $turns ->
    [one] { $turns } torn
   *[other] { $turns } torns
}, així que el problema té més d'una solució: afegeix-la a `cooks` o canvia la posició
check-cooks-warning-many = { $moves } i { $last } també guanyen en { $turns ->
    [one] { $turns } torn
   *[other] { $turns } torns
}, així que el problema té més d'una solució: afegeix-les a `cooks` o canvia la posició
check-prove-turns = no es pot demostrar una victòria en { $turns } torns: dona d'1 a { $most } torns
check-prove-stopped-at-once = s'ha aturat abans de decidir ni tan sols una victòria en 1
check-prove-stopped = s'ha aturat després de demostrar que no hi ha victòria en { $turns } torns; no s'ha acabat una demostració més llarga

## La línia d'un pas o d'una afirmació a l'informe (src/lesson/check.rs)
check-what-step = pas { $number }
check-what-claim = afirmació { $number }
check-summary-illegal = { $mv } és il·legal
check-summary-illegal-reason = { $mv } és il·legal: { $reason }
check-summary-find-move = exercici: troba una jugada{ $goal }; respostes { $answers }
check-summary-last-hole = exercici: on acaba { $mv }{ $answer }
check-summary-captured = exercici: quantes en captura { $mv }{ $answer }
check-summary-legal = exercici: és legal { $mv }{ $answer }
check-summary-nothing = res a comprovar
check-summary-wins-in = guanya en { $turns }
check-summary-cooks = ; altres solucions { $moves }
check-summary-answer = { " " }(resposta { $answer })
check-summary-captures-most = captura el màxim
check-summary-ends-game = acaba la partida
check-question-last-hole = on acaba { $mv }
check-question-captured = quantes en captura { $mv }
check-question-legal = és legal { $mv }
check-answer-illegal = no ({ $reason }; les jugades legals són { $legal })
check-ambiguous-one = { $mv } també assoleix l'objectiu però no és una resposta acceptada, així que l'exercici és ambigu: afegeix-la a `answers` o fes l'objectiu més estricte
check-ambiguous-many = { $moves } i { $last } també assoleixen l'objectiu però no són respostes acceptades, així que l'exercici és ambigu: afegeix-les a `answers` o fes l'objectiu més estricte

## L'informe de `bao check` (src/render/check.rs)
check-report-what-does = què fa { $mv }:
check-report-warning = avís:
check-report-misses-goal = la resposta { $answer } no assoleix l'objectiu:
check-report-expected = esperat ({ $name })
check-report-actual = real
check-report-legend-differ = un forat on els dos taulers difereixen
check-report-south-to-move = toca al Sud
check-report-north-to-move = toca al Nord
check-report-stock = reserva { $south },{ $north }
check-report-blocked = { $hole } bloquejat
check-walk-item = { $what } (línia { $line }): { $summary }

## El final de `bao check` (src/cli/check.rs)
check-proving = demostrant els problemes de { $file }
check-summary = { $checked } comprovats: { $passed } correctes, { $failed } fallits
check-summary-warnings = { $checked } comprovats: { $passed } correctes, { $failed } fallits, { $warnings ->
    [one] { $warnings } avís
   *[other] { $warnings } avisos
}
check-proofs-stopped = les demostracions dels problemes de { $file } s'han aturat als { $seconds } s, el màxim que es dona a un fitxer (--proof-time)
check-nothing-checked = no s'ha comprovat res: els fitxers llegits no tenen passos ni afirmacions
check-nothing-checked-help = dona a un pas `moves`, `play`, un `exercise` o `wins_in`, i a una afirmació `moves`, `play` o `wins_in`
check-name-start = l'inici de la partida
check-name-one-line = la posició d'una línia
check-name-grid = la graella

## Col·leccions de problemes (src/cli/check/puzzles.rs)
check-collection-unreadable = no es pot llegir: { $reason }
check-collection-failed = { $file }:{ $row } problema { $id }: { $failure }
check-collection-proved = { $file }: { $count } problemes demostrats: la victòria més curta, una sola primera jugada guanyadora, la línia, els temes
check-collection-header-label = la capçalera
check-collection-row-label = aquesta fila

## lesson files
## La forma d'un fitxer (src/lesson/tree.rs, src/lesson/tree/*, src/lesson/keys.rs)
check-tree-empty-item-of = un element buit a la llista de `{ $key }`
check-tree-empty-item = un element buit a la llista
check-tree-empty-item-help = dona un valor a l'element, o treu-lo
check-tree-key-no-value = `{ $key }` no té valor
check-tree-key-empty = `{ $key }` és buit
check-tree-key-no-value-help = dona un valor a `{ $key }` o treu-lo: tal com és, no comprova res (`bao record` omple el que dona una jugada)
check-tree-missing-key-help = afegeix `{ $key }:`
check-tree-missing-key-help-with = afegeix `{ $key }:` amb { $what }
check-tree-wrong-kind-label = valor d'un altre tipus
check-tree-wrong-kind-help = escriu { $expected }; lessons/README.md descriu cada clau
check-tree-wrong-kind-help-list = escriu { $expected } (una llista s'escriu `[A1L, A2L]` o en línies que comencen per `- `); lessons/README.md descriu cada clau
check-yaml-words-answer = un forat, un nombre, o sí o no
check-yaml-words-position = `start`, un id de diagrama, una posició d'una línia o un mapa amb `grid`
check-yaml-words-key = una clau
check-key-unknown-help-belongs = { $belongs }; les claus d'aquí són { $keys }
check-key-unknown-help-near = volies dir `{ $near }`? les claus d'aquí són { $keys }
check-place-belongs = `{ $key }` va dins { $place }: sagna-la com `{ $like }`
check-place-step = el pas
check-place-item-of = un element de { $list }
check-place-lesson = la lliçó
check-place-chapter = el capítol
check-place-diagram = el diagrama
check-place-course = el curs
check-place-translation = la traducció
check-place-glossary = el glossari
check-place-file = el fitxer
check-control-char = un caràcter de control, { $code }, al text
check-control-char-more = un caràcter de control, { $code }, al text ({ $count ->
    [one] i un altre
   *[other] i { $count } més
})
check-control-char-label = caràcter de control
check-control-char-help = treu-lo: els caràcters de control poden governar un terminal (esborrar-lo, moure el cursor, escriure al porta-retalls), així que bao els rebutja

## El Markdown de les lliçons (src/lesson/validate/markdown.rs)
check-md-html = HTML en brut al Markdown d'una lliçó
check-md-directive = una directiva de mdBook (`{ "{{" }`) al Markdown d'una lliçó
check-md-heading-attributes = atributs d'encapçalament al Markdown d'una lliçó
check-md-link-scheme = un enllaç `{ $scheme }:` al Markdown d'una lliçó
check-md-remote-image = una imatge que no és un fitxer del curs
check-md-host-link = un enllaç a un altre servidor sense `https:`
check-md-bidi = un caràcter de control bidireccional al text d'una lliçó
check-md-html-label = HTML
check-md-directive-label = directiva
check-md-heading-attributes-label = atributs
check-md-link-label = enllaç
check-md-bidi-label = control bidireccional
check-md-html-help = escriu Markdown en lloc seu (`*èmfasi*`, `**negreta**`, `` `codi` ``): bao el dibuixa al terminal i al llibre
check-md-directive-help = mdBook executaria `{ "{{#…}}" }` en construir el llibre, fins i tot dins de codi: escriu `{ "{ {" }` en lloc seu
check-md-heading-attributes-help = treu el `{ "{…}" }` que segueix l'encapçalament: els encapçalaments d'una lliçó no porten id, classe ni atribut
check-md-link-scheme-help = enllaça a un camí relatiu o a una adreça `http:`, `https:` o `mailto:`
check-md-remote-image-help = dona la imatge com a camí relatiu a un fitxer del curs: el llibre no carrega res d'enlloc més
check-md-host-link-help = escriu l'adreça sencera, amb `https://`, o un camí del llibre
check-md-bidi-help = treu-lo: reordena el text del voltant, de manera que es llegeix d'una altra manera que com és escrit

## Ids (src/lesson/validate/id.rs); $what és `lesson`, `chapter` o `diagram`
check-id-invalid = l'id { $what ->
    [lesson] de lliçó
    [chapter] de capítol
   *[diagram] de diagrama
} `{ $id }` només pot tenir minúscules, xifres i `-`
check-id-rename-folder = els ids esdevenen noms de fitxer del llibre: anomena la carpeta `{ $name }`
check-id-rename-file = els ids esdevenen noms de fitxer del llibre: anomena'l `{ $name }`
check-id-rename-folder-example = els ids esdevenen noms de fitxer del llibre: canvia el nom de la carpeta, p. ex. `01-first-steps`
check-id-rename-file-example = els ids esdevenen noms de fitxer del llibre: canvia-li el nom, p. ex. `{ $name }`

## Imatges (src/lesson/validate/image.rs, src/lesson/catalog/files.rs)
check-image-kind = la imatge `{ $path }` no és un fitxer png, jpeg ni gif: el llibre només copia aquests (un svg pot portar codi)
check-image-name = la imatge `{ $path }` té un nom que el llibre no pot copiar: fes servir lletres, xifres, `.`, `_` i `-` a les seves carpetes i al seu nom
check-image-content = la imatge `{ $path }` no és per dins un fitxer png, jpeg ni gif, digui el que digui el seu nom
check-image-outside = la imatge `{ $path }` porta fora de la carpeta de la lliçó
check-image-not-file = la imatge `{ $path }` no és un fitxer (`{ $full }`)
check-image-missing = la imatge `{ $path }` no existeix: no hi ha cap fitxer `{ $full }`
check-image-too-large = la imatge `{ $path }` és més gran del que copia el llibre ({ $kib } KiB com a màxim)
check-image-unreadable = la imatge `{ $path }` no es pot llegir: { $reason }

## Llegir fitxers i carpetes (src/lesson/catalog/files.rs, src/lesson/catalog/find.rs, src/lesson/catalog.rs)
check-files-dangling-link = no es pot llegir: és un enllaç a un fitxer que no existeix
check-files-link-loop = no es pot llegir: és un enllaç que torna a si mateix
check-files-link-help = fes que l'enllaç apunti a un fitxer, o treu-lo
check-files-unreadable = no es pot llegir: { $reason }
check-files-not-regular-help = els fitxers de lliçó i de diagrama són fitxers normals que acaben en `.yaml`: canvia el nom d'aquest o mou-lo
check-files-folder-unreadable = no es pot llegir la carpeta: { $reason }
check-files-folder-unreadable-help = fes que la carpeta es pugui llegir, o deixa-la fora
check-files-misnamed = no es llegeix: el seu nom no acaba en `.yaml`
check-files-misnamed-help = els fitxers de lliçó i de diagrama acaben en `.yaml`: anomena'l `{ $name }`
check-files-misnamed-help-example = els fitxers de lliçó i de diagrama acaben en `.yaml`: dona-li un nom com `01-first.yaml`
check-find-nothing = aquí no hi ha fitxers de lliçó, de capítol ni de diagrama
check-find-nothing-help = dona la carpeta d'un curs (carpetes de capítol, cadascuna amb un `chapter.yaml`), la carpeta d'un capítol, una carpeta de diagrames, o un fitxer de lliçó o de diagrama
check-find-no-such-path = no existeix aquest fitxer ni aquesta carpeta
check-find-no-such-path-help = dona la carpeta d'un curs, d'un capítol o de diagrames, o un fitxer de lliçó o de diagrama
check-find-lesson-in-course = no es llegeix: una lliçó va a la carpeta d'un capítol, no a la carpeta del curs
check-find-lesson-in-course-help = mou-la a la carpeta d'un capítol (una que tingui `chapter.yaml`)
check-find-nested = no es llegeix: les lliçons i els diagrames van directament a la seva carpeta, no en una subcarpeta
check-find-nested-help = puja els fitxers una carpeta, o fes d'aquesta carpeta un capítol propi al costat dels altres
check-find-rename-chapter-file = canvia el nom de `{ $name }` a `{ $file }`
check-find-no-chapter-file-help = afegeix un `{ $file }` amb `format_version: 1` i `title:` (`bao new lesson` n'escriu un), o treu-ne els fitxers
check-find-no-chapter-file = les seves lliçons no són en un capítol: la carpeta no té `{ $file }`
check-find-duplicate-id = id repetit `{ $id }`: { $other } també el té
check-find-duplicate-id-help = els ids són únics a tot el curs: canvia el nom d'un dels fitxers
check-find-orphan-translation = una traducció de `{ $name }`, que no existeix
check-find-orphan-translation-help = posa-li el nom del fitxer anglès que tradueix, o treu-la

## El fitxer del curs (src/lesson/course_file.rs)
check-course-unreadable = no es pot llegir el fitxer del curs: { $reason }
check-course-unreadable-help = el fitxer del curs dona el títol al llibre: escriu `format_version: { $version }`, `title: …` i `reference_chapters: false` (true per afegir els capítols de bao sobre la notació, les discrepàncies i els mestres) a { $file }
check-course-version = format_version { $version } no és una versió que aquest bao llegeixi
check-course-title-empty = el títol del curs és buit
check-course-title-empty-label = sense títol
check-course-title-empty-help = dona el títol del llibre del curs
check-course-english = l'anglès és la llengua pròpia del curs, no una traducció
check-course-english-label = els fitxers en anglès
check-course-english-help = posa només les llengües a les quals es tradueix: `es`, `ca`, `sw`
check-course-language-twice = `{ $code }` surt dues vegades a `translations`
check-course-language-twice-help = posa cada llengua una sola vegada
check-course-language-unknown = `{ $code }` no és una llengua en què bao llegeixi traduccions
check-course-language-unknown-label = llengua desconeguda
check-course-language-unknown-help = les llengües són `es` (castellà), `ca` (català) i `sw` (suahili)

## Col·leccions de problemes (src/puzzles/csv.rs, src/puzzles/collection.rs, src/puzzles/verify.rs)
check-csv-quote-not-closed = un camp entre cometes no es tanca: un problema és una línia, així que tanca-hi les cometes
check-csv-after-closing-quote = text després d'unes cometes de tancament: un camp entre cometes acaba a les seves cometes
check-csv-quote-inside = unes cometes dins d'un camp sense cometes: posa tot el camp entre cometes i duplica les cometes
check-row-fault = línia { NUMBER($line, useGrouping: "false") }, columna { NUMBER($column, useGrouping: "false") }: { $message }
check-row-fault-in-field = línia { NUMBER($line, useGrouping: "false") }, columna { NUMBER($column, useGrouping: "false") } ({ $field }): { $message }
check-row-built-in-unreadable = no es poden llegir els problemes inclosos: { $reason }
check-row-id-twice = l'id { $id } ja és l'id de la línia { NUMBER($line, useGrouping: "false") }
check-row-file-empty = el fitxer és buit: necessita la capçalera `{ $header }` i un problema per línia
check-row-no-puzzles = el fitxer no té problemes: afegeix-ne un per línia després de la capçalera
check-row-header = la primera línia ha de ser la capçalera `{ $header }`, i és `{ $found }`
check-row-field-count = { $count ->
    [one] { $count } camp
   *[other] { $count } camps
}, se n'esperaven { $expected }: { $header } (posa entre cometes un camp que tingui una coma)
check-row-rules = regles desconegudes `{ $rules }`: s'esperava `kiswahili` o `kujifunza`
check-row-id-bad = `{ $id }` no és un id: s'esperava K o J i cinc xifres, com K00042
check-row-id-letter = l'id d'un problema de { $rules } comença per { $letter }
check-row-line-empty = la línia de la solució és buida: dona'n les jugades separades per espais
check-row-line-spaces = les jugades se separen amb un sol espai
check-row-line-after-end = `{ $mv }` ve després que la partida hagi acabat
check-row-number-at-least = `{ $value }` no val com a { $name }: s'esperava un nombre enter, { $least } o més
check-row-number-range = `{ $value }` no val com a { $name }: s'esperava un nombre enter de { $least } a { $most }
check-row-theme = tema desconegut `{ $theme }`: els temes són { $themes }
check-row-line-illegal = la jugada { $number } `{ $mv }` no és legal aquí: { $reason }
check-row-line-ambiguous = la jugada { $number } `{ $mv }` anomena més d'una jugada: { $reason }
check-verify-sooner = la victòria més curta és en { $least }, no en { $claimed }
check-verify-no-win = no hi ha victòria en { $turns } o menys: la victòria més curta, si n'hi ha, és en més de { $claimed }
check-verify-cook = la primera jugada { $mv } també guanya en { $claimed }: un problema té una sola primera jugada guanyadora
check-verify-only-move = { $mv } és l'única jugada legal: un problema té una jugada per trobar
check-verify-turns = { $turns } torns no es poden demostrar
check-verify-stopped = la demostració es va aturar abans d'acabar
check-verify-themes = els temes difereixen: recalculats [{ $recomputed }], escrits [{ $written }]
check-verify-not-soonest = la jugada { $number } de la línia, `{ $written }`, no és la victòria més ràpida: ho és `{ $proved }`
check-verify-not-longest = la jugada { $number } de la línia, `{ $written }`, no és la defensa més llarga: ho és `{ $proved }` (la primera de les més llargues)
check-verify-line-short = la línia s'atura després de la jugada { $number } abans de guanyar la partida: segueix `{ $next }`
check-verify-line-long = la línia continua després de guanyar la partida a la jugada { $number }
check-verify-proof-failed = la demostració ha fallat
## diagram translations
## `bao check`'s line on the published diagrams' translations (src/cli/check.rs)
check-diagram-translations-checked = { $count ->
    [one] 1 traducció d'un diagrama publicat comprovada
   *[other] { $count } traduccions de diagrames publicats comprovades
}
## A translation's problems (src/lesson/translation/*.rs). $language and $code are a language's
## code (es, ca, sw); $slot is what an entry translates, as check-tr-slot says it.
check-tr-slot = { $place ->
    [quote] el `gloss` de la cita { $number }
    [claim] el `gloss` de l'afirmació { $number }
    [step] el `{ $key }` del pas { $number }
   *[file] el `{ $key }`
}
check-tr-unreadable = no es pot llegir la traducció: { $error }
check-tr-version = format_version { $version } no és una versió que aquest bao llegeixi
check-tr-version-label = versió desconeguda
check-tr-version-help = escriu `format_version: { $version }`
check-tr-wrong-language = el nom del fitxer diu que és en `{ $expected }`, però el seu `language` és `{ $found }`
check-tr-wrong-language-label = no és la llengua del fitxer
check-tr-wrong-language-help = escriu `language: { $expected }`, o canvia el nom del fitxer
check-tr-not-in-kind = { $kind ->
    [lesson] la traducció d'una lliçó no té `{ $key }`: la d'una lliçó té `title`, `rule`, `quotes` i `steps`
    [chapter] la traducció d'un capítol no té `{ $key }`: la d'un capítol té `title` i `intro`
    [course] la traducció d'un curs no té `{ $key }`: la d'un curs té `title`
   *[diagram] la traducció d'un diagrama no té `{ $key }`: la d'un diagrama té `title`, `note` i `claims`
}
check-tr-not-in-kind-label = no va en aquest tipus de fitxer
check-tr-remove-key = treu `{ $key }`
check-tr-twice = { $what ->
    [quote] la cita { $number } està traduïda dues vegades
    [claim] l'afirmació { $number } està traduïda dues vegades
   *[step] el pas { $number } està traduït dues vegades
}
check-tr-twice-label = un altre cop
check-tr-twice-help = deixa un sol `{ $number }:` i ajunta el que diuen
check-tr-unknown-quote = la cita { $number } no existeix: la lliçó té { $count ->
    [one] 1 cita
   *[other] { $count } cites
}
check-tr-quote-no-gloss = la cita { $number } no té cap gloss en anglès per traduir
check-tr-unknown-claim = l'afirmació { $number } no existeix: el diagrama té { $count ->
    [one] 1 afirmació
   *[other] { $count } afirmacions
}
check-tr-claim-no-gloss = l'afirmació { $number } no té cap gloss en anglès per traduir
check-tr-no-english = l'anglès no té cap `{ $key }` per traduir
check-tr-unknown-step = el pas { $number } no existeix: la lliçó té { $count ->
    [one] 1 pas
   *[other] { $count } passos
}
check-tr-step-no-text = el pas { $number } no té cap `{ $key }` en anglès per traduir
check-tr-nothing-label = res per traduir
check-tr-nothing-help = treu { $slot }, o comprova el seu número amb el fitxer en anglès
check-tr-unneeded = gloss innecessari: la cita { $number } és en { $language ->
    [es] castellà
    [ca] català
   *[sw] suahili
}, i el seu lector la llegeix tal com és
check-tr-unneeded-label = innecessari
check-tr-unneeded-help = treu el gloss: una cita només es glossa en les altres llengües
check-tr-not-fingerprint = `{ $text }` no és una empremta
check-tr-not-fingerprint-label = 16 dígits hexadecimals en minúscula
check-tr-not-fingerprint-help = l'anglès de { $slot } té l'empremta `{ $want }`
check-tr-empty = { $slot } encara no està traduït: el seu text és buit
check-tr-empty-label = buit
check-tr-empty-help = escriu a `text` la traducció { $language ->
    [es] castellana
    [ca] catalana
   *[sw] suahili
} de l'anglès
check-tr-stale = l'anglès de { $slot } ha canviat des que es va traduir
check-tr-stale-label = desfasat
check-tr-stale-help = torna a traduir l'anglès i després escriu `source: { $want }` (`bao new translation --update` mostra l'anglès nou al costat)
check-tr-missing = falta { $slot } a la traducció { $language ->
    [es] castellana
    [ca] catalana
   *[sw] suahili
}
check-tr-missing-label = falta
check-tr-missing-help = { $section ->
    [quotes] afegeix `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` sota `quotes:` `{ $number }:` (`bao new translation --update` ho afegeix)
    [claims] afegeix `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` sota `claims:` `{ $number }:` (`bao new translation --update` ho afegeix)
    [steps] afegeix `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` sota `steps:` `{ $number }:` (`bao new translation --update` ho afegeix)
   *[top] afegeix `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` (`bao new translation --update` ho afegeix)
}
check-tr-no-file = no hi ha traducció { $language ->
    [es] castellana
    [ca] catalana
   *[sw] suahili
}: el curs llista `{ $language }` a les seves `translations`, i falta `{ $name }`
check-tr-no-file-help = escriu-la amb `bao new translation --lang { $language } { $file }`
check-tr-not-listed = el curs no llista `{ $language }` a les seves `translations`
check-tr-not-listed-label = no llistat
check-tr-not-listed-help = afegeix `{ $language }` a `translations:` a { $course }, o treu aquest fitxer
## `bao new translation` (src/cli/new/translation.rs)
check-tr-new-no-language = indica la llengua de la traducció: `bao new translation --lang es CAMÍ` (es, ca o sw)
check-tr-new-wrote-schema = escrit { $file } (amb què els editors comproven els fitxers)
check-tr-new-wrote = escrit { $file } ({ $count ->
    [one] 1 entrada
   *[other] { $count } entrades
} per traduir)
check-tr-new-up-to-date = { $file } està al dia
check-tr-new-updated = actualitzat { $file }: afegides: { $added }; amb l'anglès canviat: { $stale }; conservades: { $kept }
check-tr-new-left = es deixen com estan (bao new no sobreescriu mai un fitxer; --update en posa un al dia): { $files }
check-tr-new-no-such = no existeix el fitxer o la carpeta `{ $path }`: indica un fitxer de lliçó, una carpeta de capítol o una carpeta de curs
check-tr-new-nothing = res per traduir a `{ $path }`: indica un fitxer de lliçó, una carpeta de capítol o una carpeta de curs
## A course's glossaries (src/lesson/translation/glossary.rs); $side is `left` or `right`
check-tr-glossary-misnamed = no llegit: un glossari porta el nom de la seva llengua
check-tr-glossary-misnamed-help = anomena'l `es.yaml`, `ca.yaml` o `sw.yaml`
check-tr-glossary-unreadable = no es pot llegir el glossari: { $error }
check-tr-glossary-language = el nom del glossari diu que és de `{ $expected }`, però el seu `language` és `{ $found }`
check-tr-glossary-language-help = escriu `language: { $expected }`
check-tr-glossary-side = `{ $letter }` no és la lletra que bao escriu en aquesta llengua per a una jugada cap a la { $side ->
    [left] esquerra
   *[right] dreta
}
check-tr-glossary-side-label = no és la lletra de bao
check-tr-glossary-side-help = escriu `{ $side }: { $want }`, com bao mostra les jugades
check-tr-glossary-no-form = un terme sense cap forma a `{ $key }`
check-tr-glossary-no-form-label = sense forma
check-tr-glossary-no-form-help = dona almenys una forma a `{ $key }`
check-tr-glossary-empty-form = una forma buida a `{ $key }`
check-tr-glossary-empty-form-help = escriu la paraula, o treu l'element
