# The tutor, bao learn: messages named learn-...

## Keys that work now (the key letters stay as they are in every language)
learn-keys-puzzle = la teva jugada, o h pista · s veure la solució · b enrere · q sortir
learn-keys-question = respon, o h pista · s veure la resposta · b enrere · q sortir
learn-keys-move = Enter segueix · b enrere · a fins al final · q sortir
learn-keys-puzzle-over = Enter segueix · s solució · r un altre cop · b enrere · q sortir
learn-keys-question-over = Enter segueix · s explicació · r un altre cop · b enrere · q sortir
learn-keys-page = Enter segueix · b enrere · q sortir
learn-not-a-key = `{ $text }` no és cap tecla aquí. Tecles: { $keys }
learn-play-first = Primer fes la teva jugada, o prem s per veure la solució.
learn-answer-first = Primer respon, o prem s per veure la resposta.

## The keys' help (?)
learn-help-now = Tecles ara: { $keys }
learn-help-enter = el pas o la pàgina següent (també n)
learn-help-back = un pas o una pàgina enrere; des de la primera pàgina d'una lliçó, a la lliçó anterior
learn-help-end = fins al final de la jugada mostrada
learn-help-hint = una pista per a una pregunta o un problema (un altre cop: més)
learn-help-show = veure la resposta (en un problema, la solució); la lliçó queda llavors vista, no feta
learn-help-retry = tornar a provar una pregunta o un problema ja acabat
learn-help-quit = parar; el teu lloc es desa
learn-help-help = aquesta ajuda
learn-help-typed = La resposta s'escriu i s'envia amb Enter; les tecles també valen amb la seva paraula en anglès (show, back).

## A page
learn-sources = Les fonts
learn-step-illegal = `{ $mv }` no és legal aquí.
learn-step-illegal-why = `{ $mv }` no és legal aquí: { $reason }.
learn-step-legal-moves = Les jugades legals: { $moves }.
learn-the-move = La jugada: { $mv }
learn-move-how = Enter la sembra pas a pas; a va fins al final.
learn-move-step = { $mv }, pas { $step } de { $steps }:
learn-move-after = Després { DE($mv) }:

## Questions
learn-prompt-find = Juga la jugada que { $goal }.
learn-prompt-last-hole = On cau l'última llavor { DE($mv) }? Digues el forat.
learn-prompt-captured = Quantes llavors captura { $mv }?
learn-prompt-legal = És { $mv } una jugada legal aquí? Respon sí o no.
learn-no-question = Aquí no hi ha cap pregunta.

## What a move asked for must do, said after "the move that" (its parts joined)
learn-goal-captures-most = captura més llavors
learn-goal-enters = fa entrar les llavors capturades pel kichwa { $hole }
learn-goal-safari = sembra la nyumba
learn-goal-ends-game = acaba la partida
learn-goal-captures = captura { $seeds ->
        [one] 1 llavor
       *[other] { $seeds } llavors
    }
learn-goal-last = deixa l'última llavor a { $hole }
learn-goal-ends-empty = acaba en un forat buit
learn-goal-ends-nyumba = s'atura a la nyumba
learn-goal-ends-blocked = s'atura en un forat bloquejat per takasia
learn-goal-ends-front-row = buida una primera fila
learn-goal-ends-never = no s'acaba mai
learn-goal-blocks = bloqueja { $hole } per takasia
learn-goal-wins = guanya la partida per a { $side }
learn-goal-draw = acaba la partida en taules
learn-goal-reaches = arriba a { $position }
learn-goal-reaches-diagram = arriba al diagrama publicat «{ $title }»
learn-goal-reaches-start = arriba a l'inici de la partida
learn-goal-any = es demana
learn-goal-and = { $first } i { $last }

## Hints
learn-hint = Pista:
learn-hint-own = Pista: { $hint }
learn-hint-goes-on = El torn no s'acaba aquí: una última llavor que cau en un forat ocupat continua sembrant (o captura).
learn-hint-count = Compta una llavor per forat.
learn-hint-capture-rule = Una captura s'emporta totes les llavors del forat de la primera fila del rival que és davant del forat on acaba una volta, quan tots dos estan ocupats; compta cada captura.
learn-hint-holds = { $hole } té { $seeds ->
        [one] 1 llavor
       *[other] { $seeds } llavors
    }.
learn-hint-not-movers = { $hole } és un forat de { $owner }; juga { $side }.
learn-hint-find = { $side } té { $count } jugades legals. { $captures } Una jugada que no és la demanada es juga igualment, així que provar-ne una mostra què fa.
learn-captures-here = { $count ->
        [0] Aquí cap jugada no captura, així que es pot jugar una jugada sense captura (takasa).
        [1] Aquí una jugada captura, i quan hi ha captura cal capturar.
       *[other] Aquí { $count } jugades capturen, i quan hi ha captura cal capturar.
    }
learn-way-clockwise = en sentit horari (primera fila de 1 a 8, fila del darrere de 8 a 1)
learn-way-anticlockwise = en sentit antihorari (primera fila de 8 a 1, fila del darrere de 1 a 8)
learn-begin-stock = { $mv } posa una llavor de la reserva a { $hole }
learn-begin-lift = { $mv } aixeca { $seeds ->
        [one] la llavor
       *[other] les { $seeds } llavors
    } { DE($hole) }
learn-begin-capture-counted = { $seeds ->
        [one] la llavor capturada { DE($hole) } entra pel kichwa { $entry } i va { $way }
       *[other] les { $seeds } llavors capturades { DE($hole) } entren pel kichwa { $entry } i van { $way }
    }
learn-begin-capture = les llavors capturades entren pel kichwa { $entry } i van { $way }
learn-begin-sow = se sembren { $way }

## Answers judged
learn-right = Correcte: { $verdict }
learn-right-last-hole = Correcte: l'última llavor cau a { $hole }.
learn-right-captured = Correcte: { $mv } captura { $count }.
learn-right-find = Correcte: { $mv } { $goal }.
learn-not-this = { $answer } no: { $why }.
learn-why-not-movers = { $hole } és un forat de { $owner }, i una jugada només sembra els forats de qui juga
learn-why-not-last = { $hole } rep una llavor { DE($mv) }, però no l'última
learn-why-no-seed = cap llavor { DE($mv) } no cau a { $hole }
learn-wrong-more = { $count } no: { $mv } captura més de { $count }.
learn-wrong-fewer = { $count } no: { $mv } captura menys de { $count }.
learn-wrong-legal = No és correcte: torna a mirar { $hole } i què hi ha, i què més pot jugar { $side }.
learn-not-the-goal = { $mv } és legal, però no és la jugada que { $goal }.
learn-what-it-does = Això és el que fa:
learn-not-a-hole = `{ $answer }` no és cap forat: escriu-ne un com A3 o b7
learn-not-a-count = `{ $answer }` no és cap nombre de llavors: { $why }
learn-count-negative = un compte mai no és menor que 0
learn-count-how = escriu-ne un com 4 o quatre
learn-yes-or-no = respon sí o no
learn-case-south = les majúscules són els forats de Sud: volies dir { $mv }?
learn-case-north = les minúscules són els forats de Nord: volies dir { $mv }?
learn-ambiguous = { $both }: escriu la jugada de manera que digui quina és, i torna-ho a provar.
learn-illegal-here = { $mv } no és legal aquí: { $reason }.
learn-not-among-legal = no és entre les jugades legals
learn-tries-up = Ja són { $tries } intents, així que aquí tens la resposta.
learn-try-again = Torna-ho a provar ({ $left ->
        [one] queda 1 intent
       *[other] queden { $left } intents
    }), o h per a una pista, s per a la resposta.
learn-shown-before = La resposta ja s'havia mostrat, així que la lliçó continua vista.

## The answer shown
learn-yes = sí
learn-no = no
learn-the-answer = La resposta: { $answer }.
learn-the-answer-find = La resposta: { $answer }. { $mv } { $goal }:
learn-the-answer-played = La resposta: { $answer }. Així es juga { $mv }:
learn-the-answer-legal = La resposta: { $answer }: { $verdict }
learn-is-legal = { $mv } és legal.
learn-is-not-legal = { $mv } no és legal.
learn-illegal-why = { $mv } no és legal: { $reason }.

## Puzzles
learn-puzzle-turns = { $turns ->
        [one] 1 torn
       *[other] { $turns } torns
    }
learn-puzzle-settled = Juga { $side } i guanya en { $within }.
learn-puzzle-first = Juga { $side } i guanya en { $within }: fes la primera jugada.
learn-puzzle-after = Després { DE($line) }: { $nth } jugada de { $turns } de { $side }.
learn-puzzle-plays = { $side } juga { $mv }:
learn-puzzle-answers = { $side } respon { $mv }:
learn-puzzle-solved = Resolt: { $mv } guanya la partida en la teva { $nth } jugada de { $turns }.
learn-puzzle-solved-at-once = Resolt: qualsevol resposta de { $side } a { $mv } perd la partida a l'acte, en la teva { $nth } jugada de { $turns }.
learn-puzzle-no-win = { $mv } acaba la partida sense que guanyi { $side }
learn-puzzle-too-late = { $mv } ha estat la { $nth } jugada de { $side } i la partida continua: calia guanyar en { $within }
learn-puzzle-escapes = després { DE($mv) }, { $side } s'escapa amb { $reply }: ja no queda cap victòria en { $within }
learn-not-solved = No resolt: { $why }.
learn-tries-up-solution = Ja són { $tries } intents, així que aquí tens la solució.
learn-try-again-puzzle = Torna-ho a provar des del principi ({ $left ->
        [one] queda 1 intent
       *[other] queden { $left } intents
    }), o h per a una pista, s per a la solució.
learn-stopped-defence = S'ha aturat abans de trobar la defensa: torna a jugar la teva jugada, o s per a la solució.
learn-stopped-hint = S'ha aturat abans de trobar la pista: h ho torna a provar.
learn-stopped-solution = S'ha aturat abans de trobar la solució: s ho torna a provar.
learn-defence-failed = No s'ha pogut trobar la defensa: { $error }.
learn-solution-failed = No s'ha pogut trobar la solució: { $error }.
learn-solution = La solució: { $line }.
learn-solution-illegal = { $mv } no és legal aquí.
learn-solution-plays = { $n }. { $side } juga { $mv }:
learn-idea = La idea:
learn-puzzle-over = El problema s'ha acabat: r el torna a provar.
learn-no-hint = No hi ha pista: { $error }.
learn-no-win-left = Des d'aquí ja no queda cap victòria: s mostra la solució.
learn-hint-hole = Pista: la jugada guanyadora surt { DE($hole) }. h un altre cop diu la jugada.
learn-hint-move = Pista: juga { $mv }.

## The course: lessons, progress
learn-progress-set-aside = avís: no s'ha pogut llegir el teu fitxer de progrés ({ $reason }); es desa com a `{ $path }` i se'n comença un de nou
learn-no-course-folder = no hi ha cap carpeta de curs `{ $path }`
learn-no-lessons = no hi ha lliçons a `{ $path }`: una carpeta de curs conté carpetes de capítol amb fitxers de lliçó
learn-no-lesson-list = no hi ha cap lliçó `{ $id }`: `bao learn --list` les mostra
learn-no-lesson-meant = no hi ha cap lliçó `{ $id }`: volies dir { $close }?
learn-all-done = { $count ->
        [1] La lliçó està feta. Hongera! Torna-hi amb `bao learn LESSON`, o torna a començar amb `bao learn --reset`.
       *[other] Les { $count } lliçons estan fetes. Hongera! Torna a qualsevol amb `bao learn LESSON`, o torna a començar amb `bao learn --reset`.
    }
learn-course-seen = Has passat per totes les lliçons; { $seen } estan vistes, no fetes, perquè s'han mostrat respostes. `bao learn --list` les marca amb ~.
learn-reset-lesson = la lliçó `{ $id }`
learn-reset-every = totes les lliçons
learn-reset-ask = Vols oblidar el teu progrés a { $what }?
learn-reset-nothing = No s'ha esborrat res.
learn-reset-done = S'ha esborrat el progrés a { $what }.
learn-list-summary = { $done } de { $count } lliçons fetes, { $seen } vistes (~: respostes mostrades, no trobades)
learn-lesson-done = Lliçó feta: { $title }
learn-lesson-seen = Lliçó vista: { $title }. S'han mostrat algunes respostes, així que compta com a vista, no feta: respon-ne les preguntes per acabar-la.
learn-saved = Progrés desat. `{ $bao } learn` continua des de la pàgina { $page } de:
learn-back-to = De tornada a: { $title }
learn-first-page = Aquesta és la primera pàgina de la primera lliçó.
learn-next = Següent: { $title }

## The full screen
learn-too-small = Aquesta finestra fa { $width }×{ $height }: la lliçó necessita com a mínim { $least_width }×{ $least_height }. Fes-la més gran per continuar; q surt i desa el teu lloc.
learn-panel = Lliçó
learn-panel-up = Lliçó · ↑ més
learn-panel-down = Lliçó · ↓ més
learn-panel-both = Lliçó · ↑↓ més
learn-working = calculant… Ctrl-C atura
learn-any-key-skips = qualsevol tecla salta
learn-board-after = el tauler després { DE($moves) } · Esc torna a l'inici
learn-board-after-over = el tauler després { DE($moves) }: { $over } · Esc torna a l'inici
learn-typed-move = la teva jugada: { $typed }▏
learn-typed-answer = la teva resposta: { $typed }▏
learn-screen-keys-puzzle = la teva jugada, o h pista · s veure la solució · b Enter enrere · q sortir
learn-screen-keys-question = respon, o h pista · s veure la resposta · b Enter enrere · q sortir
learn-screen-keys-count = respon, o h pista · s Enter veure la resposta · b Enter enrere · q sortir
learn-screen-keys-typed-hint = respon, o h Enter pista · s veure la resposta · b Enter enrere · q sortir
learn-screen-narrow-choose = fletxes Enter · h pista · s resposta · q sortir · RePàg AvPàg · ? ajuda
learn-screen-narrow-choose-count = fletxes Enter · h pista · s Enter resposta · q sortir · RePàg AvPàg · ? ajuda
learn-screen-wide-choose = fletxes, Enter: { $keys } · RePàg AvPàg desplacen · ? ajuda
learn-screen-narrow = { $keys } · ? ajuda
learn-screen-wide = { $keys } · ←→ pàgina · ↑↓ desplaçar · ? ajuda
learn-screen-wide-move = { $keys } · ←→ pàgina · ↑↓ desplaçar · +- velocitat · ? ajuda
learn-untouched-hole = tria el forat amb les fletxes i després Enter; o escriu-lo
learn-untouched-move = tria un forat amb les fletxes i després Enter; o escriu la jugada
learn-no-move-from = cap jugada legal no surt { DE($hole) }
learn-speed = velocitat de sembra: { $ms } ms per llavor
learn-speed-fastest = velocitat de sembra: { $ms } ms per llavor (la més ràpida)
learn-speed-slowest = velocitat de sembra: { $ms } ms per llavor (la més lenta)
learn-frame-plays = { $side } juga { $mv }
learn-frame-step = { $side } { $mv }: { $step }
learn-screen-help = En aquesta pantalla:
learn-screen-help-enter = primer les paraules sota el quadre, si n'hi ha; després continua
learn-screen-help-pages = següent, enrere (com n, b)
learn-screen-help-scroll = desplacen les paraules; també RePàg AvPàg
learn-screen-help-arrows = fletxes en una pregunta: trien un forat, Enter el dona
learn-screen-help-esc = esborra el que s'ha escrit; torna a mostrar el tauler de la pàgina
learn-screen-help-speed = sembra més ràpida, més lenta; qualsevol tecla salta una sembra
learn-screen-help-stop = parar

## The progress file
learn-progress-newer = té la versió de format { $version }, més nova de la que entén aquest bao ({ $known })
learn-progress-no-dir = no se sap on desar el progrés: defineix HOME, o XDG_STATE_HOME amb un camí absolut
learn-progress-io = no es pot desar ni llegir el progrés a `{ $path }`: { $error }
learn-progress-read = no es pot llegir el progrés a `{ $path }`: { $error }; aparta'l, o defineix XDG_STATE_HOME amb una altra carpeta
learn-progress-unreadable = no es pot llegir el progrés a `{ $path }`: { $reason }; es deixa com està: arregla'l, aparta'l, o fes servir --state amb una altra carpeta
learn-progress-rating = la puntuació de problemes { $value } és fora de l'interval
learn-progress-deviation = la desviació de la puntuació de problemes { $value } és fora de l'interval
learn-progress-volatility = la volatilitat de la puntuació de problemes { $value } és fora de l'interval
learn-progress-attempt = l'intent { $attempt } de l'historial de problemes no té una puntuació finita
