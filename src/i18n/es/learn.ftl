# The tutor, bao learn: messages named learn-...

## Keys that work now (the key letters stay as they are in every language)
learn-keys-puzzle = tu jugada, o h pista · s ver la solución · b atrás · q salir
learn-keys-question = responde, o h pista · s ver la respuesta · b atrás · q salir
learn-keys-move = Enter sigue · b atrás · a hasta el final · q salir
learn-keys-puzzle-over = Enter sigue · s solución · r otra vez · b atrás · q salir
learn-keys-question-over = Enter sigue · s explicación · r otra vez · b atrás · q salir
learn-keys-page = Enter sigue · b atrás · q salir
learn-not-a-key = `{ $text }` no es una tecla aquí. Teclas: { $keys }
learn-play-first = Primero haz tu jugada, o pulsa s para ver la solución.
learn-answer-first = Primero responde, o pulsa s para ver la respuesta.

## The keys' help (?)
learn-help-now = Teclas ahora: { $keys }
learn-help-enter = el paso o la página siguiente (también n)
learn-help-back = un paso o una página atrás; desde la primera página de una lección, a la lección anterior
learn-help-end = hasta el final de la jugada mostrada
learn-help-hint = una pista para una pregunta o un problema (otra vez: más)
learn-help-show = ver la respuesta (en un problema, su solución); la lección queda entonces vista, no hecha
learn-help-retry = intentar otra vez una pregunta o un problema ya terminado
learn-help-quit = parar; tu sitio se guarda
learn-help-help = esta ayuda
learn-help-typed = La respuesta se escribe y se envía con Enter; las teclas valen también con su palabra en inglés (show, back).

## A page
learn-sources = Las fuentes
learn-step-illegal = `{ $mv }` no es legal aquí.
learn-step-illegal-why = `{ $mv }` no es legal aquí: { $reason }.
learn-step-legal-moves = Las jugadas legales: { $moves }.
learn-the-move = La jugada: { $mv }
learn-move-how = Enter la siembra paso a paso; a va hasta el final.
learn-move-step = { $mv }, paso { $step } de { $steps }:
learn-move-after = Después de { $mv }:

## Questions
learn-prompt-find = Juega la jugada que { $goal }.
learn-prompt-last-hole = ¿Dónde cae la última semilla de { $mv }? Di el hueco.
learn-prompt-captured = ¿Cuántas semillas captura { $mv }?
learn-prompt-legal = ¿Es { $mv } una jugada legal aquí? Responde sí o no.
learn-no-question = Aquí no hay ninguna pregunta.

## What a move asked for must do, said after "the move that" (its parts joined)
learn-goal-captures-most = captura más semillas
learn-goal-enters = hace entrar las semillas capturadas por el kichwa { $hole }
learn-goal-safari = siembra la nyumba
learn-goal-ends-game = termina la partida
learn-goal-captures = captura { $seeds ->
        [one] 1 semilla
       *[other] { $seeds } semillas
    }
learn-goal-last = deja su última semilla en { $hole }
learn-goal-ends-empty = acaba en un hueco vacío
learn-goal-ends-nyumba = se detiene en la nyumba
learn-goal-ends-blocked = se detiene en un hueco bloqueado por takasia
learn-goal-ends-front-row = vacía una primera fila
learn-goal-ends-never = no acaba nunca
learn-goal-blocks = bloquea { $hole } por takasia
learn-goal-wins = gana la partida para { $side }
learn-goal-draw = termina la partida en tablas
learn-goal-reaches = llega a { $position }
learn-goal-reaches-diagram = llega al diagrama publicado «{ $title }»
learn-goal-reaches-start = llega al inicio de la partida
learn-goal-any = se pide
learn-goal-and = { $first } y { $last }

## Hints
learn-hint = Pista:
learn-hint-own = Pista: { $hint }
learn-hint-goes-on = El turno no acaba ahí: una última semilla que cae en un hueco ocupado sigue sembrando (o captura).
learn-hint-count = Cuenta una semilla por hueco.
learn-hint-capture-rule = Una captura se lleva todas las semillas del hueco de la primera fila del rival que está frente al hueco donde acaba una vuelta, cuando los dos están ocupados; cuenta cada captura.
learn-hint-holds = { $hole } tiene { $seeds ->
        [one] 1 semilla
       *[other] { $seeds } semillas
    }.
learn-hint-not-movers = { $hole } es un hueco de { $owner }; juega { $side }.
learn-hint-find = { $side } tiene { $count } jugadas legales. { $captures } Una jugada que no es la pedida se juega igualmente, así que probar una muestra lo que hace.
learn-captures-here = { $count ->
        [0] Aquí ninguna jugada captura, así que se puede jugar una jugada sin captura (takasa).
        [1] Aquí una jugada captura, y cuando hay captura hay que capturar.
       *[other] Aquí { $count } jugadas capturan, y cuando hay captura hay que capturar.
    }
learn-way-clockwise = en sentido horario (primera fila de 1 a 8, fila de atrás de 8 a 1)
learn-way-anticlockwise = en sentido antihorario (primera fila de 8 a 1, fila de atrás de 1 a 8)
learn-begin-stock = { $mv } pone una semilla de la reserva en { $hole }
learn-begin-lift = { $mv } levanta { $seeds ->
        [one] la semilla
       *[other] las { $seeds } semillas
    } de { $hole }
learn-begin-capture-counted = { $seeds ->
        [one] la semilla capturada de { $hole } entra por el kichwa { $entry } y va { $way }
       *[other] las { $seeds } semillas capturadas de { $hole } entran por el kichwa { $entry } y van { $way }
    }
learn-begin-capture = las semillas capturadas entran por el kichwa { $entry } y van { $way }
learn-begin-sow = se siembran { $way }

## Answers judged
learn-right = Correcto: { $verdict }
learn-right-last-hole = Correcto: la última semilla cae en { $hole }.
learn-right-captured = Correcto: { $mv } captura { $count }.
learn-right-find = Correcto: { $mv } { $goal }.
learn-not-this = { $answer } no: { $why }.
learn-why-not-movers = { $hole } es un hueco de { $owner }, y una jugada solo siembra los huecos de quien juega
learn-why-not-last = { $hole } recibe una semilla de { $mv }, pero no la última
learn-why-no-seed = ninguna semilla de { $mv } cae en { $hole }
learn-wrong-more = { $count } no: { $mv } captura más de { $count }.
learn-wrong-fewer = { $count } no: { $mv } captura menos de { $count }.
learn-wrong-legal = No es correcto: mira otra vez { $hole } y lo que tiene, y qué más puede jugar { $side }.
learn-not-the-goal = { $mv } es legal, pero no es la jugada que { $goal }.
learn-what-it-does = Esto es lo que hace:
learn-not-a-hole = `{ $answer }` no es un hueco: escribe uno como A3 o b7
learn-not-a-count = `{ $answer }` no es un número de semillas: { $why }
learn-count-negative = una cuenta nunca es menor que 0
learn-count-how = escribe uno como 4 o cuatro
learn-yes-or-no = responde sí o no
learn-case-south = las mayúsculas son los huecos de Sur: ¿querías decir { $mv }?
learn-case-north = las minúsculas son los huecos de Norte: ¿querías decir { $mv }?
learn-ambiguous = { $both }: escribe la jugada de modo que diga cuál, y prueba otra vez.
learn-illegal-here = { $mv } no es legal aquí: { $reason }.
learn-not-among-legal = no está entre las jugadas legales
learn-tries-up = Van { $tries } intentos, así que aquí está la respuesta.
learn-try-again = Prueba otra vez ({ $left ->
        [one] queda 1 intento
       *[other] quedan { $left } intentos
    }), o h para una pista, s para la respuesta.
learn-shown-before = La respuesta ya se mostró antes, así que la lección sigue vista.

## The answer shown
learn-yes = sí
learn-no = no
learn-the-answer = La respuesta: { $answer }.
learn-the-answer-find = La respuesta: { $answer }. { $mv } { $goal }:
learn-the-answer-played = La respuesta: { $answer }. Así se juega { $mv }:
learn-the-answer-legal = La respuesta: { $answer }: { $verdict }
learn-is-legal = { $mv } es legal.
learn-is-not-legal = { $mv } no es legal.
learn-illegal-why = { $mv } no es legal: { $reason }.

## Puzzles
learn-puzzle-turns = { $turns ->
        [one] 1 turno
       *[other] { $turns } turnos
    }
learn-puzzle-settled = Juega { $side } y gana en { $within }.
learn-puzzle-first = Juega { $side } y gana en { $within }: haz la primera jugada.
learn-puzzle-after = Después de { $line }: { $nth } jugada de { $turns } de { $side }.
learn-puzzle-plays = { $side } juega { $mv }:
learn-puzzle-answers = { $side } responde { $mv }:
learn-puzzle-solved = Resuelto: { $mv } gana la partida en tu { $nth } jugada de { $turns }.
learn-puzzle-solved-at-once = Resuelto: toda respuesta de { $side } a { $mv } pierde la partida en el acto, en tu { $nth } jugada de { $turns }.
learn-puzzle-no-win = { $mv } termina la partida sin que gane { $side }
learn-puzzle-too-late = { $mv } fue la { $nth } jugada de { $side } y la partida sigue: había que ganar en { $within }
learn-puzzle-escapes = después de { $mv }, { $side } se escapa con { $reply }: ya no queda victoria en { $within }
learn-not-solved = No resuelto: { $why }.
learn-tries-up-solution = Van { $tries } intentos, así que aquí está la solución.
learn-try-again-puzzle = Prueba otra vez desde el principio ({ $left ->
        [one] queda 1 intento
       *[other] quedan { $left } intentos
    }), o h para una pista, s para la solución.
learn-stopped-defence = Se paró antes de encontrar la defensa: juega otra vez tu jugada, o s para la solución.
learn-stopped-hint = Se paró antes de encontrar la pista: h lo intenta otra vez.
learn-stopped-solution = Se paró antes de encontrar la solución: s lo intenta otra vez.
learn-defence-failed = No se pudo encontrar la defensa: { $error }.
learn-solution-failed = No se pudo encontrar la solución: { $error }.
learn-solution = La solución: { $line }.
learn-solution-illegal = { $mv } no es legal aquí.
learn-solution-plays = { $n }. { $side } juega { $mv }:
learn-idea = La idea:
learn-puzzle-over = El problema ha terminado: r lo intenta otra vez.
learn-no-hint = No hay pista: { $error }.
learn-no-win-left = Desde aquí ya no queda victoria: s muestra la solución.
learn-hint-hole = Pista: la jugada ganadora sale de { $hole }. h otra vez dice la jugada.
learn-hint-move = Pista: juega { $mv }.

## The course: lessons, progress
learn-progress-set-aside = aviso: no se pudo leer tu archivo de progreso ({ $reason }); se guarda como `{ $path }` y se empieza uno nuevo
learn-no-course-folder = no hay ninguna carpeta de curso `{ $path }`
learn-no-lessons = no hay lecciones en `{ $path }`: una carpeta de curso contiene carpetas de capítulo con archivos de lección
learn-no-lesson-list = no hay ninguna lección `{ $id }`: `bao learn --list` las muestra
learn-no-lesson-meant = no hay ninguna lección `{ $id }`: ¿querías decir { $close }?
learn-all-done = { $count ->
        [1] La lección está hecha. ¡Hongera! Vuelve a ella con `bao learn LESSON`, o empieza de nuevo con `bao learn --reset`.
       *[other] Las { $count } lecciones están hechas. ¡Hongera! Vuelve a cualquiera con `bao learn LESSON`, o empieza de nuevo con `bao learn --reset`.
    }
learn-course-seen = Has pasado por todas las lecciones; { $seen } están vistas, no hechas, porque se mostraron respuestas. `bao learn --list` las marca con ~.
learn-reset-lesson = la lección `{ $id }`
learn-reset-every = todas las lecciones
learn-reset-ask = ¿Olvidar tu progreso en { $what }?
learn-reset-nothing = No se ha borrado nada.
learn-reset-done = Se ha borrado el progreso en { $what }.
learn-list-summary = { $done } de { $count } lecciones hechas, { $seen } vistas (~: respuestas mostradas, no encontradas)
learn-lesson-done = Lección hecha: { $title }
learn-lesson-seen = Lección vista: { $title }. Se mostraron algunas respuestas, así que cuenta como vista, no hecha: responde sus preguntas para terminarla.
learn-saved = Progreso guardado. `{ $bao } learn` sigue desde la página { $page } de:
learn-back-to = De vuelta a: { $title }
learn-first-page = Esta es la primera página de la primera lección.
learn-next = Siguiente: { $title }

## The full screen
learn-too-small = Esta ventana mide { $width }×{ $height }: la lección necesita al menos { $least_width }×{ $least_height }. Agrándala para seguir; q sale y guarda tu sitio.
learn-panel = Lección
learn-panel-up = Lección · ↑ más
learn-panel-down = Lección · ↓ más
learn-panel-both = Lección · ↑↓ más
learn-working = calculando… Ctrl-C para
learn-any-key-skips = cualquier tecla salta
learn-board-after = el tablero tras { $moves } · Esc vuelve al inicio
learn-board-after-over = el tablero tras { $moves }: { $over } · Esc vuelve al inicio
learn-typed-move = tu jugada: { $typed }▏
learn-typed-answer = tu respuesta: { $typed }▏
learn-screen-keys-puzzle = tu jugada, o h pista · s ver la solución · b Enter atrás · q salir
learn-screen-keys-question = responde, o h pista · s ver la respuesta · b Enter atrás · q salir
learn-screen-keys-count = responde, o h pista · s Enter ver la respuesta · b Enter atrás · q salir
learn-screen-keys-typed-hint = responde, o h Enter pista · s ver la respuesta · b Enter atrás · q salir
learn-screen-narrow-choose = flechas Enter · h pista · s respuesta · q salir · RePág AvPág · ? ayuda
learn-screen-narrow-choose-count = flechas Enter · h pista · s Enter respuesta · q salir · RePág AvPág · ? ayuda
learn-screen-wide-choose = flechas, Enter: { $keys } · RePág AvPág desplazan · ? ayuda
learn-screen-narrow = { $keys } · ? ayuda
learn-screen-wide = { $keys } · ←→ página · ↑↓ desplazar · ? ayuda
learn-screen-wide-move = { $keys } · ←→ página · ↑↓ desplazar · +- velocidad · ? ayuda
learn-untouched-hole = elige el hueco con las flechas y luego Enter; o escríbelo
learn-untouched-move = elige un hueco con las flechas y luego Enter; o escribe la jugada
learn-no-move-from = ninguna jugada legal sale de { $hole }
learn-speed = velocidad de siembra: { $ms } ms por semilla
learn-speed-fastest = velocidad de siembra: { $ms } ms por semilla (la más rápida)
learn-speed-slowest = velocidad de siembra: { $ms } ms por semilla (la más lenta)
learn-frame-plays = { $side } juega { $mv }
learn-frame-step = { $side } { $mv }: { $step }
learn-screen-help = En esta pantalla:
learn-screen-help-enter = primero las palabras bajo el recuadro, si las hay; luego sigue
learn-screen-help-pages = siguiente, atrás (como n, b)
learn-screen-help-scroll = desplazan las palabras; también RePág AvPág
learn-screen-help-arrows = flechas en una pregunta: eligen un hueco, Enter lo da
learn-screen-help-esc = borra lo escrito; vuelve a mostrar el tablero de la página
learn-screen-help-speed = siembra más rápida, más lenta; cualquier tecla salta una siembra
learn-screen-help-stop = parar

## The progress file
learn-progress-newer = tiene la versión de formato { $version }, más nueva de la que entiende este bao ({ $known })
learn-progress-no-dir = no se sabe dónde guardar el progreso: define HOME, o XDG_STATE_HOME con una ruta absoluta
learn-progress-io = no se puede guardar ni leer el progreso en `{ $path }`: { $error }
learn-progress-read = no se puede leer el progreso en `{ $path }`: { $error }; apártalo, o define XDG_STATE_HOME con otra carpeta
learn-progress-unreadable = no se puede leer el progreso en `{ $path }`: { $reason }; se deja como está: arréglalo, apártalo, o usa --state con otra carpeta
learn-progress-rating = la puntuación de problemas { $value } está fuera de rango
learn-progress-deviation = la desviación de la puntuación de problemas { $value } está fuera de rango
learn-progress-volatility = la volatilidad de la puntuación de problemas { $value } está fuera de rango
learn-progress-attempt = el intento { $attempt } del historial de problemas no tiene una puntuación finita
