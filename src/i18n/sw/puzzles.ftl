# puzzles: mkufunzi wa mafumbo, bao puzzles. Ujumbe puzzles-...

## Maana ya kila mada

puzzles-theme-kimbi = Unakula kutoka kimbi, shimo la pili kutoka mwisho wa safu yako ya mbele (A2 au A7 kwa Kusini, a2 au a7 kwa Kaskazini), kwa hiyo kete lazima ziingie kwenye kichwa cha upande huo.
puzzles-theme-kichwa = Unakula kutoka shimo la katikati, kwa hiyo unachagua kichwa ambacho kete zinaingia: chagua mwisho sahihi.
puzzles-theme-relay-chain = Ulaji mmoja unaleta mwingine: hatua moja inakula kutoka mashimo mawili au zaidi.
puzzles-theme-nyumba-stop = Upandaji wako unaishia kwenye nyumba yako na unachagua kusimama hapo badala ya kwenda safari.
puzzles-theme-nyumba-safari = Upandaji wako unaishia kwenye nyumba yako na unainua kete zake na kuendelea kupanda: safari.
puzzles-theme-nyumba-tax = Unalipa kodi ya nyumba: kete mbili zinatolewa kwenye nyumba yako na kupandwa.
puzzles-theme-nyumba-lost = Nyumba ya mpinzani wako inaliwa au kuachwa tupu, na anaipoteza kabisa.
puzzles-theme-takasa-trap = Mpinzani wako anabaki bila chochote cha kula na lazima acheze takasa, ambayo haimwokoi.
puzzles-theme-takasia = Takasa yako inafunga mojawapo ya mashimo ya mpinzani wako kwa zamu yake ijayo: takasia.
puzzles-theme-front-row-emptied = Unashinda kwa kula kete za mwisho za safu ya mbele ya mpinzani wako.
puzzles-theme-no-move-left = Unashinda kwa kumwacha mpinzani wako bila hatua halali.
puzzles-theme-quiet-move = Hatua ya kwanza haili chochote: hatua tulivu inayoandaa ushindi.
puzzles-theme-sacrifice = Hatua ya kwanza inatoa kete: mpinzani wako anakula zaidi kuliko wewe.
puzzles-theme-long-relay = Hatua moja inaendelea kwa mizunguko mingi: fuata kila mwendelezo hadi mwisho wake kabla ya kucheza.
puzzles-theme-namua = Fumbo liko katika hatua ya namua: bado una kete katika akiba yako.
puzzles-theme-mtaji = Fumbo liko katika hatua ya mtaji: akiba yako iko tupu na unapanda kutoka kwenye bao.

## Hukumu za mkufunzi

puzzles-ends-without-win = { $move } inamaliza mchezo bila ushindi kwa { $side }
puzzles-no-win-in-time = { $move } haimalizi mchezo, na ushindi ulipaswa kuja ndani ya { $turns ->
    [one] zamu 1
   *[other] zamu { $turns }
}
puzzles-escapes = baada ya { $move }, { $reply } ya { $side } inaokoa: hakuna ushindi uliobaki ndani ya { $turns ->
    [one] zamu 1
   *[other] zamu { $turns }
}
puzzles-no-defence = Ulinzi haukuweza kupatikana: { $error }.
puzzles-found-with-hint = limetatuliwa kwa dokezo, jambo linalohesabiwa kama kutotatuliwa
puzzles-no-win-left = hakuna ushindi uliobaki kutoka hapa
puzzles-none-of-theme = hakuna fumbo katika mkusanyiko lenye mada `{ $theme }`
puzzles-empty = mkusanyiko wa mafumbo hauna mafumbo

## Anachosema mkufunzi

puzzles-keys-settled = Enter fumbo linalofuata, q simama
puzzles-keys-playing = hatua (k.m. A4R), h dokezo, q simama, ? vitufe
puzzles-help = Andika hatua ya upande unaoshinda kama masomo yanavyoiandika (A4R: kutoka A4, kwenda kulia; kichwa cha ulaji kwa L au R). bao anajibu kwa ulinzi mrefu zaidi. Hatua moja isiyoshinda ndani ya zamu zilizobaki inashindwa fumbo, na kisha jibu linachezwa kwenye bao. h inataja shimo la hatua inayoshinda, h tena hatua yenyewe; fumbo lililotatuliwa kwa dokezo linahesabiwa kama lililoshindwa kwa alama zako. Enter inaenda kwenye fumbo linalofuata baada ya hili kwisha; q inasimama na kufupisha kikao.
puzzles-standing-rated = Alama zako za mafumbo: { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } (±{ NUMBER($deviation, maximumFractionDigits: 0) }).
puzzles-standing-streak = Mfululizo: { $count } yametatuliwa mfululizo (bora kuliko yote: { $best }).
puzzles-puzzle = Fumbo { $id } (alama { $rating })
puzzles-prompt-over = Fumbo limekwisha.
puzzles-prompt-first = Zamu ya { $side }, anayeshinda ndani ya { $turns ->
    [one] zamu 1
   *[other] zamu { $turns }
}: cheza hatua ya kwanza.
puzzles-prompt-next = Baada ya { $moves }: hatua ya { $turn } kati ya { $of } ya { $side }.
puzzles-plays = { $side } anacheza { $move }:
puzzles-answers = { $side } anajibu { $move }:
puzzles-none-left = Hakuna fumbo lililobaki la kutoa katika kikao hiki.
puzzles-hint-hole = Dokezo: hatua inayoshinda inaanzia { $hole }. h tena inataja hatua.
puzzles-hint-move = Dokezo: cheza { $move }.
puzzles-hint-costs = { $hint } (Fumbo lenye dokezo linahesabiwa kama lililoshindwa kwa alama zako.)
puzzles-no-hint = Hakuna dokezo: { $why }.
puzzles-waiting-over = Fumbo limekwisha: Enter kwa linalofuata, q kusimama.
puzzles-waiting-on = Fumbo halijaisha: cheza hatua, h kwa dokezo, q kusimama.
puzzles-stopped = Imesimamishwa kabla uthibitisho haujakamilika: hakuna kilichochezwa; jaribu tena.
puzzles-not-solved-why = Halijatatuliwa: { $why }.
puzzles-solution = Jibu: { $moves }.
puzzles-themes = Mada:
puzzles-verdict-rated = { $solved ->
    [yes] Limetatuliwa.
   *[no] Halijatatuliwa.
} Alama zako: { $before } → { $after } ({ $change }).
puzzles-verdict-streak = Limetatuliwa. Mfululizo: { $count }.
puzzles-verdict-streak-ends = Halijatatuliwa. Mfululizo umekwisha.
puzzles-session-over = Kikao kimekwisha: { $solved } kati ya { $count ->
    [one] fumbo 1 limetatuliwa
   *[other] mafumbo { $count } yametatuliwa
}.
puzzles-summary-rating = Alama: { $before } → { $after } ({ $change }).
puzzles-summary-streak = Mfululizo bora wa kikao: { $count }.
puzzles-summary-themes = Mada zilizoshindwa zaidi: { $themes }.

## Mkufunzi kwenye skrini nzima

puzzles-screen-keys-settled = {" "}Enter fumbo linalofuata · q simama · ? vitufe
puzzles-screen-keys-playing = {" "}andika hatua, Enter huicheza · h dokezo · q simama · ? vitufe
puzzles-screen-title = {" "}Fumbo{" "}
puzzles-screen-help-move = Andika hatua ya upande unaoshinda kama masomo yanavyoiandika (A4R: kutoka A4, kwenda kulia).
puzzles-screen-help-defence = bao anajibu kwa ulinzi mrefu zaidi; hatua moja isiyoshinda kwa wakati inashindwa fumbo.
puzzles-screen-help-hint = h inataja shimo, h tena hatua yenyewe: fumbo lenye dokezo linahesabiwa kama lililoshindwa kwa alama.
puzzles-screen-help-scroll = PgUp na PgDn husogeza maneno haya yanapokuwa marefu kuliko kidirisha.
puzzles-screen-typed = hatua: { $text }_

## Kusoma mkusanyiko

puzzles-unknown-theme = mada isiyojulikana `{ $theme }`: mada ni { $themes }
puzzles-built-in-unreadable = mafumbo yaliyojengwa ndani katika `{ $path }` hayawezi kusomwa:
    { $faults }
puzzles-cannot-read = haiwezekani kusoma `{ $path }`: { $error }
puzzles-unreadable = mafumbo katika `{ $path }` hayawezi kusomwa:
    { $faults }

## bao puzzles generate

puzzles-generate-count = --count lazima iwe angalau 1
puzzles-generate-progress = mafumbo { $kept } kati ya { $count } kutoka michezo { $games }, misimamo { $tried } imethibitishwa
