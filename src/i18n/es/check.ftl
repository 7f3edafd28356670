# check

## Archivos de lección y de diagrama (src/lesson/validate.rs)
check-version-newer = format_version { $version } es más nuevo que este bao, que lee la versión { $supported }
check-version-newer-label = del futuro
check-version-newer-help = actualiza bao para leer este archivo, o escribe `format_version: { $supported }` si no usa nada más nuevo
check-version-unknown = format_version { $version } no existe
check-version-unknown-label = versión desconocida
check-version-unknown-help = escribe `format_version: { $supported }`
check-image-label = imagen
check-image-help = pon la imagen en la carpeta de la lección (o en una por debajo) y da su ruta desde ahí, p. ej. `![el tablero](images/board.png)`
check-rules-label = no es un reglamento
check-rules-help = escribe `kiswahili` o `kujifunza`, y luego los elementos `,opción=valor` que quieras, p. ej. `kiswahili,takasia=off`
check-diagram-position-is-diagram = la posición de un diagrama no puede ser otro diagrama
check-diagram-position-is-diagram-label = un id de diagrama
check-diagram-position-is-diagram-help = copia la cuadrícula, o escribe la forma de una línea
check-reconstructed-without-claims = un diagrama reconstruido debe listar como `claims` las frases a partir de las que se construyó
check-reconstructed-without-claims-label = reconstruido
check-reconstructed-without-claims-help = añade `claims`, cada una con las comprobaciones (moves, play, expect, illegal) que la demuestran

## Pasos y afirmaciones (src/lesson/validate/steps.rs)
check-position-over = la partida ya ha terminado en esta posición ({ $outcome }): no se juega ninguna jugada desde ella
check-position-over-label = ya terminada
check-position-over-help = un paso que juega, lista jugadas o afirma una victoria necesita una partida que siga en juego
check-move-listed-twice = `{ $text }` nombra { $mv }, que ya está en la lista
check-move-listed-twice-label = repetida
check-move-listed-twice-help = pon cada jugada legal una sola vez
check-illegal-without-play = `illegal` necesita `play`: la jugada que debe ser ilegal
check-expect-without-play = `expect` necesita `play`: la jugada cuyo resultado describe
check-no-move-label = sin jugada
check-add-play-help = añade `play: <jugada>` a este paso
check-illegal-with-expect = una jugada ilegal no tiene resultado que esperar
check-remove-this-label = quita esto
check-illegal-with-expect-help = quita `expect`, o `illegal` si la jugada es legal
check-first-step-without-position = el primer paso debe dar una posición
check-first-step-without-position-label = sin posición
check-first-step-without-position-help = añade `position:` con un id de diagrama, una posición de una línea o una cuadrícula
check-claim-without-check = una afirmación necesita una comprobación que la demuestre
check-claim-without-check-label = nada que comprobar
check-claim-without-check-help = añade `moves`, `play` con `expect` o `illegal`, o `wins_in` para un problema

## Posiciones, huecos y jugadas tal como se escriben (src/lesson/validate/position.rs)
check-here-label = aquí
check-one-line-invalid = posición de una línea no válida: { $reason }
check-one-line-help = las filas son la fila de atrás del Norte b8..b1 / la primera fila del Norte a8..a1 / la primera fila del Sur A1..A8 / la fila de atrás del Sur B1..B8, luego S o N, y luego, si se quiere, stock=S,N nyumba=SN|S|N|- block=HUECO
check-diagram-broken = el diagrama `{ $id }` tiene problemas propios
check-diagram-broken-label = este diagrama
check-diagram-broken-help = corrige primero { $file } (`bao check { $file }`)
check-diagram-unknown = no hay ningún diagrama `{ $id }`
check-diagram-unknown-label = diagrama desconocido
check-diagram-unknown-help-near = ¿querías decir `{ $near }`? el id de un diagrama es el nombre de su archivo en diagrams/ sin `.yaml`
check-diagram-unknown-help = el id de un diagrama es el nombre de su archivo en diagrams/ sin `.yaml`; una posición de una línea lleva `/` entre las filas
check-grid-invalid = cuadrícula no válida: { $reason }
check-grid-help = una cuadrícula son 4 filas de 8 cantidades de 0 a 64, con `O` o `0` para un hueco vacío, como en `| O | 3 | 1 | 8 | O | 2 | 5 | 6 |`
check-nyumba-owner = `{ $text }` no es un dueño de nyumba
check-nyumba-owner-label = no es SN, S, N ni -
check-nyumba-owner-help = escribe SN (cada uno tiene la suya), S, N o - (nadie)
check-stock-counts = una reserva tiene 2 cantidades, y hay { $count }
check-stock-counts-help = escribe `[la del Sur, la del Norte]`, p. ej. `[1, 1]`
check-stock-what = una reserva
check-stock-range = una reserva tiene de 0 a 64 semillas
check-out-of-range = { $value } está fuera del rango de { $what }
check-out-of-range-label = fuera de rango
check-not-a-position = no es una posición: { $reason }
check-not-a-position-label = esta posición
check-hole-unknown = hueco desconocido `{ $text }`
check-hole-unknown-label = no es un hueco
check-holes-help = los huecos son A1..A8 y B1..B8 (Sur), a1..a8 y b1..b8 (Norte)
check-move-hole-help = una jugada empieza por uno de los huecos del jugador que mueve: { $holes }
check-move-text-help = escribe p. ej. `A5L`, `A5R>`, `A6L*` o `A4<`, `A3>+`, `A6<*` (en los archivos, L es izquierda y R derecha)
check-move-hole-unknown = hueco desconocido `{ $hole }` en la jugada `{ $text }`
check-move-not-legal-reason = no es una de las jugadas legales
check-no-legal-move-help = aquí no hay ninguna jugada legal: la partida ha terminado
check-legal-moves-help = las jugadas legales aquí son { $moves }
check-move-not-legal = `{ $text }` no es legal aquí: { $reason }
check-illegal-move-label = jugada ilegal
check-did-you-mean = ¿querías decir { $near }? { $help }
check-capture-range = una jugada captura de 0 a 64 semillas

## Problemas en las lecciones (src/lesson/validate/steps/puzzle.rs)
check-empty-label = vacío
check-idea-empty = `idea` está vacía
check-idea-empty-help = escribe por qué gana la jugada ganadora, o quita `idea`
check-puzzle-key-without-wins-in = `{ $key }` es para un problema, y esto no tiene `wins_in`
check-puzzle-key-without-wins-in-label = no es un problema
check-puzzle-key-without-wins-in-help = añade `wins_in: N`, el menor número de turnos que necesita para ganar el jugador al que le toca, o quita esta clave
check-wins-in-range = un problema se gana en 1 a { $most } turnos
check-solution-empty-help = da la línea principal, p. ej. `solution: [A6R*, a3L*, B2L*]`, o quítala para que la escriba `bao record`
check-solution-after-end = la partida termina tras { $mv }: la solución debe acabar con la jugada que gana
check-solution-after-end-label = después del final
check-solution-after-end-help = quita las jugadas que siguen a la que termina la partida
check-cooks-empty-help = da las otras primeras jugadas ganadoras, p. ej. `cooks: [A7L*]`, o quítala
check-cook-listed-twice-help = pon cada solución alternativa una sola vez
check-key-empty = `{ $key }` está vacía
check-empty-list-label = lista vacía
check-puzzle-with-key = un problema no puede tener además `{ $key }`
check-puzzle-with-key-label = no en un problema
check-puzzle-with-key-help = pon `{ $key }` en un paso aparte, o quita `wins_in`

## Ejercicios (src/lesson/validate/steps/exercise.rs)
check-prompt-empty = la pregunta está vacía
check-prompt-empty-help = escribe la pregunta, o quita `prompt` para usar las palabras que se hacen a partir del ejercicio
check-exercise-key-misplaced = `{ $key }` no es para un ejercicio { $kind }
check-exercise-key-misplaced-label = no es para este tipo
check-exercise-key-misplaced-help = `{ $key }` es para los ejercicios { $kinds }: quítalo
check-goal-empty = el objetivo no dice nada que la jugada deba conseguir
check-goal-empty-label = objetivo vacío
check-goal-empty-help = da uno o más de position, last, captured, ends, blocks, winner, enters, captures_most, safari, ends_game
check-missing-goal-help = lo que la jugada debe conseguir, p. ej. `goal: { "{" } captured: 6 { "}" }`
check-missing-answers-help = las jugadas aceptadas, p. ej. `answers: [A8R]`
check-missing-move-help = la jugada por la que se pregunta, p. ej. `move: A2L`
check-answer-hole = un hueco, como `A3`
check-answer-what = la respuesta
check-answer-count = una cantidad, como `4`
check-answer-yes-no = `yes` o `no`
check-enters-not-kichwa-south = `{ $text }` no es un kichwa del Sur, el jugador al que le toca
check-enters-not-kichwa-north = `{ $text }` no es un kichwa del Norte, el jugador al que le toca
check-enters-not-kichwa-label = no es un kichwa
check-enters-not-kichwa-help-south = las semillas capturadas entran por un kichwa del Sur: { $first } o { $second }
check-enters-not-kichwa-help-north = las semillas capturadas entran por un kichwa del Norte: { $first } o { $second }
check-flag-false = `{ $key }: false` no le pide nada a la jugada
check-flag-false-help = escribe `{ $key }: true`, o no pongas `{ $key }`
check-exercise-missing = este ejercicio necesita `{ $key }`
check-exercise-missing-help = añade `{ $key }`: { $what }
check-answer-wrong-kind = la respuesta no es del tipo que pide este ejercicio
check-answer-wrong-kind-label = tipo de respuesta equivocado
check-answer-wrong-kind-help = la respuesta es { $expected }
check-kinds-not-find-move = last-hole, captured y legal

## Los errores del lector de YAML (src/lesson/load/yaml_error.rs)
check-yaml-of-key = `{ $key }`: { $message }
check-yaml-readme-help = mira la descripción de la clave en lessons/README.md
check-yaml-expected = se esperaba { $what }
check-yaml-not-this-label = esto no
check-yaml-every-key-help = lessons/README.md describe cada clave
check-yaml-duplicate-key = la clave `{ $key }` está escrita dos veces en un mismo mapa
check-yaml-duplicate-this-key = esta clave está escrita dos veces en un mismo mapa
check-yaml-duplicate-key-label = otra vez
check-yaml-duplicate-key-help = YAML solo conservaría una de las dos: quita una, o junta lo que dicen
check-yaml-second-document = aquí empieza un segundo documento YAML, tras una línea `---`
check-yaml-second-document-label = segundo documento
check-yaml-second-document-help = un archivo contiene una lección, un capítulo o un diagrama: quita la línea `---`, o pasa lo que sigue a un archivo propio
check-yaml-too-big = el archivo es demasiado grande para ser una lección o un diagrama: { $reason }
check-yaml-too-big-label = demasiado grande
check-yaml-too-big-help = divídelo en archivos más pequeños; un alias (`*nombre`) copia todo lo que contiene su ancla
check-yaml-aliases = los alias (`*nombre`) de este archivo se expanden demasiado
check-yaml-aliases-label = demasiadas copias
check-yaml-aliases-help = escribe los valores enteros, o usa menos alias
check-yaml-unknown-anchor = este alias no nombra ningún ancla
check-yaml-unknown-anchor-label = no existe ese ancla
check-yaml-unknown-anchor-help = un alias `*nombre` repite un valor marcado antes en el archivo con `&nombre`
check-yaml-eof = el archivo termina en medio de un valor
check-yaml-eof-label = el final
check-yaml-eof-help = cierra cada comilla, `[` y `{ "{" }` que abre el archivo
check-yaml-scalar-help = escribe { $what } sin comillas, p. ej. `{ $key }: { $example }`
check-yaml-expected-bool = se esperaba `true` o `false`
check-yaml-bool-label = no es true ni false
check-yaml-bool-help = escribe `true` o `false`
check-yaml-value-missing = aquí falta un valor
check-yaml-value-missing-label = aquí no hay nada
check-yaml-value-missing-help = da el valor, o quita la clave o el elemento de la lista
check-yaml-expected-found = se esperaba { $what } y hay { $found }
check-yaml-this-value-label = este valor
check-yaml-expected-items = se esperaba { $what } y hay { $count ->
    [one] { $count } elemento
   *[other] { $count } elementos
}
check-yaml-this-list-label = esta lista
check-yaml-values-near = ¿querías decir `{ $near }`? los valores son { $values }
check-yaml-values = los valores son { $values }
check-yaml-unknown-value = `{ $value }` no es uno de los valores permitidos aquí
check-yaml-unknown-value-label = valor desconocido
check-yaml-unknown-key = clave desconocida `{ $key }`
check-yaml-unknown-key-label = aquí no es una clave
check-yaml-unknown-key-help = las claves de aquí son { $keys }
check-yaml-missing-key = falta la clave `{ $key }`
check-yaml-missing-key-label = en este mapa
check-yaml-missing-key-help = añade `{ $key }:` con su valor
check-yaml-not-utf8 = no es texto UTF-8
check-yaml-not-utf8-help = guarda el archivo como UTF-8
check-yaml-unreadable = este YAML no se puede leer
check-yaml-unreadable-help = revisa la sangría (solo espacios), las comillas y los corchetes de esta línea y de la anterior
check-yaml-breach-nodes = tiene más de { $count } valores
check-yaml-breach-depth = está anidado a { $depth } niveles de profundidad
check-yaml-breach-text = su texto es demasiado largo
check-yaml-breach-documents = contiene demasiados documentos
check-yaml-breach-aliases = sus alias (`*nombre`) se expanden demasiado
check-yaml-breach-other = es demasiado grande
check-yaml-words-bool = `true` o `false`
check-yaml-words-number = un número
check-yaml-words-whole-number = un número entero
check-yaml-words-other-kind = un valor de otro tipo
check-yaml-words-list-here = aquí una lista, p. ej. `[A1L, A2L]`
check-yaml-words-mapping-here = aquí un mapa de claves
check-yaml-words-single-value-here = aquí un solo valor, no una lista ni un mapa
check-yaml-words-other-kind-here = aquí otro tipo de valor
check-yaml-words-list = una lista, p. ej. `[A1L, A2L]`
check-yaml-words-text = texto
check-yaml-words-mapping-of-keys = un mapa de claves
check-yaml-words-allowed-value = uno de los valores permitidos aquí
check-yaml-words-two-numbers = una lista de dos números, p. ej. `[1, 1]`
check-yaml-found-list = una lista
check-yaml-found-mapping = un mapa
check-yaml-found-nothing = nada
check-yaml-found-text = el texto { $text }
check-yaml-found-number = el número { $number }

## Sintaxis YAML (src/lesson/load/yaml_syntax.rs, src/lesson/load.rs)
check-yaml-colon-in-value = el valor de `{ $key }` contiene `: `, que YAML lee como una clave nueva
check-yaml-colon-in-value-label = un segundo `: `
check-yaml-colon-in-value-help = pon el valor entre comillas: `{ $key }: "{ $value }"`
check-yaml-indented-too-far = la línea { $line } tiene más sangría que la línea { $above }, así que YAML la lee como continuación del valor de la línea { $above }
check-yaml-indented-too-far-label = demasiada sangría
check-yaml-indented-too-far-help = sangra `{ $key }:` exactamente igual que las claves con las que va (solo espacios)
check-yaml-indentation = la línea { $line } no tiene la sangría de las líneas de arriba ni la de un elemento nuevo
check-yaml-indentation-label = sangría
check-yaml-indentation-help = sángrala exactamente igual que las claves con las que va (solo espacios), o empieza un elemento nuevo de la lista con `- `
check-yaml-bracket = un `[` o `{ "{" }` de aquí no se cierra donde YAML lo espera
check-yaml-not-closed-label = sin cerrar
check-yaml-bracket-help = ciérralo en el mismo valor, p. ej. `[A1L, A2L]`, y separa los elementos con `, `
check-yaml-quote = una comilla de aquí no se cierra nunca
check-yaml-quote-help = termina el texto con la misma comilla con la que empieza
check-yaml-bad-start = en YAML un valor no puede empezar con este carácter
check-yaml-bad-start-label = este carácter
check-yaml-bad-start-help = pon el valor entre comillas
check-yaml-tab = un tabulador donde YAML no lo permite
check-yaml-tab-label = tabulador
check-yaml-tab-spaces-help = YAML sangra solo con espacios: cambia los tabuladores por espacios
check-yaml-tab-in-indent = un tabulador en la sangría: YAML sangra solo con espacios
check-yaml-tab-in-indent-help = cambia el tabulador por espacios, tantos como usan las líneas de al lado
check-yaml-tab-help = cambia el tabulador por un espacio, o pon el valor entre comillas
check-file-empty = el archivo está vacío
check-file-empty-help = empiézalo con `format_version: 1` y `title:`

## Lo que el motor dice distinto de un archivo (src/lesson/check/mismatch.rs)
check-none = ninguna
check-mismatch-moves = moves: se esperaba { $expected }, las jugadas legales son { $actual }
check-mismatch-not-listed = { " " }(no listadas: { $moves })
check-mismatch-not-legal = { " " }(no legales: { $moves })
check-mismatch-position = position: se esperaba { $name }, y se llega a otra: { $facts }
check-mismatch-last = last: se esperaba { $expected }, la última semilla cayó en { $actual }
check-mismatch-captured = captured: se esperaba { $expected }, la jugada capturó { $actual }
check-mismatch-ends = ends: se esperaba { $expected }, la jugada terminó en { $actual }
check-mismatch-ends-otherwise = ends: se esperaba { $expected }, la jugada terminó de otra manera
check-mismatch-blocks = blocks: se esperaba { $expected }, takasia bloquea { $actual }
check-mismatch-winner = winner: se esperaba { $expected }, el resultado es { $actual }
check-mismatch-winner-goes-on = winner: se esperaba { $expected }, la partida sigue
check-mismatch-legal = illegal: se esperaba una jugada ilegal, { $mv } es legal
check-mismatch-reason = illegal: { $mv } es ilegal, pero el motivo "{ $actual }" no dice "{ $expected }"
check-mismatch-answer = answer: { $question }: el archivo dice { $expected }, el motor { $actual }
check-mismatch-enters = enters: se esperaba que las semillas capturadas entraran por { $expected }, entran por { $actual }
check-mismatch-enters-nothing = enters: se esperaba que las semillas capturadas entraran por { $expected }, la jugada no captura nada
check-mismatch-not-the-most = captures_most: la jugada captura { $captured }, otra jugada legal { $most }
check-mismatch-no-safari = safari: la jugada no sigue sembrando desde la nyumba
check-mismatch-game-goes-on = ends_game: la partida sigue tras la jugada
check-mismatch-goal = la respuesta { $answer } no alcanza el objetivo: { $parts }
check-differs-board = el tablero difiere en { $holes }
check-differs-south-to-move = le toca al Sur, no al Norte
check-differs-north-to-move = le toca al Norte, no al Sur
check-differs-stocks = las reservas son { $south },{ $north }, no { $expected_south },{ $expected_north }
check-differs-nyumba = los dueños de las nyumba difieren
check-differs-block = el bloqueo es { $actual }, no { $expected }

## Problemas demostrados (src/lesson/check/puzzle.rs)
check-puzzle-quicker = wins_in: se esperaba una victoria en { $wins_in }, hay una más rápida en { $actual }, empezando por { $mv }
check-puzzle-no-win = wins_in: se esperaba una victoria en { $wins_in }, el jugador al que le toca no gana en { $wins_in ->
    [one] { $wins_in } turno
   *[other] { $wins_in } turnos
}
check-puzzle-not-proved = wins_in: la demostración no se terminó: { $reason }
check-puzzle-no-longer-wins = solution: la jugada { $ply }, { $mv }, no gana en { $left ->
    [one] el turno que queda
   *[other] los { $left } turnos que quedan
}
check-puzzle-short-defence-escapes = solution: la jugada { $ply }, { $mv }, no es la defensa más larga: { $longer } escapa de la derrota
check-puzzle-short-defence-holds = solution: la jugada { $ply }, { $mv }, no es la defensa más larga: { $longer } resiste { $turns ->
    [one] { $turns } turno más
   *[other] { $turns } turnos más
}
check-puzzle-too-long = solution: la jugada { $ply } va más allá de los turnos de `wins_in`: la línea debe terminar antes la partida
check-puzzle-unfinished = solution: la partida sigue tras la última jugada, { $mv }: termina la línea con la jugada que gana
check-puzzle-lost-south = solution: { $mv } termina la partida, y gana el Sur
check-puzzle-lost-north = solution: { $mv } termina la partida, y gana el Norte
check-puzzle-lost-draw = solution: { $mv } termina la partida en tablas
check-puzzle-cook-no-win = cooks: { $mv } no gana en { $wins_in ->
    [one] { $wins_in } turno
   *[other] { $wins_in } turnos
}
check-puzzle-cook-is-solution = cooks: { $mv } es la primera jugada de la solución, no otra victoria
check-cooks-warning-one = { $mv } también gana en { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}, así que el problema tiene más de una solución: añádela a `cooks` o cambia la posición
check-cooks-warning-many = { $moves } y { $last } también ganan en { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}, así que el problema tiene más de una solución: añádelas a `cooks` o cambia la posición
check-prove-turns = no se puede demostrar una victoria en { $turns } turnos: da de 1 a { $most } turnos
check-prove-stopped-at-once = se detuvo antes de decidir siquiera una victoria en 1
check-prove-stopped = se detuvo tras demostrar que no hay victoria en { $turns } turnos; no se terminó una demostración más larga

## La línea de un paso o una afirmación en el informe (src/lesson/check.rs)
check-what-step = paso { $number }
check-what-claim = afirmación { $number }
check-summary-illegal = { $mv } es ilegal
check-summary-illegal-reason = { $mv } es ilegal: { $reason }
check-summary-find-move = ejercicio: encontrar una jugada{ $goal }; respuestas { $answers }
check-summary-last-hole = ejercicio: dónde termina { $mv }{ $answer }
check-summary-captured = ejercicio: cuántas captura { $mv }{ $answer }
check-summary-legal = ejercicio: es legal { $mv }{ $answer }
check-summary-nothing = nada que comprobar
check-summary-wins-in = gana en { $turns }
check-summary-cooks = ; otras soluciones { $moves }
check-summary-answer = { " " }(respuesta { $answer })
check-summary-captures-most = captura lo máximo
check-summary-ends-game = termina la partida
check-question-last-hole = dónde termina { $mv }
check-question-captured = cuántas captura { $mv }
check-question-legal = es legal { $mv }
check-answer-illegal = no ({ $reason }; las jugadas legales son { $legal })
check-ambiguous-one = { $mv } también alcanza el objetivo pero no es una respuesta aceptada, así que el ejercicio es ambiguo: añádela a `answers` o haz el objetivo más estricto
check-ambiguous-many = { $moves } y { $last } también alcanzan el objetivo pero no son respuestas aceptadas, así que el ejercicio es ambiguo: añádelas a `answers` o haz el objetivo más estricto

## El informe de `bao check` (src/render/check.rs)
check-report-what-does = qué hace { $mv }:
check-report-warning = aviso:
check-report-misses-goal = la respuesta { $answer } no alcanza el objetivo:
check-report-expected = esperado ({ $name })
check-report-actual = real
check-report-legend-differ = un hueco en el que los dos tableros difieren
check-report-south-to-move = le toca al Sur
check-report-north-to-move = le toca al Norte
check-report-stock = reserva { $south },{ $north }
check-report-blocked = { $hole } bloqueado
check-walk-item = { $what } (línea { $line }): { $summary }

## El final de `bao check` (src/cli/check.rs)
check-proving = demostrando los problemas de { $file }
check-summary = { $checked } comprobados: { $passed } correctos, { $failed } fallidos
check-summary-warnings = { $checked } comprobados: { $passed } correctos, { $failed } fallidos, { $warnings ->
    [one] { $warnings } aviso
   *[other] { $warnings } avisos
}
check-proofs-stopped = las demostraciones de los problemas de { $file } se detuvieron a los { $seconds } s, lo máximo que se da a un archivo (--proof-time)
check-nothing-checked = no se ha comprobado nada: los archivos leídos no tienen pasos ni afirmaciones
check-nothing-checked-help = da a un paso `moves`, `play`, un `exercise` o `wins_in`, y a una afirmación `moves`, `play` o `wins_in`
check-name-start = el inicio de la partida
check-name-one-line = la posición de una línea
check-name-grid = la cuadrícula

## Colecciones de problemas (src/cli/check/puzzles.rs)
check-collection-unreadable = no se puede leer: { $reason }
check-collection-failed = { $file }:{ $row } problema { $id }: { $failure }
check-collection-proved = { $file }: { $count } problemas demostrados: la victoria más corta, una sola primera jugada ganadora, la línea, los temas
check-collection-header-label = la cabecera
check-collection-row-label = esta fila

## lesson files
## La forma de un archivo (src/lesson/tree.rs, src/lesson/tree/*, src/lesson/keys.rs)
check-tree-empty-item-of = un elemento vacío en la lista de `{ $key }`
check-tree-empty-item = un elemento vacío en la lista
check-tree-empty-item-help = da un valor al elemento, o quítalo
check-tree-key-no-value = `{ $key }` no tiene valor
check-tree-key-empty = `{ $key }` está vacío
check-tree-key-no-value-help = da un valor a `{ $key }` o quítalo: tal como está, no comprueba nada (`bao record` rellena lo que da una jugada)
check-tree-missing-key-help = añade `{ $key }:`
check-tree-missing-key-help-with = añade `{ $key }:` con { $what }
check-tree-wrong-kind-label = valor de otro tipo
check-tree-wrong-kind-help = escribe { $expected }; lessons/README.md describe cada clave
check-tree-wrong-kind-help-list = escribe { $expected } (una lista se escribe `[A1L, A2L]` o en líneas que empiezan por `- `); lessons/README.md describe cada clave
check-yaml-words-answer = un hueco, un número, o sí o no
check-yaml-words-position = `start`, un id de diagrama, una posición de una línea o un mapa con `grid`
check-yaml-words-key = una clave
check-key-unknown-help-belongs = { $belongs }; las claves de aquí son { $keys }
check-key-unknown-help-near = ¿querías decir `{ $near }`? las claves de aquí son { $keys }
check-place-belongs = `{ $key }` va en { $place }: sángrala como `{ $like }`
check-place-step = el paso
check-place-item-of = un elemento de { $list }
check-place-lesson = la lección
check-place-chapter = el capítulo
check-place-diagram = el diagrama
check-place-course = el curso
check-place-translation = la traducción
check-place-glossary = el glosario
check-place-file = el archivo
check-control-char = un carácter de control, { $code }, en el texto
check-control-char-more = un carácter de control, { $code }, en el texto ({ $count ->
    [one] y otro más
   *[other] y { $count } más
})
check-control-char-label = carácter de control
check-control-char-help = quítalo: los caracteres de control pueden manejar un terminal (borrarlo, mover el cursor, escribir en el portapapeles), así que bao los rechaza

## El Markdown de las lecciones (src/lesson/validate/markdown.rs)
check-md-html = HTML en bruto en el Markdown de una lección
check-md-directive = una directiva de mdBook (`{ "{{" }`) en el Markdown de una lección
check-md-heading-attributes = atributos de encabezado en el Markdown de una lección
check-md-link-scheme = un enlace `{ $scheme }:` en el Markdown de una lección
check-md-remote-image = una imagen que no es un archivo del curso
check-md-host-link = un enlace a otro servidor sin `https:`
check-md-bidi = un carácter de control bidireccional en el texto de una lección
check-md-html-label = HTML
check-md-directive-label = directiva
check-md-heading-attributes-label = atributos
check-md-link-label = enlace
check-md-bidi-label = control bidireccional
check-md-html-help = escribe Markdown en su lugar (`*énfasis*`, `**negrita**`, `` `código` ``): bao lo dibuja en el terminal y en el libro
check-md-directive-help = mdBook ejecutaría `{ "{{#…}}" }` al construir el libro, incluso dentro de código: escribe `{ "{ {" }` en su lugar
check-md-heading-attributes-help = quita el `{ "{…}" }` que sigue al encabezado: los encabezados de una lección no llevan id, clase ni atributo
check-md-link-scheme-help = enlaza a una ruta relativa o a una dirección `http:`, `https:` o `mailto:`
check-md-remote-image-help = da la imagen como ruta relativa a un archivo del curso: el libro no carga nada de otro sitio
check-md-host-link-help = escribe la dirección completa, con `https://`, o una ruta del libro
check-md-bidi-help = quítalo: reordena el texto que lo rodea, de modo que se lee de otra forma de como está escrito

## Ids (src/lesson/validate/id.rs); $what es `lesson`, `chapter` o `diagram`
check-id-invalid = el id { $what ->
    [lesson] de lección
    [chapter] de capítulo
   *[diagram] de diagrama
} `{ $id }` solo puede tener minúsculas, cifras y `-`
check-id-rename-folder = los ids se convierten en nombres de archivo del libro: llama a la carpeta `{ $name }`
check-id-rename-file = los ids se convierten en nombres de archivo del libro: llámalo `{ $name }`
check-id-rename-folder-example = los ids se convierten en nombres de archivo del libro: cambia el nombre de la carpeta, p. ej. `01-first-steps`
check-id-rename-file-example = los ids se convierten en nombres de archivo del libro: cambia su nombre, p. ej. `{ $name }`

## Imágenes (src/lesson/validate/image.rs, src/lesson/catalog/files.rs)
check-image-kind = la imagen `{ $path }` no es un archivo png, jpeg ni gif: el libro solo copia esos (un svg puede llevar código)
check-image-name = la imagen `{ $path }` tiene un nombre que el libro no puede copiar: usa letras, cifras, `.`, `_` y `-` en sus carpetas y en su nombre
check-image-content = la imagen `{ $path }` no es por dentro un archivo png, jpeg ni gif, diga lo que diga su nombre
check-image-outside = la imagen `{ $path }` lleva fuera de la carpeta de la lección
check-image-not-file = la imagen `{ $path }` no es un archivo (`{ $full }`)
check-image-missing = la imagen `{ $path }` no existe: no hay ningún archivo `{ $full }`
check-image-too-large = la imagen `{ $path }` es más grande de lo que copia el libro ({ $kib } KiB como máximo)
check-image-unreadable = la imagen `{ $path }` no se puede leer: { $reason }

## Leer archivos y carpetas (src/lesson/catalog/files.rs, src/lesson/catalog/find.rs, src/lesson/catalog.rs)
check-files-dangling-link = no se puede leer: es un enlace a un archivo que no existe
check-files-link-loop = no se puede leer: es un enlace que lleva de vuelta a sí mismo
check-files-link-help = haz que el enlace apunte a un archivo, o quítalo
check-files-unreadable = no se puede leer: { $reason }
check-files-not-regular-help = los archivos de lección y de diagrama son archivos normales que terminan en `.yaml`: cambia el nombre de este o muévelo
check-files-folder-unreadable = no se puede leer la carpeta: { $reason }
check-files-folder-unreadable-help = haz que la carpeta se pueda leer, o déjala fuera
check-files-misnamed = no se lee: su nombre no termina en `.yaml`
check-files-misnamed-help = los archivos de lección y de diagrama terminan en `.yaml`: llámalo `{ $name }`
check-files-misnamed-help-example = los archivos de lección y de diagrama terminan en `.yaml`: dale un nombre como `01-first.yaml`
check-find-nothing = aquí no hay archivos de lección, de capítulo ni de diagrama
check-find-nothing-help = da la carpeta de un curso (carpetas de capítulo, cada una con un `chapter.yaml`), la carpeta de un capítulo, una carpeta de diagramas, o un archivo de lección o de diagrama
check-find-no-such-path = no existe ese archivo ni esa carpeta
check-find-no-such-path-help = da la carpeta de un curso, de un capítulo o de diagramas, o un archivo de lección o de diagrama
check-find-lesson-in-course = no se lee: una lección va en la carpeta de un capítulo, no en la carpeta del curso
check-find-lesson-in-course-help = muévela a la carpeta de un capítulo (una que tenga `chapter.yaml`)
check-find-nested = no se lee: las lecciones y los diagramas van directamente en su carpeta, no en una subcarpeta
check-find-nested-help = sube los archivos una carpeta, o haz de esta carpeta un capítulo propio junto a los demás
check-find-rename-chapter-file = cambia el nombre de `{ $name }` a `{ $file }`
check-find-no-chapter-file-help = añade un `{ $file }` con `format_version: 1` y `title:` (`bao new lesson` escribe uno), o saca los archivos
check-find-no-chapter-file = sus lecciones no están en un capítulo: la carpeta no tiene `{ $file }`
check-find-duplicate-id = id repetido `{ $id }`: { $other } también lo tiene
check-find-duplicate-id-help = los ids son únicos en todo el curso: cambia el nombre de uno de los archivos
check-find-orphan-translation = una traducción de `{ $name }`, que no existe
check-find-orphan-translation-help = ponle el nombre del archivo inglés que traduce, o quítala

## El archivo del curso (src/lesson/course_file.rs)
check-course-unreadable = no se puede leer el archivo del curso: { $reason }
check-course-unreadable-help = el archivo del curso da su título al libro: escribe `format_version: { $version }`, `title: …` y `reference_chapters: false` (true para añadir los capítulos de bao sobre la notación, las discrepancias y los profesores) en { $file }
check-course-version = format_version { $version } no es una versión que este bao lea
check-course-title-empty = el título del curso está vacío
check-course-title-empty-label = sin título
check-course-title-empty-help = da el título del libro del curso
check-course-english = el inglés es la lengua propia del curso, no una traducción
check-course-english-label = los archivos en inglés
check-course-english-help = pon solo las lenguas a las que se traduce: `es`, `ca`, `sw`
check-course-language-twice = `{ $code }` aparece dos veces en `translations`
check-course-language-twice-help = pon cada lengua una sola vez
check-course-language-unknown = `{ $code }` no es una lengua en la que bao lea traducciones
check-course-language-unknown-label = lengua desconocida
check-course-language-unknown-help = las lenguas son `es` (español), `ca` (catalán) y `sw` (suajili)

## Colecciones de problemas (src/puzzles/csv.rs, src/puzzles/collection.rs, src/puzzles/verify.rs)
check-csv-quote-not-closed = un campo entre comillas no se cierra: un problema es una línea, así que cierra sus comillas en ella
check-csv-after-closing-quote = texto después de unas comillas de cierre: un campo entre comillas termina en sus comillas
check-csv-quote-inside = unas comillas dentro de un campo sin comillas: pon todo el campo entre comillas y duplica las comillas
check-row-fault = línea { NUMBER($line, useGrouping: "false") }, columna { NUMBER($column, useGrouping: "false") }: { $message }
check-row-fault-in-field = línea { NUMBER($line, useGrouping: "false") }, columna { NUMBER($column, useGrouping: "false") } ({ $field }): { $message }
check-row-built-in-unreadable = no se pueden leer los problemas incluidos: { $reason }
check-row-id-twice = el id { $id } ya es el id de la línea { NUMBER($line, useGrouping: "false") }
check-row-file-empty = el archivo está vacío: necesita la cabecera `{ $header }` y un problema por línea
check-row-no-puzzles = el archivo no tiene problemas: añade uno por línea después de la cabecera
check-row-header = la primera línea debe ser la cabecera `{ $header }`, y es `{ $found }`
check-row-field-count = { $count ->
    [one] { $count } campo
   *[other] { $count } campos
}, se esperaban { $expected }: { $header } (pon entre comillas un campo que tenga una coma)
check-row-rules = reglas desconocidas `{ $rules }`: se esperaba `kiswahili` o `kujifunza`
check-row-id-bad = `{ $id }` no es un id: se esperaba K o J y cinco cifras, como K00042
check-row-id-letter = el id de un problema de { $rules } empieza por { $letter }
check-row-line-empty = la línea de la solución está vacía: da sus jugadas separadas por espacios
check-row-line-spaces = las jugadas se separan con un solo espacio
check-row-line-after-end = `{ $mv }` viene después de que la partida haya terminado
check-row-number-at-least = `{ $value }` no vale como { $name }: se esperaba un número entero, { $least } o más
check-row-number-range = `{ $value }` no vale como { $name }: se esperaba un número entero de { $least } a { $most }
check-row-theme = tema desconocido `{ $theme }`: los temas son { $themes }
check-row-line-illegal = la jugada { $number } `{ $mv }` no es legal ahí: { $reason }
check-row-line-ambiguous = la jugada { $number } `{ $mv }` nombra más de una jugada: { $reason }
check-verify-sooner = la victoria más corta es en { $least }, no en { $claimed }
check-verify-no-win = no hay victoria en { $turns } o menos: la victoria más corta, si la hay, es en más de { $claimed }
check-verify-cook = la primera jugada { $mv } también gana en { $claimed }: un problema tiene una sola primera jugada ganadora
check-verify-only-move = { $mv } es la única jugada legal: un problema tiene una jugada que encontrar
check-verify-turns = { $turns } turnos no se pueden demostrar
check-verify-stopped = la demostración se detuvo antes de terminar
check-verify-themes = los temas difieren: recalculados [{ $recomputed }], escritos [{ $written }]
check-verify-not-soonest = la jugada { $number } de la línea, `{ $written }`, no es la victoria más rápida: lo es `{ $proved }`
check-verify-not-longest = la jugada { $number } de la línea, `{ $written }`, no es la defensa más larga: lo es `{ $proved }` (la primera de las más largas)
check-verify-line-short = la línea se detiene tras la jugada { $number } antes de ganar la partida: sigue `{ $next }`
check-verify-line-long = la línea sigue después de ganar la partida en la jugada { $number }
check-verify-proof-failed = la demostración falló
## diagram translations
## `bao check`'s line on the published diagrams' translations (src/cli/check.rs)
check-diagram-translations-checked = { $count ->
    [one] 1 traducción de un diagrama publicado comprobada
   *[other] { $count } traducciones de diagramas publicados comprobadas
}
## A translation's problems (src/lesson/translation/*.rs). $language and $code are a language's
## code (es, ca, sw); $slot is what an entry translates, as check-tr-slot says it.
check-tr-slot = { $place ->
    [quote] el `gloss` de la cita { $number }
    [claim] el `gloss` de la afirmación { $number }
    [step] el `{ $key }` del paso { $number }
   *[file] el `{ $key }`
}
check-tr-unreadable = no se puede leer la traducción: { $error }
check-tr-version = format_version { $version } no es una versión que este bao lea
check-tr-version-label = versión desconocida
check-tr-version-help = escribe `format_version: { $version }`
check-tr-wrong-language = el nombre del archivo dice que está en `{ $expected }`, pero su `language` es `{ $found }`
check-tr-wrong-language-label = no es el idioma del archivo
check-tr-wrong-language-help = escribe `language: { $expected }`, o cambia el nombre del archivo
check-tr-not-in-kind = { $kind ->
    [lesson] la traducción de una lección no tiene `{ $key }`: la de una lección tiene `title`, `rule`, `quotes` y `steps`
    [chapter] la traducción de un capítulo no tiene `{ $key }`: la de un capítulo tiene `title` e `intro`
    [course] la traducción de un curso no tiene `{ $key }`: la de un curso tiene `title`
   *[diagram] la traducción de un diagrama no tiene `{ $key }`: la de un diagrama tiene `title`, `note` y `claims`
}
check-tr-not-in-kind-label = no va en este tipo de archivo
check-tr-remove-key = quita `{ $key }`
check-tr-twice = { $what ->
    [quote] la cita { $number } está traducida dos veces
    [claim] la afirmación { $number } está traducida dos veces
   *[step] el paso { $number } está traducido dos veces
}
check-tr-twice-label = otra vez
check-tr-twice-help = deja un solo `{ $number }:` y junta lo que dicen
check-tr-unknown-quote = la cita { $number } no existe: la lección tiene { $count ->
    [one] 1 cita
   *[other] { $count } citas
}
check-tr-quote-no-gloss = la cita { $number } no tiene ningún gloss en inglés que traducir
check-tr-unknown-claim = la afirmación { $number } no existe: el diagrama tiene { $count ->
    [one] 1 afirmación
   *[other] { $count } afirmaciones
}
check-tr-claim-no-gloss = la afirmación { $number } no tiene ningún gloss en inglés que traducir
check-tr-no-english = el inglés no tiene ningún `{ $key }` que traducir
check-tr-unknown-step = el paso { $number } no existe: la lección tiene { $count ->
    [one] 1 paso
   *[other] { $count } pasos
}
check-tr-step-no-text = el paso { $number } no tiene ningún `{ $key }` en inglés que traducir
check-tr-nothing-label = nada que traducir
check-tr-nothing-help = quita { $slot }, o comprueba su número con el archivo en inglés
check-tr-unneeded = gloss innecesario: la cita { $number } está en { $language ->
    [es] español
    [ca] catalán
   *[sw] suajili
}, y su lector la lee tal cual
check-tr-unneeded-label = innecesario
check-tr-unneeded-help = quita el gloss: una cita solo se glosa en los demás idiomas
check-tr-not-fingerprint = `{ $text }` no es una huella
check-tr-not-fingerprint-label = 16 dígitos hexadecimales en minúscula
check-tr-not-fingerprint-help = el inglés de { $slot } tiene la huella `{ $want }`
check-tr-empty = { $slot } aún no está traducido: su texto está vacío
check-tr-empty-label = vacío
check-tr-empty-help = escribe en `text` la traducción al { $language ->
    [es] español
    [ca] catalán
   *[sw] suajili
} del inglés
check-tr-stale = el inglés de { $slot } ha cambiado desde que se tradujo
check-tr-stale-label = desfasado
check-tr-stale-help = vuelve a traducir el inglés y luego escribe `source: { $want }` (`bao new translation --update` muestra el inglés nuevo al lado)
check-tr-missing = falta { $slot } en la traducción al { $language ->
    [es] español
    [ca] catalán
   *[sw] suajili
}
check-tr-missing-label = falta
check-tr-missing-help = { $section ->
    [quotes] añade `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` bajo `quotes:` `{ $number }:` (`bao new translation --update` lo añade)
    [claims] añade `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` bajo `claims:` `{ $number }:` (`bao new translation --update` lo añade)
    [steps] añade `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` bajo `steps:` `{ $number }:` (`bao new translation --update` lo añade)
   *[top] añade `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` (`bao new translation --update` lo añade)
}
check-tr-no-file = no hay traducción al { $language ->
    [es] español
    [ca] catalán
   *[sw] suajili
}: el curso lista `{ $language }` en sus `translations`, y falta `{ $name }`
check-tr-no-file-help = escríbela con `bao new translation --lang { $language } { $file }`
check-tr-not-listed = el curso no lista `{ $language }` en sus `translations`
check-tr-not-listed-label = no listado
check-tr-not-listed-help = añade `{ $language }` a `translations:` en { $course }, o quita este archivo
## `bao new translation` (src/cli/new/translation.rs)
check-tr-new-no-language = indica el idioma de la traducción: `bao new translation --lang es RUTA` (es, ca o sw)
check-tr-new-wrote-schema = escrito { $file } (con lo que los editores comprueban los archivos)
check-tr-new-wrote = escrito { $file } ({ $count ->
    [one] 1 entrada
   *[other] { $count } entradas
} por traducir)
check-tr-new-up-to-date = { $file } está al día
check-tr-new-updated = actualizado { $file }: añadidas: { $added }; con el inglés cambiado: { $stale }; conservadas: { $kept }
check-tr-new-left = se dejan como están (bao new nunca sobrescribe un archivo; --update pone uno al día): { $files }
check-tr-new-no-such = no existe el archivo o carpeta `{ $path }`: indica un archivo de lección, una carpeta de capítulo o una carpeta de curso
check-tr-new-nothing = nada que traducir en `{ $path }`: indica un archivo de lección, una carpeta de capítulo o una carpeta de curso
## A course's glossaries (src/lesson/translation/glossary.rs); $side is `left` or `right`
check-tr-glossary-misnamed = no leído: un glosario lleva el nombre de su idioma
check-tr-glossary-misnamed-help = llámalo `es.yaml`, `ca.yaml` o `sw.yaml`
check-tr-glossary-unreadable = no se puede leer el glosario: { $error }
check-tr-glossary-language = el nombre del glosario dice que es de `{ $expected }`, pero su `language` es `{ $found }`
check-tr-glossary-language-help = escribe `language: { $expected }`
check-tr-glossary-side = `{ $letter }` no es la letra que bao escribe en este idioma para una jugada hacia la { $side ->
    [left] izquierda
   *[right] derecha
}
check-tr-glossary-side-label = no es la letra de bao
check-tr-glossary-side-help = escribe `{ $side }: { $want }`, como bao muestra las jugadas
check-tr-glossary-no-form = un término sin ninguna forma en `{ $key }`
check-tr-glossary-no-form-label = sin forma
check-tr-glossary-no-form-help = da al menos una forma en `{ $key }`
check-tr-glossary-empty-form = una forma vacía en `{ $key }`
check-tr-glossary-empty-form-help = escribe la palabra, o quita el elemento
