# puzzles: el entrenador de problemas, bao puzzles. Mensajes puzzles-...

## Qué significa cada tema

puzzles-theme-kimbi = Capturas desde un kimbi, el segundo hueco desde un extremo de tu primera fila (A2 o A7 para Sur, a2 o a7 para Norte), así que las semillas deben entrar por el kichwa de ese lado.
puzzles-theme-kichwa = Capturas desde un hueco central, así que eliges el kichwa por el que entran las semillas: elige el extremo correcto.
puzzles-theme-relay-chain = Una captura lleva a la siguiente: una sola jugada captura de dos huecos o más.
puzzles-theme-nyumba-stop = Tu siembra termina en tu nyumba y eliges parar ahí en lugar de hacer una safari.
puzzles-theme-nyumba-safari = Tu siembra termina en tu nyumba y levantas sus semillas y sigues sembrando: una safari.
puzzles-theme-nyumba-tax = Pagas el impuesto de la nyumba: se sacan dos semillas de tu nyumba y se siembran.
puzzles-theme-nyumba-lost = La nyumba de tu rival es capturada o vaciada, y la pierde para siempre.
puzzles-theme-takasa-trap = Tu rival se queda sin nada que capturar y debe jugar una takasa, que no lo salva.
puzzles-theme-takasia = Tu takasa bloquea uno de los huecos de tu rival en su próximo turno: takasia.
puzzles-theme-front-row-emptied = Ganas capturando las últimas semillas de la primera fila de tu rival.
puzzles-theme-no-move-left = Ganas dejando a tu rival sin ninguna jugada legal.
puzzles-theme-quiet-move = La primera jugada no captura nada: una jugada tranquila que prepara la victoria.
puzzles-theme-sacrifice = La primera jugada regala semillas: tu rival captura más que tú.
puzzles-theme-long-relay = Una jugada sigue durante muchas vueltas: sigue cada relevo hasta el final antes de jugar.
puzzles-theme-namua = El problema está en la fase namua: aún tienes semillas en tu reserva.
puzzles-theme-mtaji = El problema está en la fase mtaji: tu reserva está vacía y siembras desde el tablero.

## Los veredictos del entrenador

puzzles-ends-without-win = { $move } termina la partida sin que gane { $side }
puzzles-no-win-in-time = { $move } no termina la partida, y la victoria tenía que llegar en { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}
puzzles-escapes = tras { $move }, { $reply } de { $side } escapa: no queda ninguna victoria en { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}
puzzles-no-defence = No se ha podido encontrar la defensa: { $error }.
puzzles-found-with-hint = resuelto con una pista, que cuenta como no resuelto
puzzles-no-win-left = desde aquí no queda ninguna victoria
puzzles-none-of-theme = ningún problema de la colección tiene el tema `{ $theme }`
puzzles-empty = la colección de problemas no tiene problemas

## Lo que dice el entrenador

puzzles-keys-settled = Enter siguiente problema, q parar
puzzles-keys-playing = una jugada (p. ej. A4D), h pista, q parar, ? teclas
puzzles-help = Escribe la jugada del lado que gana como la escriben las lecciones (A4D: desde A4, hacia la derecha; el kichwa de una captura con I o D). bao responde con la defensa más larga. Una jugada que no gana en los turnos que quedan hace fallar el problema, y entonces la solución se juega en el tablero. h nombra el hueco de la jugada ganadora, h otra vez la jugada; un problema resuelto con una pista cuenta como fallado para tu puntuación. Enter pasa al siguiente problema cuando este ha terminado; q para y resume la sesión.
puzzles-standing-rated = Tu puntuación de problemas: { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } (±{ NUMBER($deviation, maximumFractionDigits: 0) }).
puzzles-standing-streak = Racha: { $count } resueltos seguidos (mejor de siempre: { $best }).
puzzles-puzzle = Problema { $id } (puntuación { $rating })
puzzles-prompt-over = El problema ha terminado.
puzzles-prompt-first = Juega { $side }, que gana en { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}: haz la primera jugada.
puzzles-prompt-next = Tras { $moves }: jugada { $turn } de { $of } de { $side }.
puzzles-plays = { $side } juega { $move }:
puzzles-answers = { $side } responde { $move }:
puzzles-none-left = No queda ningún problema que servir en esta sesión.
puzzles-hint-hole = Pista: la jugada ganadora sale de { $hole }. h otra vez nombra la jugada.
puzzles-hint-move = Pista: juega { $move }.
puzzles-hint-costs = { $hint } (Un problema con pista cuenta como fallado para tu puntuación.)
puzzles-no-hint = Sin pista: { $why }.
puzzles-waiting-over = El problema ha terminado: Enter para el siguiente, q para parar.
puzzles-waiting-on = El problema no ha terminado: haz una jugada, h para una pista, q para parar.
puzzles-stopped = Parado antes de terminar la demostración: no se ha jugado nada; inténtalo de nuevo.
puzzles-not-solved-why = No resuelto: { $why }.
puzzles-solution = La solución: { $moves }.
puzzles-themes = Temas:
puzzles-verdict-rated = { $solved ->
    [yes] Resuelto.
   *[no] No resuelto.
} Tu puntuación: { $before } → { $after } ({ $change }).
puzzles-verdict-streak = Resuelto. Racha: { $count }.
puzzles-verdict-streak-ends = No resuelto. La racha termina.
puzzles-session-over = Sesión terminada: { $solved } de { $count ->
    [one] 1 problema resuelto
   *[other] { $count } problemas resueltos
}.
puzzles-summary-rating = Puntuación: { $before } → { $after } ({ $change }).
puzzles-summary-streak = Mejor racha de la sesión: { $count }.
puzzles-summary-themes = Los temas más fallados: { $themes }.

## El entrenador en pantalla completa

puzzles-screen-keys-settled = {" "}Enter siguiente problema · q parar · ? teclas
puzzles-screen-keys-playing = {" "}escribe una jugada, Enter la juega · h pista · q parar · ? teclas
puzzles-screen-title = {" "}Problema{" "}
puzzles-screen-help-move = Escribe la jugada del lado que gana como la escriben las lecciones (A4D: desde A4, hacia la derecha).
puzzles-screen-help-defence = bao responde con la defensa más larga; una jugada que no gana a tiempo hace fallar el problema.
puzzles-screen-help-hint = h nombra el hueco, h otra vez la jugada: un problema con pista cuenta como fallado para la puntuación.
puzzles-screen-help-scroll = RePág y AvPág desplazan este texto cuando es más largo que el panel.
puzzles-screen-typed = jugada: { $text }_

## Leer la colección

puzzles-unknown-theme = tema desconocido `{ $theme }`: los temas son { $themes }
puzzles-built-in-unreadable = los problemas incluidos en `{ $path }` no se pueden leer:
    { $faults }
puzzles-cannot-read = no se puede leer `{ $path }`: { $error }
puzzles-unreadable = los problemas de `{ $path }` no se pueden leer:
    { $faults }

## bao puzzles generate

puzzles-generate-count = --count debe ser al menos 1
puzzles-generate-progress = { $kept } de { $count } problemas a partir de { $games } partidas, { $tried } posiciones demostradas
