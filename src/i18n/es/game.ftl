# game: bao game, su entrenador, bao replay y la revisión. Mensajes game-...

## Los lados, los jugadores y cómo termina una partida

game-side-south = Sur
game-side-north = Norte
game-player-level = bao nivel { $level }
game-player-time = bao tiempo { $ms } ms
game-players = { $south } (Sur) contra { $north } (Norte), reglas { $rules }
game-result-in-progress = sin terminar
game-result-drawn = tablas: la jugada no termina nunca
game-result-front-row-empty = gana { $winner }: la primera fila de { $loser } está vacía
game-result-no-legal-move = gana { $winner }: { $loser } no tiene ninguna jugada legal
game-result-never-ending = gana { $winner }: { $loser } hizo una jugada que no termina nunca
game-result-resigned = gana { $winner }: { $loser } abandonó
game-over = la partida ha terminado: { $result }
game-nothing-to-undo = no hay ninguna jugada tuya que deshacer

## Las probabilidades del entrenador y los resultados exactos

game-chances = probabilidades de { $side }: { $percent } %
game-wins-at-once = { $side } gana de inmediato
game-wins-within = { $side } gana en { $turns } turnos como mucho
game-wins-next-turn = { $side } gana en el próximo turno
game-a-draw = tablas

## Las clases de una jugada

game-class = { $class ->
    [best] mejor jugada
    [good] buena jugada
    [inaccuracy] imprecisión
    [mistake] error
    [blunder] error grave
    [missed-win] desaprovechó una victoria forzada
   *[walked-into-loss] cayó en una derrota forzada
}
game-class-plural = { $class ->
    [best] mejores jugadas
    [good] buenas jugadas
    [inaccuracy] imprecisiones
    [mistake] errores
    [blunder] errores graves
    [missed-win] victorias desaprovechadas
   *[walked-into-loss] caídas en una derrota
}
game-class-count = { $class ->
    [best] { $count ->
        [one] 1 mejor jugada
       *[other] { $count } mejores jugadas
    }
    [good] { $count ->
        [one] 1 buena jugada
       *[other] { $count } buenas jugadas
    }
    [inaccuracy] { $count ->
        [one] 1 imprecisión
       *[other] { $count } imprecisiones
    }
    [mistake] { $count ->
        [one] 1 error
       *[other] { $count } errores
    }
    [blunder] { $count ->
        [one] 1 error grave
       *[other] { $count } errores graves
    }
    [missed-win] { $count ->
        [one] 1 victoria desaprovechada
       *[other] { $count } victorias desaprovechadas
    }
   *[walked-into-loss] { $count ->
        [one] 1 caída en una derrota
       *[other] { $count } caídas en una derrota
    }
}

## Los veredictos del entrenador

game-coach-only-move = { $move } es la única jugada que aguanta ({ $chances }): cualquier otra pierde { $points } puntos o más.
game-coach-one-of-two = { $move } es buena, una de las dos jugadas que aguantan ({ $chances }).
game-coach-best-in-hard = { $move } es la mejor jugada en una posición difícil ({ $chances }).
game-coach-missed-win = { $side } tenía una victoria forzada { $turns ->
    [1] inmediata
   *[other] en { $turns } turnos como mucho
} con { $win } ({ $does }); { $move } la deja escapar.
game-coach-missed-win-now = { $side } tenía una victoria forzada { $turns ->
    [1] inmediata
   *[other] en { $turns } turnos como mucho
} con { $win } ({ $does }); { $move } la deja escapar: ahora, { $chances }.
game-coach-walks-into-loss = { $move } lleva a una derrota forzada: { $loss }.
game-coach-fault = { $class ->
    [inaccuracy] { $move } es una imprecisión
    [mistake] { $move } es un error
    [blunder] { $move } es un error grave
    [missed-win] { $move } desaprovecha una victoria forzada
    [best] { $move } es la mejor jugada
    [good] { $move } es una buena jugada
   *[walked-into-loss] { $move } lleva a una derrota forzada
}: las probabilidades de { $side } pasan del { $before } % al { $after } %.
game-coach-allows = Permite a { $side } responder { $reply }: { $does }.
game-coach-better = { $move } era mejor: { $does }.
game-coach-better-kept = { $move } era mejor: { $does }; { $kept }.

## Por qué un error lo es

game-list = { $rest } y { $last }
game-reason-hole-seeds = { $count ->
    [one] la semilla de { $hole }
   *[other] las { $count } semillas de { $hole }
}
game-reason-hole-more = { $count ->
    [one] la de { $hole }
   *[other] las { $count } de { $hole }
}
game-reason-captures = captura { $holes }, que entran por el kichwa { $kichwa }
game-reason-captures-all = captura { $holes }, { $all } en total, que entran por el kichwa { $kichwa }
game-reason-relays = { $laps ->
    [1] relanza la siembra una vez
    [2] relanza la siembra dos veces
   *[other] relanza la siembra { $laps } veces
}
game-reason-relays-from = { $laps ->
    [1] relanza la siembra una vez
    [2] relanza la siembra dos veces
   *[other] relanza la siembra { $laps } veces
}, desde { $holes }
game-reason-takes-nyumba = se lleva para siempre la nyumba { $hole } de { $side }
game-reason-threatens-nyumba = amenaza la nyumba { $hole } de { $side } ({ $count ->
    [one] 1 semilla
   *[other] { $count } semillas
})
game-reason-takasia = takasia: bloquea { $hole } en el próximo turno de { $side }
game-reason-empties-front-row = vacía la primera fila de { $side }: gana { $winner }
game-reason-never-ending-draw = empieza una siembra que no termina nunca: la partida queda en tablas
game-reason-never-ending-loses = empieza una siembra que no termina nunca: { $side } pierde
game-reason-then = { $does }; { $board }
game-reason-board = entonces { $side } tiene { $count ->
    [one] 1 semilla
   *[other] { $count } semillas
} en el tablero, frente a { $theirs } de { $mover }
game-kept-covered = { $move } mantenía a cubierto { $holes }
game-kept-emptied = { $move } no dejaba nada que capturar en { $holes }
game-kept-both = { $move } mantenía a cubierto { $covered } y no dejaba nada que capturar en { $emptied }

## La revisión de una partida

game-review-of = revisión de la partida: { $title }
game-review-result = resultado: { $result }
game-review-budget = cada posición analizada a { $depth } jugadas de profundidad, { $nodes } nodos como máximo
game-review-budget-unlimited = cada posición analizada a { $depth } jugadas de profundidad, sin límite de nodos
game-review-accuracy = precisión
game-review-no-turning-points = momentos decisivos: ninguno, ninguna jugada perdió 10 puntos de probabilidad o más
game-review-turning-points = { $count ->
    [one] momentos decisivos (la jugada que más perdió):
   *[other] momentos decisivos (las { $count } jugadas que más perdieron):
}
game-review-turning = turno { $turn }, { $move } ({ $side }), { $class ->
    [best] mejor jugada
    [good] buena jugada
    [inaccuracy] imprecisión
    [mistake] error
    [blunder] error grave
    [missed-win] desaprovechó una victoria forzada
   *[walked-into-loss] cayó en una derrota forzada
}: las probabilidades de { $side } pasan del { $before } % al { $after } %
game-review-better = { $said }; { $move } era mejor
game-review-graph = probabilidades de Sur a lo largo de la partida (un punto por posición):
game-review-start = inicio
game-review-turn = turno { $turn }
game-svg-chances = probabilidades de Sur a lo largo de la partida
game-svg-subtitle = { $result }; probabilidades de Sur a lo largo de la partida; precisión: Sur { $south }, Norte { $north }
game-svg-end = probabilidad de Sur al final: { $percent } %

## Empezar, reanudar y guardar una partida

game-in-progress-under = hay una partida con las reglas { $rules } en curso en `{ $path }` (turno { $turn }): `bao game` la reanuda, y `bao game --new` con estas opciones empieza otra y la olvida
game-in-progress-between = hay una partida entre { $south } y { $north } en curso en `{ $path }` (turno { $turn }): `bao game` la reanuda, y `bao game --new` con estas opciones empieza otra y la olvida
game-not-a-side = `{ $text }` no es un lado: indica S o N
game-does-not-replay = `{ $path }` no se puede reproducir
game-does-not-replay-because = `{ $path }` no se puede reproducir: { $error }
game-resuming = se reanuda la partida guardada en `{ $path }` en el turno { $turn }; `bao game --new` empieza otra
game-claim-held = la partida de `{ $path }` está abierta en otra sesión de bao: n empieza una partida nueva con otro nombre, r abre esta solo para leer (no se guarda nada de lo jugado), q sale
game-claim-ask = ¿n, r o q?{" "}
game-claim-new = la partida nueva se guarda en `{ $path }`
game-claim-refused = la partida de `{ $path }` está abierta en otra sesión de bao: termina esa primero, o elige n (una partida nueva con otro nombre) o r (solo lectura)
game-store-no-dir = no se sabe dónde guardar la partida: define HOME, o XDG_STATE_HOME con una ruta absoluta
game-store-cannot-save = no se puede guardar la partida en `{ $path }`: { $error }
game-store-cannot-read = no se puede leer la partida guardada `{ $path }`: { $error }
game-store-does-not-replay = la partida guardada `{ $path }` no se puede reproducir: { $error }; empieza de nuevo con `bao game --new`
game-store-read-only = la partida de `{ $path }` estaba abierta solo para leer: no se guarda nada de lo jugado aquí
game-store-kept = su registro se guarda en `{ $path }` hasta que empiece una partida nueva (`bao replay` la recorre)
game-store-saved = la partida está guardada en `{ $path }`: { $resume } la reanuda

## El modo de líneas

game-line-keys = escribe una jugada en cualquiera de las dos notaciones (A6I*, A6<) o un hueco (A6); u deshace, h da una pista (dos veces: la jugada), r abandona, s [ARCHIVO] guarda el registro, q sale (la partida se guarda)
game-line-prompt = juega { $player } ({ $side }) [jugada, u, h, r, s, q]:{" "}
game-line-over-prompt = u deshace, s [ARCHIVO] guarda el registro, q sale:{" "}
game-took-back = { $count ->
    [one] se deshizo 1 turno
   *[other] se deshicieron { $count } turnos
}
game-line-which = ¿cuál?
game-line-which-prompt = número o jugada (Enter: ninguna):{" "}
game-line-none-of-them = `{ $text }` no es ninguna de ellas
game-played = { $turn }. { $move }: { $does }
game-bao-played = { $turn }. bao juega { $move }: { $does }
game-coach-says = entrenador: { $text }
game-thinking = bao ({ $side }) está pensando…
game-thinking-at-most = bao ({ $side }) está pensando, { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s como máximo…
game-search-failed = la búsqueda de bao ha fallado
game-no-move-found = bao no ha encontrado ninguna jugada
game-hint-hole = pista: mira { $hole } (h otra vez para la jugada)
game-hint-move = pista: { $move }: { $does }
game-yes-words = y, s, sí, si
game-yes-keys = yYsS
game-line-resign = ¿abandonar la partida? [s/N]:{" "}
game-not-resigned = no abandonas: la partida sigue
game-record-written = el registro se ha escrito en `{ $name }`
game-line-record-exists = `{ $name }` ya existe y se conserva: indica otro nombre, `s ARCHIVO`
game-record-cannot-write = no se puede escribir `{ $name }`: { $error }

## La pantalla completa

game-side-player = { $side }: { $player }
game-side-stock = { $name }  reserva { $stock }
game-side-to-move = { $name }  ◀ juega
game-side-stock-to-move = { $name }  reserva { $stock }  ◀ juega
game-screen-moves-title = {" "}Jugadas y notas{" "}
game-coach-on = entrenador sobre { $turn }. { $move }: { $text }
game-screen-resign = ¿abandonar la partida? s abandona, cualquier otra tecla sigue jugando
game-screen-save-as = escribir el registro en: { $name }_  (Enter escribe; vacío: bao-game.txt; Esc)
game-screen-over-review = la partida ha terminado: { $result }; q sale y muestra la revisión
game-screen-thinking-at-most = bao ({ $side }) está pensando… { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s como máximo
game-screen-typed = jugada: { $text }_
game-screen-to-move = juega { $side }: elige un hueco o escribe la jugada
game-screen-keys = ←→↑↓ hueco  Enter juega  u deshaz  h pista  r abandona  s guarda  q sal  +- { NUMBER($speed, useGrouping: "false") }
game-screen-keys-board = ←→↑↓ hueco  Enter juega  q sal  +- { NUMBER($speed, useGrouping: "false") }
game-screen-keys-game = u deshaz  h pista  r abandona  s guarda
game-resignation-taken-back = se deshace el abandono
game-resign-on-your-turn = se abandona en el turno propio
game-record-not-written = el registro no se escribe
game-no-move-from = ninguna jugada legal sale de { $hole }
game-screen-record-exists = `{ $name }` ya existe y se conserva: s otra vez para dar otro nombre
game-screen-no-free-name = no hay ningún nombre libre aquí para el registro

## bao replay

game-replay-turn = { $turn }. { $move } ({ $side }): { $does }
game-replay-header = { $players }, { $date }
game-replay-notes-title = {" "}Jugadas y comentarios{" "}
game-replay-start = el inicio de una partida de { $count } turnos: → o Enter juega el primero
game-replay-end-goes-on = turno { $turn } de { $count }, el final del registro: la partida sigue
game-replay-end = turno { $turn } de { $count }, el final: { $result }
game-replay-at = turno { $turn } de { $count }: { $move } ({ $side })
game-replay-keys = Enter/→ sigue  ← atrás  Inicio principio  Fin final  +- velocidad  q sal
game-replay-keys-step = Enter/→ sigue  ← atrás  +- velocidad
game-replay-keys-jump = Inicio principio  Fin final  q sal
game-replay-result = resultado: { $result }
game-replay-annotated = la copia anotada se ha escrito en `{ $path }`
game-replay-turn-does-not-replay = el turno { $turn } no se puede reproducir
game-replay-is-the-record = `{ $path }` es el propio registro: --annotate escribe una copia, nunca sobre el original
game-replay-exists = `{ $path }` ya existe y se conserva: bórralo o indica otro --out
game-review-svg-is-the-record = `{ $path }` es el propio registro: indica otro archivo a --svg
game-review-svg-exists = `{ $path }` ya existe y se conserva: bórralo o indica otro --svg
game-review-svg-written = el gráfico de la revisión se ha dibujado en `{ $path }`
game-review-progress = revisando la posición { $n } de { $total }

## La revisión en pantalla completa y la barra de probabilidad

game-review-no-moves = ninguna jugada
game-review-side = { $side }: { $counts }
game-review-side-accuracy = { $side }: { $counts }; precisión { $accuracy } %
game-review-title = revisión: { $title }
game-review-keys = q sal
game-bar-north = N
game-bar-south = S
game-bar-finding = probabilidades de Sur: …
game-bar-line = Sur { $percent } %

## Registros de partida que no se pueden leer (src/game/record/parse.rs, src/game/record.rs, src/game/store.rs)
game-record-line = línea { $line }: { $message }
game-record-control = el carácter de control `{ $text }` no puede estar en un registro
game-record-out-of-order = el turno `{ $text }` está fuera de orden: toca el turno { $expected }
game-record-neither = `{ $text }` no es ni una línea de cabecera `Clave: valor` ni un turno numerado `1. A6L*`
game-record-header-after-turn = una línea de cabecera debe ir antes del primer turno
game-record-header-empty = la cabecera `{ $key }` no tiene valor
game-record-players-form = `Players:` lleva `SUR - NORTE`
game-record-players-twice = los jugadores se nombran dos veces
game-record-unknown-header = cabecera desconocida `{ $key }`: las cabeceras son Rules, South, North, Players, Date, Result y Start
game-record-header-twice = la cabecera `{ $key }` aparece dos veces
game-record-comment-open = un comentario con `{"{"}` debe terminar con `{"}"}` en su misma línea
game-record-no-move = el turno no tiene jugada
game-record-one-move = `{ $text }`: una jugada por línea (pon un comentario tras `;`)
game-record-no-rules = el registro no tiene línea `Rules:`
game-record-rules = `Rules:` { $reason }
game-record-start = `Start:` { $reason }
game-record-at-column = { $reason } en la columna { $column }
game-record-player-south = el jugador de Sur { $reason }
game-record-player-north = el jugador de Norte { $reason }
game-record-level = `{ $text }`: el nivel de bao va de 1 a 6
game-record-time = `{ $text }`: el tiempo de bao por jugada va de 1 a { $most } ms (una hora)
game-record-no-result = el registro no tiene línea `Result:`
game-record-bad-result = `Result:` `{ $text }` no es un resultado: escribe `*` para una partida en curso, o quién ganó y por qué, p. ej. `South wins: North resigned`
game-record-after-end = el turno { $turn } viene después del final de la partida ({ $outcome })
game-record-turn = turno { $turn } `{ $text }`: { $message }
game-record-not-over = la partida no ha terminado tras el último turno
game-record-start-over = la posición de `Start:` ya ha terminado: { $outcome }
game-record-moves-end = las jugadas la terminan: { $outcome }
game-record-result-differs = `Result:` dice `{ $text }`, pero { $played }
game-store-lock-irregular = el archivo de bloqueo no es un archivo normal: bórralo
game-store-no-other-name = no queda libre a su lado ningún otro nombre hasta el 99
game-player-you = tú
game-coach-legend = { $capture } lo que captura la respuesta  { $better } mejor jugada
