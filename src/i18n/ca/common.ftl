# Words every part of bao uses (the sides, seeds, counts): messages named common-...

## The sides
common-south = Sud
common-north = Nord

## Beside a board: a side's stock and whether it is to move
common-note-stock = reserva { $stock }
common-note-to-move = li toca

## A board's marks, explained under the first board that shows them
common-marks = marques: { $marks }
common-mark-nyumba = [{ $seeds }] una nyumba que el seu amo encara té
common-mark-blocked = { $seeds }{ $mark } { $hole } està bloquejat per takasia
common-mark-touched = un forat que ha tocat aquest pas

## A board described in words (for screen readers)
common-board-label = Tauler de bao: { $board }
common-row-north-back = Nord, fila del darrere, de b8 a b1
common-row-north-front = Nord, primera fila, de a8 a a1
common-row-south-front = Sud, primera fila, d'A1 a A8
common-row-south-back = Sud, fila del darrere, de B1 a B8
common-nyumba-owned-both = nyumba de Sud i de Nord
common-nyumba-owned-south = nyumba de Sud
common-nyumba-owned-north = nyumba de Nord
common-highlighted = ressaltats { $holes }
common-blocked-hole = { $hole } bloquejat per takasia
common-legend-highlighted = ressaltat
common-legend-blocked = bloquejat per takasia

## A move's steps in words, in the mover's terms
common-event-stock = posa una llavor de la reserva a { $hole }
common-event-lift = aixeca { $seeds ->
        [one] la llavor
       *[other] les { $seeds } llavors
    } de { $hole }
common-event-relay = relleu: aixeca { $seeds ->
        [one] la llavor
       *[other] les { $seeds } llavors
    } de { $hole } i continua sembrant
common-event-safari = safari: sembra { $seeds ->
        [one] la llavor
       *[other] les { $seeds } llavors
    } de la nyumba
common-event-tax = paga l'impost de la nyumba: pren { $seeds ->
        [one] una llavor
       *[other] { $seeds } llavors
    } de { $hole }
common-event-capture-left = captura { $seeds } de { $hole } i entra pel kichwa esquerre { $entry }
common-event-capture-right = captura { $seeds } de { $hole } i entra pel kichwa dret { $entry }
common-event-sow-into = sembra { $seeds } { $seeds ->
        [one] llavor
       *[other] llavors
    } a { $first }
common-event-sow-clockwise = sembra { $seeds } { $seeds ->
        [one] llavor
       *[other] llavors
    } en sentit horari, de { $first } a { $last }
common-event-sow-anticlockwise = sembra { $seeds } { $seeds ->
        [one] llavor
       *[other] llavors
    } en sentit antihorari, de { $first } a { $last }
common-event-nyumba-lost = la nyumba { $hole } de { $side } es perd per sempre
common-event-empty-hole = l'última llavor cau a { $hole }, que era buit: el torn s'acaba
common-event-nyumba-stop = s'atura a la nyumba { $hole }
common-event-blocked-stop = s'atura a { $hole }, bloquejat per takasia
common-event-block = takasia: { $hole } queda bloquejat per al proper torn de { $side }
common-event-laps = { $laps } voltes de relleu més
common-event-never-ending = des de la volta { $entered } la sembra es repeteix cada { $period ->
        [one] volta
       *[other] { $period } voltes
    }: no s'acabaria mai

## How a game ended
common-over-front-row = { $winner } guanya: la primera fila de { $loser } és buida
common-over-no-move = { $winner } guanya: { $loser } no té cap jugada legal
common-over-never-ending = { $winner } guanya: { $loser } ha fet una jugada que no s'acaba mai
common-over-drawn = la partida acaba en taules: la jugada no s'acaba mai

## A move summed up in one line, its parts joined by commas
common-summary-stock = una llavor de la reserva a { $hole }
common-summary-sows = sembra les { $seeds } de { $hole }
common-summary-safari = es sembra la nyumba
common-summary-tax = paga l'impost de la nyumba des de { $hole }
common-summary-capture = captura { $seeds } de { $hole }, entra per { $entry }
common-summary-nyumba-lost = la nyumba de { $side } es perd per sempre
common-summary-relays = { $count ->
        [1] un relleu
        [2] dos relleus
       *[other] { $count } relleus
    }
common-summary-last = última llavor a { $hole }
common-summary-nyumba-stop = s'atura a la nyumba { $hole }
common-summary-blocked-stop = s'atura a { $hole }, bloquejat per takasia
common-summary-block = takasia bloqueja { $hole }
common-summary-never-ending = la sembra no s'acabaria mai

## The full-screen board
common-sowing-clockwise = Bao: sembra horària ↻
common-sowing-anticlockwise = Bao: sembra antihorària ↺
common-which-move = quina jugada? { $moves }  (fletxes: triar, Enter: jugar, Esc)

## Why a move is not legal: the rule that forbids it
common-or = { $first } o { $second }
common-illegal-not-movers = { $hole } és un forat de { $owner }, però juga { $side }, i cada jugador només sembra els seus propis forats
common-illegal-empty = { $hole } és buit, i una jugada comença aixecant llavors
common-illegal-front-row-empty = la primera fila de { $side } és buida, així que { $side } ha perdut i no comença cap jugada
common-illegal-must-capture = hi ha una captura possible, així que la jugada ha de capturar
common-illegal-must-capture-big = hi ha una captura possible, així que la jugada ha de capturar, i un forat de 16 llavors o més, com { $hole }, mai no comença una captura
common-illegal-must-capture-singleton = hi ha una captura possible, així que la jugada ha de capturar, i { $hole } només té una llavor, i un forat així mai no comença una jugada en la fase mtaji
common-illegal-captures-not-takasa = { $hole } captura en aquest sentit, així que no és una takasa: treu l'`*`
common-illegal-blocked = { $hole } està bloquejat per takasia en aquest torn, així que cap takasa no hi comença
common-illegal-namua-back-row = mentre un jugador té llavors a la reserva, cap jugada no comença a la fila del darrere
common-illegal-namua-nyumba = la nyumba no pot començar una takasa mentre un altre forat de la primera fila estigui ocupat
common-illegal-namua-singleton = { $hole } només té una llavor: una takasa de namua comença en un forat de 2 o més mentre n'hi hagi cap
common-illegal-mtaji-singleton = { $hole } només té una llavor, i un forat així mai no comença una jugada en la fase mtaji
common-illegal-mtaji-back-row = un forat de la fila del darrere comença una takasa només quan cap forat de la primera fila no en té 2 o més
common-illegal-mtaji-no-safari = una jugada sense captura en la fase mtaji sembra la nyumba com qualsevol forat: no hi ha cap safari a triar
common-illegal-takasa-stops = una takasa que acaba a la nyumba s'hi atura: no hi ha cap safari a triar
common-illegal-no-nyumba-stop = només una jugada que acaba a la nyumba funcional pot anar de safari, i { $mv } no hi acaba
common-illegal-never-ending = aquesta sembra no s'acaba mai, i aquestes regles no ho permeten
common-illegal-forced-entry = les llavors capturades en un kichwa o un kimbi entren pel kichwa d'aquell costat, aquí { $hole }
common-illegal-namua-entry = la lletra d'una captura de namua diu per quin kichwa entren les llavors capturades, i des de { $hole } només poden entrar com { $moves }
common-illegal-captures-only = hi ha una captura possible, així que la jugada ha de capturar, i des de { $hole } només captura { $moves }
common-illegal-tax-only = la nyumba que paga l'impost dona les seves dues llavors només com { $moves }
common-illegal-lone-kichwa = { $hole } és l'únic forat ocupat de la primera fila, i un kichwa solitari se sembra cap al centre perquè la primera fila mai no quedi buida
common-illegal-no-takasia = `**` marca takasia, però { $mv } no bloqueja cap forat
common-illegal-does-not-win = `#` marca una jugada guanyadora, però { $mv } no guanya

## Un text de jugada rebutjat (src/render/illegal.rs)
common-illegal-move = jugada il·legal `{ $text }`: { $reason }; jugades legals: { $legal }
common-illegal-move-none = jugada il·legal `{ $text }`: { $reason }; no hi ha cap jugada legal
common-illegal-move-bare = jugada il·legal `{ $text }`; jugades legals: { $legal }
common-illegal-move-bare-none = jugada il·legal `{ $text }`; no hi ha cap jugada legal
common-ambiguous = jugada ambigua `{ $text }`: pot ser { $moves }
common-ambiguous-reason = ambigua: pot ser { $moves }
common-move-invalid = jugada no vàlida `{ $text }`: { $problem } `{ $token }` a la columna { $column }
common-move-empty = jugada buida
common-move-expected-hole = s'esperava un forat A1..A8, B1..B8, a1..a8 o b1..b8, i s'ha trobat
common-move-unexpected = sobra

## Una posició que no es pot llegir o que no pot ser (src/render/position_error.rs)
common-row-name-north-back = la fila del darrere del Nord
common-row-name-north-front = la primera fila del Nord
common-row-name-south-front = la primera fila del Sud
common-row-name-south-back = la fila del darrere del Sud
common-position-empty = posició buida
common-position-rows = s'esperaven 4 files separades per `/`, i n'hi ha { $found }
common-position-row-counts = { $row } té { $found } quantitats, i se n'esperaven 8 separades per `,`
common-position-not-a-count = `{ $text }` no és una quantitat de llavors (de 0 a 64, o O)
common-position-no-side = falta el costat a qui toca: afegeix ` S` o ` N`
common-position-side-capitals = `{ $text }` no és un costat a qui toca: els costats van en majúscula, S o N
common-position-not-a-side = `{ $text }` no és un costat a qui toca: s'esperava S o N
common-position-twice = `{ $key }=` hi és dues vegades (la primera a la columna { $first }): posa'l una sola vegada
common-position-not-an-owner = `{ $text }` no és un propietari de nyumba: s'esperava SN, S, N o -
common-position-not-a-stock = `{ $text }` no és una reserva: s'esperaven dues quantitats de 0 a 64, com ara 22,22
common-position-unknown-field = camp desconegut `{ $text }`: s'esperava stock=S,N, nyumba=SN|S|N|- o block=FORAT
common-position-unknown-hole = forat desconegut `{ $text }`: els forats són A1..A8 i B1..B8 (Sud), a1..a8 i b1..b8 (Nord)
common-grid-rows = una quadrícula té 4 files, i n'hi ha { $found }
common-grid-row-counts = { $row } té { $found } quantitats, i se n'esperaven 8
common-grid-not-a-count = `{ $text }` no és una quantitat de llavors: escriu un nombre de 0 a 64, o O per a cap
common-position-too-many-seeds = { $seeds } llavors al tauler i a les reserves: una partida en té 64
common-position-stock-without-namua = el bao la kujifunza no té reserva: posa les dues reserves a 0
common-position-nyumba-without-nyumba = el bao la kujifunza no té nyumba: ningú no en pot ser propietari
common-position-empty-nyumba-owned = es diu que { $side } és propietari de la seva nyumba { $hole }, però és buida
common-position-block-without-takasia = el forat { $hole } està bloquejat, però aquestes regles no tenen takasia
common-position-bad-block = el forat bloquejat { $hole } ha de ser de la primera fila del jugador a qui toca ({ $side })

## Un reglament que no es pot llegir (src/render/position_error.rs)
common-rules-unknown = reglament desconegut `{ $text }`: s'esperava `kiswahili` o `kujifunza`
common-rules-bad-value = valor incorrecte `{ $value }` per a l'opció de regles `{ $name }`: s'esperava { $expected }
common-rules-twice = l'opció de regles `{ $name }` hi és dues vegades a `{ $text }`: posa cada opció una sola vegada
common-rules-unknown-option = opció de regles desconeguda `{ $name }`: s'esperava una de { $names }

common-reading = { $mv } ({ $gloss })
common-reading-arrow = `>` llegit com la fletxa de KIBA
common-reading-safari = `>` llegit com la safari, sense la lletra
