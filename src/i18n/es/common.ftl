# Words every part of bao uses (the sides, seeds, counts): messages named common-...

## The sides
common-south = Sur
common-north = Norte

## Beside a board: a side's stock and whether it is to move
common-note-stock = reserva { $stock }
common-note-to-move = le toca

## A board's marks, explained under the first board that shows them
common-marks = marcas: { $marks }
common-mark-nyumba = [{ $seeds }] una nyumba que su dueño aún conserva
common-mark-blocked = { $seeds }{ $mark } { $hole } está bloqueado por takasia
common-mark-touched = un hueco que tocó este paso

## A board described in words (for screen readers)
common-board-label = Tablero de bao: { $board }
common-row-north-back = Norte, fila de atrás, de b8 a b1
common-row-north-front = Norte, primera fila, de a8 a a1
common-row-south-front = Sur, primera fila, de A1 a A8
common-row-south-back = Sur, fila de atrás, de B1 a B8
common-nyumba-owned-both = nyumba de Sur y de Norte
common-nyumba-owned-south = nyumba de Sur
common-nyumba-owned-north = nyumba de Norte
common-highlighted = resaltados { $holes }
common-blocked-hole = { $hole } bloqueado por takasia
common-legend-highlighted = resaltado
common-legend-blocked = bloqueado por takasia

## A move's steps in words, in the mover's terms
common-event-stock = pone una semilla de la reserva en { $hole }
common-event-lift = levanta { $seeds ->
        [one] la semilla
       *[other] las { $seeds } semillas
    } de { $hole }
common-event-relay = relevo: levanta { $seeds ->
        [one] la semilla
       *[other] las { $seeds } semillas
    } de { $hole } y sigue sembrando
common-event-safari = safari: siembra { $seeds ->
        [one] la semilla
       *[other] las { $seeds } semillas
    } de la nyumba
common-event-tax = paga el impuesto de la nyumba: toma { $seeds ->
        [one] una semilla
       *[other] { $seeds } semillas
    } de { $hole }
common-event-capture-left = captura { $seeds } de { $hole } y entra por el kichwa izquierdo { $entry }
common-event-capture-right = captura { $seeds } de { $hole } y entra por el kichwa derecho { $entry }
common-event-sow-into = siembra { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    } en { $first }
common-event-sow-clockwise = siembra { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    } en sentido horario, de { $first } a { $last }
common-event-sow-anticlockwise = siembra { $seeds } { $seeds ->
        [one] semilla
       *[other] semillas
    } en sentido antihorario, de { $first } a { $last }
common-event-nyumba-lost = la nyumba { $hole } de { $side } se pierde para siempre
common-event-empty-hole = la última semilla cae en { $hole }, que estaba vacío: el turno acaba
common-event-nyumba-stop = se detiene en la nyumba { $hole }
common-event-blocked-stop = se detiene en { $hole }, bloqueado por takasia
common-event-block = takasia: { $hole } queda bloqueado para el próximo turno de { $side }
common-event-laps = { $laps } vueltas de relevo más
common-event-never-ending = desde la vuelta { $entered } la siembra se repite cada { $period ->
        [one] vuelta
       *[other] { $period } vueltas
    }: no acabaría nunca

## How a game ended
common-over-front-row = { $winner } gana: la primera fila de { $loser } está vacía
common-over-no-move = { $winner } gana: { $loser } no tiene ninguna jugada legal
common-over-never-ending = { $winner } gana: { $loser } hizo una jugada que no acaba nunca
common-over-drawn = la partida acaba en tablas: la jugada no acaba nunca

## A move summed up in one line, its parts joined by commas
common-summary-stock = una semilla de la reserva en { $hole }
common-summary-sows = siembra las { $seeds } de { $hole }
common-summary-safari = se siembra la nyumba
common-summary-tax = paga el impuesto de la nyumba desde { $hole }
common-summary-capture = captura { $seeds } de { $hole }, entra por { $entry }
common-summary-nyumba-lost = la nyumba de { $side } se pierde para siempre
common-summary-relays = { $count ->
        [1] un relevo
        [2] dos relevos
       *[other] { $count } relevos
    }
common-summary-last = última semilla en { $hole }
common-summary-nyumba-stop = se detiene en la nyumba { $hole }
common-summary-blocked-stop = se detiene en { $hole }, bloqueado por takasia
common-summary-block = takasia bloquea { $hole }
common-summary-never-ending = la siembra no acabaría nunca

## The full-screen board
common-sowing-clockwise = Bao: siembra horaria ↻
common-sowing-anticlockwise = Bao: siembra antihoraria ↺
common-which-move = ¿qué jugada? { $moves }  (flechas: elegir, Enter: jugar, Esc)

## Why a move is not legal: the rule that forbids it
common-or = { $first } o { $second }
common-illegal-not-movers = { $hole } es un hueco de { $owner }, pero juega { $side }, y cada jugador solo siembra sus propios huecos
common-illegal-empty = { $hole } está vacío, y una jugada empieza levantando semillas
common-illegal-front-row-empty = la primera fila de { $side } está vacía, así que { $side } ha perdido y no empieza ninguna jugada
common-illegal-must-capture = hay una captura posible, así que la jugada debe capturar
common-illegal-must-capture-big = hay una captura posible, así que la jugada debe capturar, y un hueco de 16 semillas o más, como { $hole }, nunca empieza una captura
common-illegal-must-capture-singleton = hay una captura posible, así que la jugada debe capturar, y { $hole } tiene una sola semilla, y un hueco así nunca empieza una jugada en la fase mtaji
common-illegal-captures-not-takasa = { $hole } captura en ese sentido, así que no es una takasa: quita el `*`
common-illegal-blocked = { $hole } está bloqueado por takasia en este turno, así que ninguna takasa empieza en él
common-illegal-namua-back-row = mientras un jugador tiene semillas en reserva, ninguna jugada empieza en la fila de atrás
common-illegal-namua-nyumba = la nyumba no puede empezar una takasa mientras otro hueco de la primera fila esté ocupado
common-illegal-namua-singleton = { $hole } tiene una sola semilla: una takasa de namua empieza en un hueco de 2 o más mientras haya alguno
common-illegal-mtaji-singleton = { $hole } tiene una sola semilla, y un hueco así nunca empieza una jugada en la fase mtaji
common-illegal-mtaji-back-row = un hueco de la fila de atrás empieza una takasa solo cuando ningún hueco de la primera fila tiene 2 o más
common-illegal-mtaji-no-safari = una jugada sin captura en la fase mtaji siembra la nyumba como cualquier hueco: no hay safari que elegir
common-illegal-takasa-stops = una takasa que acaba en la nyumba se detiene allí: no hay safari que elegir
common-illegal-no-nyumba-stop = solo una jugada que acaba en la nyumba funcional puede ir de safari, y { $mv } no acaba allí
common-illegal-never-ending = esa siembra no acaba nunca, y estas reglas no lo permiten
common-illegal-forced-entry = las semillas capturadas en un kichwa o un kimbi entran por el kichwa de ese lado, aquí { $hole }
common-illegal-namua-entry = la letra de una captura de namua dice por qué kichwa entran las semillas capturadas, y desde { $hole } solo pueden entrar como { $moves }
common-illegal-captures-only = hay una captura posible, así que la jugada debe capturar, y desde { $hole } solo captura { $moves }
common-illegal-tax-only = la nyumba que paga el impuesto da sus dos semillas solo como { $moves }
common-illegal-lone-kichwa = { $hole } es el único hueco ocupado de la primera fila, y un kichwa solitario se siembra hacia el centro para que la primera fila nunca quede vacía
common-illegal-no-takasia = `**` marca takasia, pero { $mv } no bloquea ningún hueco
common-illegal-does-not-win = `#` marca una jugada ganadora, pero { $mv } no gana

## Un texto de jugada rechazado (src/render/illegal.rs)
common-illegal-move = jugada ilegal `{ $text }`: { $reason }; jugadas legales: { $legal }
common-illegal-move-none = jugada ilegal `{ $text }`: { $reason }; no hay ninguna jugada legal
common-illegal-move-bare = jugada ilegal `{ $text }`; jugadas legales: { $legal }
common-illegal-move-bare-none = jugada ilegal `{ $text }`; no hay ninguna jugada legal
common-ambiguous = jugada ambigua `{ $text }`: puede ser { $moves }
common-ambiguous-reason = ambigua: puede ser { $moves }
common-move-invalid = jugada no válida `{ $text }`: { $problem } `{ $token }` en la columna { $column }
common-move-empty = jugada vacía
common-move-expected-hole = se esperaba un hueco A1..A8, B1..B8, a1..a8 o b1..b8, y se encontró
common-move-unexpected = sobra

## Una posición que no se puede leer o que no puede darse (src/render/position_error.rs)
common-row-name-north-back = la fila de atrás del Norte
common-row-name-north-front = la primera fila del Norte
common-row-name-south-front = la primera fila del Sur
common-row-name-south-back = la fila de atrás del Sur
common-position-empty = posición vacía
common-position-rows = se esperaban 4 filas separadas por `/`, y hay { $found }
common-position-row-counts = { $row } tiene { $found } cantidades, y se esperaban 8 separadas por `,`
common-position-not-a-count = `{ $text }` no es una cantidad de semillas (de 0 a 64, u O)
common-position-no-side = falta el lado al que le toca: añade ` S` o ` N`
common-position-side-capitals = `{ $text }` no es un lado al que le toca: los lados van en mayúscula, S o N
common-position-not-a-side = `{ $text }` no es un lado al que le toca: se esperaba S o N
common-position-twice = `{ $key }=` aparece dos veces (la primera en la columna { $first }): ponlo una sola vez
common-position-not-an-owner = `{ $text }` no es un dueño de nyumba: se esperaba SN, S, N o -
common-position-not-a-stock = `{ $text }` no es una reserva: se esperaban dos cantidades de 0 a 64, como 22,22
common-position-unknown-field = campo desconocido `{ $text }`: se esperaba stock=S,N, nyumba=SN|S|N|- o block=HUECO
common-position-unknown-hole = hueco desconocido `{ $text }`: los huecos son A1..A8 y B1..B8 (Sur), a1..a8 y b1..b8 (Norte)
common-grid-rows = una cuadrícula tiene 4 filas, y hay { $found }
common-grid-row-counts = { $row } tiene { $found } cantidades, y se esperaban 8
common-grid-not-a-count = `{ $text }` no es una cantidad de semillas: escribe un número de 0 a 64, u O para ninguna
common-position-too-many-seeds = { $seeds } semillas en el tablero y en las reservas: una partida tiene 64
common-position-stock-without-namua = el bao la kujifunza no tiene reserva: pon las dos reservas a 0
common-position-nyumba-without-nyumba = el bao la kujifunza no tiene nyumba: nadie puede ser su dueño
common-position-empty-nyumba-owned = se dice que { $side } es dueño de su nyumba { $hole }, pero está vacía
common-position-block-without-takasia = el hueco { $hole } está bloqueado, pero estas reglas no tienen takasia
common-position-bad-block = el hueco bloqueado { $hole } debe ser de la primera fila del jugador al que le toca ({ $side })

## Un reglamento que no se puede leer (src/render/position_error.rs)
common-rules-unknown = reglamento desconocido `{ $text }`: se esperaba `kiswahili` o `kujifunza`
common-rules-bad-value = valor incorrecto `{ $value }` para la opción de reglas `{ $name }`: se esperaba { $expected }
common-rules-twice = la opción de reglas `{ $name }` aparece dos veces en `{ $text }`: pon cada opción una sola vez
common-rules-unknown-option = opción de reglas desconocida `{ $name }`: se esperaba una de { $names }

common-reading = { $mv } ({ $gloss })
common-reading-arrow = `>` leído como la flecha de KIBA
common-reading-safari = `>` leído como la safari, sin la letra
