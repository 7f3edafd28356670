# check

## Faili za somo na za mchoro (src/lesson/validate.rs)
check-version-newer = format_version { $version } ni mpya kuliko bao hii, ambayo husoma toleo { $supported }
check-version-newer-label = kutoka siku zijazo
check-version-newer-help = sasisha bao ili kusoma faili hii, au andika `format_version: { $supported }` kama haitumii kitu kipya zaidi
check-version-unknown = format_version { $version } haipo
check-version-unknown-label = toleo lisilojulikana
check-version-unknown-help = andika `format_version: { $supported }`
check-image-label = picha
check-image-help = weka picha katika folda ya somo (au iliyo chini yake) na utoe njia yake kutoka hapo, kwa mfano `![bao](images/board.png)`
check-rules-label = si kanuni za mchezo
check-rules-help = andika `kiswahili` au `kujifunza`, kisha vipengee vyovyote vya `,chaguo=thamani`, kwa mfano `kiswahili,takasia=off`
check-diagram-position-is-diagram = nafasi ya mchoro haiwezi kuwa mchoro mwingine
check-diagram-position-is-diagram-label = kitambulisho cha mchoro
check-diagram-position-is-diagram-help = nakili gridi, au andika umbo la mstari mmoja
check-reconstructed-without-claims = mchoro uliojengwa upya lazima uorodheshe kama `claims` sentensi ulizojengwa kutoka kwazo
check-reconstructed-without-claims-label = umejengwa upya
check-reconstructed-without-claims-help = ongeza `claims`, kila moja na ukaguzi (moves, play, expect, illegal) unaolithibitisha

## Vipengele na madai (src/lesson/validate/steps.rs)
check-position-over = mchezo tayari umekwisha katika nafasi hii ({ $outcome }): hakuna hatua inayochezwa kutoka hapo
check-position-over-label = umekwisha tayari
check-position-over-help = kipengele kinachocheza, kuorodhesha hatua au kudai ushindi kinahitaji mchezo ambao bado unaendelea
check-move-listed-twice = `{ $text }` inataja { $mv }, ambayo tayari imeorodheshwa
check-move-listed-twice-label = imeorodheshwa mara mbili
check-move-listed-twice-help = orodhesha kila hatua halali mara moja tu
check-illegal-without-play = `illegal` inahitaji `play`: hatua ambayo lazima iwe si halali
check-expect-without-play = `expect` inahitaji `play`: hatua ambayo matokeo yake inayaeleza
check-no-move-label = hakuna hatua
check-add-play-help = ongeza `play: <hatua>` kwenye kipengele hiki
check-illegal-with-expect = hatua isiyo halali haina matokeo ya kutarajia
check-remove-this-label = ondoa hiki
check-illegal-with-expect-help = ondoa `expect`, au `illegal` kama hatua ni halali
check-first-step-without-position = kipengele cha kwanza lazima kitoe nafasi ya mchezo
check-first-step-without-position-label = hakuna nafasi
check-first-step-without-position-help = ongeza `position:` yenye kitambulisho cha mchoro, nafasi ya mstari mmoja au gridi
check-claim-without-check = dai linahitaji ukaguzi unaolithibitisha
check-claim-without-check-label = hakuna cha kukagua
check-claim-without-check-help = ongeza `moves`, `play` pamoja na `expect` au `illegal`, au `wins_in` kwa fumbo

## Nafasi, mashimo na hatua kama zilivyoandikwa (src/lesson/validate/position.rs)
check-here-label = hapa
check-one-line-invalid = nafasi ya mstari mmoja si sahihi: { $reason }
check-one-line-help = safu ni safu ya nyuma ya Kaskazini b8..b1 / safu ya mbele ya Kaskazini a8..a1 / safu ya mbele ya Kusini A1..A8 / safu ya nyuma ya Kusini B1..B8, kisha S au N, kisha ukipenda stock=S,N nyumba=SN|S|N|- block=SHIMO
check-diagram-broken = mchoro `{ $id }` una matatizo yake wenyewe
check-diagram-broken-label = mchoro huu
check-diagram-broken-help = rekebisha { $file } kwanza (`bao check { $file }`)
check-diagram-unknown = hakuna mchoro `{ $id }`
check-diagram-unknown-label = mchoro usiojulikana
check-diagram-unknown-help-near = ulimaanisha `{ $near }`? kitambulisho cha mchoro ni jina la faili yake katika diagrams/ bila `.yaml`
check-diagram-unknown-help = kitambulisho cha mchoro ni jina la faili yake katika diagrams/ bila `.yaml`; nafasi ya mstari mmoja ina `/` kati ya safu
check-grid-invalid = gridi si sahihi: { $reason }
check-grid-help = gridi ni safu 4 za idadi 8 kutoka 0 hadi 64, `O` au `0` kwa shimo tupu, kama katika `| O | 3 | 1 | 8 | O | 2 | 5 | 6 |`
check-nyumba-owner = `{ $text }` si mwenye nyumba
check-nyumba-owner-label = si SN, S, N wala -
check-nyumba-owner-help = andika SN (kila mmoja ana yake), S, N, au - (hakuna)
check-stock-counts = akiba ina idadi 2, zimepatikana { $count }
check-stock-counts-help = andika `[ya Kusini, ya Kaskazini]`, kwa mfano `[1, 1]`
check-stock-what = akiba
check-stock-range = akiba ina kete 0 hadi 64
check-out-of-range = { $value } iko nje ya kiwango cha { $what }
check-out-of-range-label = nje ya kiwango
check-not-a-position = si nafasi ya mchezo: { $reason }
check-not-a-position-label = nafasi hii
check-hole-unknown = shimo lisilojulikana `{ $text }`
check-hole-unknown-label = si shimo
check-holes-help = mashimo ni A1..A8 na B1..B8 (Kusini), a1..a8 na b1..b8 (Kaskazini)
check-move-hole-help = hatua huanza kwa mojawapo ya mashimo ya mchezaji mwenye zamu: { $holes }
check-move-text-help = andika kwa mfano `A5L`, `A5R>`, `A6L*` au `A4<`, `A3>+`, `A6<*`
check-move-hole-unknown = shimo lisilojulikana `{ $hole }` katika hatua `{ $text }`
check-move-not-legal-reason = si mojawapo ya hatua halali
check-no-legal-move-help = hakuna hatua halali hapa: mchezo umekwisha
check-legal-moves-help = hatua halali hapa ni { $moves }
check-move-not-legal = `{ $text }` si halali hapa: { $reason }
check-illegal-move-label = hatua isiyo halali
check-did-you-mean = ulimaanisha { $near }? { $help }
check-capture-range = hatua hula kete 0 hadi 64

## Mafumbo katika masomo (src/lesson/validate/steps/puzzle.rs)
check-empty-label = tupu
check-idea-empty = `idea` ni tupu
check-idea-empty-help = andika kwa nini hatua inayoshinda inashinda, au ondoa `idea`
check-puzzle-key-without-wins-in = `{ $key }` ni kwa ajili ya fumbo, na hiki hakina `wins_in`
check-puzzle-key-without-wins-in-label = si fumbo
check-puzzle-key-without-wins-in-help = ongeza `wins_in: N`, idadi ndogo zaidi ya zamu ambazo mchezaji mwenye zamu anahitaji ili kushinda, au ondoa ufunguo huu
check-wins-in-range = fumbo hushindwa katika zamu 1 hadi { $most }
check-solution-empty-help = toa mstari mkuu, kwa mfano `solution: [A6R*, a3L*, B2L*]`, au uuondoe ili `bao record` iuandike
check-solution-after-end = mchezo unakwisha baada ya { $mv }: suluhisho lazima liishe kwa hatua inayoshinda
check-solution-after-end-label = baada ya mwisho
check-solution-after-end-help = ondoa hatua zinazofuata ile inayomaliza mchezo
check-cooks-empty-help = toa hatua nyingine za kwanza zinazoshinda, kwa mfano `cooks: [A7L*]`, au uiondoe
check-cook-listed-twice-help = orodhesha kila suluhisho mbadala mara moja tu
check-key-empty = `{ $key }` ni tupu
check-empty-list-label = orodha tupu
check-puzzle-with-key = fumbo haliwezi kuwa pia na `{ $key }`
check-puzzle-with-key-label = si katika fumbo
check-puzzle-with-key-help = weka `{ $key }` katika kipengele chake peke yake, au ondoa `wins_in`

## Mazoezi (src/lesson/validate/steps/exercise.rs)
check-prompt-empty = swali ni tupu
check-prompt-empty-help = andika swali, au ondoa `prompt` ili kutumia maneno yanayotengenezwa kutoka zoezi
check-exercise-key-misplaced = `{ $key }` si kwa zoezi la { $kind }
check-exercise-key-misplaced-label = si kwa aina hii
check-exercise-key-misplaced-help = `{ $key }` ni kwa mazoezi ya { $kinds }: iondoe
check-goal-empty = lengo halisemi chochote ambacho hatua lazima ifikie
check-goal-empty-label = lengo tupu
check-goal-empty-help = toa moja au zaidi kati ya position, last, captured, ends, blocks, winner, enters, captures_most, safari, ends_game
check-missing-goal-help = kile ambacho hatua lazima ifikie, kwa mfano `goal: { "{" } captured: 6 { "}" }`
check-missing-answers-help = hatua zinazokubaliwa, kwa mfano `answers: [A8R]`
check-missing-move-help = hatua inayoulizwa, kwa mfano `move: A2L`
check-answer-hole = shimo, kama `A3`
check-answer-what = jibu
check-answer-count = idadi, kama `4`
check-answer-yes-no = `yes` au `no`
check-enters-not-kichwa-south = `{ $text }` si kichwa cha Kusini, mchezaji mwenye zamu
check-enters-not-kichwa-north = `{ $text }` si kichwa cha Kaskazini, mchezaji mwenye zamu
check-enters-not-kichwa-label = si kichwa
check-enters-not-kichwa-help-south = kete zilizoliwa huingia kwenye kichwa cha Kusini: { $first } au { $second }
check-enters-not-kichwa-help-north = kete zilizoliwa huingia kwenye kichwa cha Kaskazini: { $first } au { $second }
check-flag-false = `{ $key }: false` haiombi chochote kwa hatua
check-flag-false-help = andika `{ $key }: true`, au usiweke `{ $key }`
check-exercise-missing = zoezi hili linahitaji `{ $key }`
check-exercise-missing-help = ongeza `{ $key }`: { $what }
check-answer-wrong-kind = jibu si la aina ambayo zoezi hili linauliza
check-answer-wrong-kind-label = aina isiyo sahihi ya jibu
check-answer-wrong-kind-help = jibu ni { $expected }
check-kinds-not-find-move = last-hole, captured na legal

## Makosa ya kisomaji cha YAML (src/lesson/load/yaml_error.rs)
check-yaml-of-key = `{ $key }`: { $message }
check-yaml-readme-help = tazama maelezo ya ufunguo katika lessons/README.md
check-yaml-expected = ilitarajiwa { $what }
check-yaml-not-this-label = si hiki
check-yaml-every-key-help = lessons/README.md inaeleza kila ufunguo
check-yaml-duplicate-key = ufunguo `{ $key }` umeandikwa mara mbili katika ramani moja
check-yaml-duplicate-this-key = ufunguo huu umeandikwa mara mbili katika ramani moja
check-yaml-duplicate-key-label = tena
check-yaml-duplicate-key-help = YAML ingehifadhi mmoja tu kati yao: ondoa mmoja, au unganisha yanayosemwa
check-yaml-second-document = hati ya pili ya YAML inaanza hapa, baada ya mstari `---`
check-yaml-second-document-label = hati ya pili
check-yaml-second-document-help = faili moja ina somo moja, sura moja au mchoro mmoja: ondoa mstari `---`, au hamisha kinachofuata kwenye faili yake
check-yaml-too-big = faili ni kubwa mno kuwa somo au mchoro: { $reason }
check-yaml-too-big-label = kubwa mno
check-yaml-too-big-help = igawe katika faili ndogo zaidi; lakabu (`*jina`) hunakili kila kitu ambacho nanga yake inacho
check-yaml-aliases = lakabu (`*jina`) za faili hii zinapanuka kupita kiasi
check-yaml-aliases-label = nakala nyingi mno
check-yaml-aliases-help = andika thamani zenyewe, au tumia lakabu chache zaidi
check-yaml-unknown-anchor = lakabu hii haitaji nanga yoyote
check-yaml-unknown-anchor-label = hakuna nanga hiyo
check-yaml-unknown-anchor-help = lakabu `*jina` hurudia thamani iliyowekwa alama `&jina` mapema katika faili
check-yaml-eof = faili inaishia katikati ya thamani
check-yaml-eof-label = mwisho
check-yaml-eof-help = funga kila alama ya nukuu, `[` na `{ "{" }` ambayo faili inafungua
check-yaml-scalar-help = andika { $what } bila alama za nukuu, kwa mfano `{ $key }: { $example }`
check-yaml-expected-bool = ilitarajiwa `true` au `false`
check-yaml-bool-label = si true wala false
check-yaml-bool-help = andika `true` au `false`
check-yaml-value-missing = thamani inakosekana hapa
check-yaml-value-missing-label = hakuna kitu hapa
check-yaml-value-missing-help = toa thamani, au ondoa ufunguo au kipengee cha orodha
check-yaml-expected-found = ilitarajiwa { $what }, imepatikana { $found }
check-yaml-this-value-label = thamani hii
check-yaml-expected-items = ilitarajiwa { $what }, vimepatikana vipengee { $count }
check-yaml-this-list-label = orodha hii
check-yaml-values-near = ulimaanisha `{ $near }`? thamani ni { $values }
check-yaml-values = thamani ni { $values }
check-yaml-unknown-value = `{ $value }` si mojawapo ya thamani zinazoruhusiwa hapa
check-yaml-unknown-value-label = thamani isiyojulikana
check-yaml-unknown-key = ufunguo usiojulikana `{ $key }`
check-yaml-unknown-key-label = si ufunguo hapa
check-yaml-unknown-key-help = funguo za hapa ni { $keys }
check-yaml-missing-key = ufunguo `{ $key }` unakosekana
check-yaml-missing-key-label = katika ramani hii
check-yaml-missing-key-help = ongeza `{ $key }:` pamoja na thamani yake
check-yaml-not-utf8 = si maandishi ya UTF-8
check-yaml-not-utf8-help = hifadhi faili kama UTF-8
check-yaml-unreadable = YAML hii haiwezi kusomwa
check-yaml-unreadable-help = kagua ujongezaji (nafasi tupu tu), alama za nukuu na mabano katika mstari huu na ule ulio juu yake
check-yaml-breach-nodes = ina thamani zaidi ya { $count }
check-yaml-breach-depth = imewekwa ndani kwa viwango { $depth }
check-yaml-breach-text = maandishi yake ni marefu mno
check-yaml-breach-documents = ina hati nyingi mno
check-yaml-breach-aliases = lakabu zake (`*jina`) zinapanuka kupita kiasi
check-yaml-breach-other = ni kubwa mno
check-yaml-words-bool = `true` au `false`
check-yaml-words-number = namba
check-yaml-words-whole-number = namba kamili
check-yaml-words-other-kind = thamani ya aina nyingine
check-yaml-words-list-here = orodha hapa, kwa mfano `[A1L, A2L]`
check-yaml-words-mapping-here = ramani ya funguo hapa
check-yaml-words-single-value-here = thamani moja hapa, si orodha wala ramani
check-yaml-words-other-kind-here = aina nyingine ya thamani hapa
check-yaml-words-list = orodha, kwa mfano `[A1L, A2L]`
check-yaml-words-text = maandishi
check-yaml-words-mapping-of-keys = ramani ya funguo
check-yaml-words-allowed-value = mojawapo ya thamani zinazoruhusiwa hapa
check-yaml-words-two-numbers = orodha ya namba mbili, kwa mfano `[1, 1]`
check-yaml-found-list = orodha
check-yaml-found-mapping = ramani
check-yaml-found-nothing = hakuna kitu
check-yaml-found-text = maandishi { $text }
check-yaml-found-number = namba { $number }

## Sintaksia ya YAML (src/lesson/load/yaml_syntax.rs, src/lesson/load.rs)
check-yaml-colon-in-value = thamani ya `{ $key }` ina `: ` ndani yake, ambayo YAML huisoma kama ufunguo mpya
check-yaml-colon-in-value-label = `: ` ya pili
check-yaml-colon-in-value-help = weka thamani ndani ya alama za nukuu: `{ $key }: "{ $value }"`
check-yaml-indented-too-far = mstari { $line } umejongezwa ndani zaidi kuliko mstari { $above }, kwa hiyo YAML huusoma kama sehemu zaidi ya thamani ya mstari { $above }
check-yaml-indented-too-far-label = umejongezwa mno
check-yaml-indented-too-far-help = jongeza `{ $key }:` sawasawa na funguo unazoenda nazo (nafasi tupu tu)
check-yaml-indentation = mstari { $line } haujajongezwa kama mistari iliyo juu yake wala kama kipengee kipya
check-yaml-indentation-label = ujongezaji
check-yaml-indentation-help = ujongeze sawasawa na funguo unazoenda nazo (nafasi tupu tu), au anza kipengee kipya cha orodha kwa `- `
check-yaml-bracket = `[` au `{ "{" }` hapa haijafungwa mahali ambapo YAML inatarajia
check-yaml-not-closed-label = haijafungwa
check-yaml-bracket-help = ifunge katika thamani ileile, kwa mfano `[A1L, A2L]`, na utenganishe vipengee kwa `, `
check-yaml-quote = alama ya nukuu hapa haifungwi kamwe
check-yaml-quote-help = maliza maandishi kwa alama ya nukuu ileile yanayoanza nayo
check-yaml-bad-start = katika YAML thamani haiwezi kuanza kwa herufi hii
check-yaml-bad-start-label = herufi hii
check-yaml-bad-start-help = weka thamani ndani ya alama za nukuu
check-yaml-tab = kichupo mahali ambapo YAML hairuhusu
check-yaml-tab-label = kichupo
check-yaml-tab-spaces-help = YAML hujongeza kwa nafasi tupu tu: badilisha vichupo kwa nafasi tupu
check-yaml-tab-in-indent = kichupo katika ujongezaji: YAML hujongeza kwa nafasi tupu tu
check-yaml-tab-in-indent-help = badilisha kichupo kwa nafasi tupu, nyingi kama zinazotumiwa na mistari iliyo kando yake
check-yaml-tab-help = badilisha kichupo kwa nafasi tupu moja, au weka thamani ndani ya alama za nukuu
check-file-empty = faili ni tupu
check-file-empty-help = ianze kwa `format_version: 1` na `title:`

## Kile ambacho injini inasema tofauti na faili (src/lesson/check/mismatch.rs)
check-none = hakuna
check-mismatch-moves = moves: ilitarajiwa { $expected }, hatua halali ni { $actual }
check-mismatch-not-listed = { " " }(hazijaorodheshwa: { $moves })
check-mismatch-not-legal = { " " }(si halali: { $moves })
check-mismatch-position = position: ilitarajiwa { $name }, imefikiwa nyingine: { $facts }
check-mismatch-last = last: ilitarajiwa { $expected }, kete ya mwisho ilianguka katika { $actual }
check-mismatch-captured = captured: ilitarajiwa { $expected }, hatua ilikula { $actual }
check-mismatch-ends = ends: ilitarajiwa { $expected }, hatua iliishia { $actual }
check-mismatch-ends-otherwise = ends: ilitarajiwa { $expected }, hatua iliishia kwa njia nyingine
check-mismatch-blocks = blocks: ilitarajiwa { $expected }, takasia inazuia { $actual }
check-mismatch-winner = winner: ilitarajiwa { $expected }, matokeo ni { $actual }
check-mismatch-winner-goes-on = winner: ilitarajiwa { $expected }, mchezo unaendelea
check-mismatch-legal = illegal: ilitarajiwa hatua isiyo halali, { $mv } ni halali
check-mismatch-reason = illegal: { $mv } si halali, lakini sababu "{ $actual }" haisemi "{ $expected }"
check-mismatch-answer = answer: { $question }: faili inasema { $expected }, injini { $actual }
check-mismatch-enters = enters: ilitarajiwa kete zilizoliwa ziingie katika { $expected }, zinaingia katika { $actual }
check-mismatch-enters-nothing = enters: ilitarajiwa kete zilizoliwa ziingie katika { $expected }, hatua haili chochote
check-mismatch-not-the-most = captures_most: hatua inakula { $captured }, hatua nyingine halali { $most }
check-mismatch-no-safari = safari: hatua haiendelei kupanda kutoka nyumba
check-mismatch-game-goes-on = ends_game: mchezo unaendelea baada ya hatua
check-mismatch-goal = jibu { $answer } halifikii lengo: { $parts }
check-differs-board = bao linatofautiana katika { $holes }
check-differs-south-to-move = zamu ni ya Kusini, si ya Kaskazini
check-differs-north-to-move = zamu ni ya Kaskazini, si ya Kusini
check-differs-stocks = akiba ni { $south },{ $north }, si { $expected_south },{ $expected_north }
check-differs-nyumba = wenye nyumba wanatofautiana
check-differs-block = kizuizi ni { $actual }, si { $expected }

## Mafumbo yaliyothibitishwa (src/lesson/check/puzzle.rs)
check-puzzle-quicker = wins_in: ilitarajiwa ushindi katika { $wins_in }, kuna ushindi wa haraka zaidi katika { $actual }, kuanzia { $mv }
check-puzzle-no-win = wins_in: ilitarajiwa ushindi katika { $wins_in }, mchezaji mwenye zamu hana ushindi ndani ya { $wins_in ->
    [one] zamu { $wins_in }
   *[other] zamu { $wins_in }
}
check-puzzle-not-proved = wins_in: uthibitisho haukukamilika: { $reason }
check-puzzle-no-longer-wins = solution: hatua { $ply }, { $mv }, haishindi ndani ya zamu { $left } zilizobaki
check-puzzle-short-defence-escapes = solution: hatua { $ply }, { $mv }, si utetezi mrefu zaidi: { $longer } inaepuka ushindi
check-puzzle-short-defence-holds = solution: hatua { $ply }, { $mv }, si utetezi mrefu zaidi: { $longer } inastahimili zamu { $turns } zaidi
check-puzzle-too-long = solution: hatua { $ply } inapita zamu za `wins_in`: mstari lazima umalize mchezo mapema zaidi
check-puzzle-unfinished = solution: mchezo unaendelea baada ya hatua ya mwisho, { $mv }: maliza mstari kwa hatua inayoshinda
check-puzzle-lost-south = solution: { $mv } inamaliza mchezo, na Kusini inashinda
check-puzzle-lost-north = solution: { $mv } inamaliza mchezo, na Kaskazini inashinda
check-puzzle-lost-draw = solution: { $mv } inamaliza mchezo kwa sare
check-puzzle-cook-no-win = cooks: { $mv } haishindi ndani ya zamu { $wins_in }
check-puzzle-cook-is-solution = cooks: { $mv } ni hatua ya kwanza ya suluhisho, si ushindi mwingine
check-cooks-warning-one = { $mv } pia inashinda ndani ya zamu { $turns }, kwa hiyo fumbo lina suluhisho zaidi ya moja: iongeze kwenye `cooks` au ubadilishe nafasi
check-cooks-warning-many = { $moves } na { $last } pia zinashinda ndani ya zamu { $turns }, kwa hiyo fumbo lina suluhisho zaidi ya moja: ziongeze kwenye `cooks` au ubadilishe nafasi
check-prove-turns = haiwezekani kuthibitisha ushindi ndani ya zamu { $turns }: toa zamu 1 hadi { $most }
check-prove-stopped-at-once = ilisimama kabla ya kuamua hata ushindi katika 1
check-prove-stopped = ilisimama baada ya kuthibitisha kwamba hakuna ushindi ndani ya zamu { $turns }; uthibitisho mrefu zaidi haukukamilika

## Mstari wa kipengele au dai katika ripoti (src/lesson/check.rs)
check-what-step = kipengele { $number }
check-what-claim = dai { $number }
check-summary-illegal = { $mv } si halali
check-summary-illegal-reason = { $mv } si halali: { $reason }
check-summary-find-move = zoezi: tafuta hatua{ $goal }; majibu { $answers }
check-summary-last-hole = zoezi: { $mv } inaishia wapi{ $answer }
check-summary-captured = zoezi: { $mv } inakula ngapi{ $answer }
check-summary-legal = zoezi: je, { $mv } ni halali{ $answer }
check-summary-nothing = hakuna cha kukagua
check-summary-wins-in = inashinda katika { $turns }
check-summary-cooks = ; suluhisho mbadala { $moves }
check-summary-answer = { " " }(jibu { $answer })
check-summary-captures-most = inakula nyingi zaidi
check-summary-ends-game = inamaliza mchezo
check-question-last-hole = { $mv } inaishia wapi
check-question-captured = { $mv } inakula ngapi
check-question-legal = je, { $mv } ni halali
check-answer-illegal = hapana ({ $reason }; hatua halali ni { $legal })
check-ambiguous-one = { $mv } pia inafikia lengo lakini si jibu linalokubaliwa, kwa hiyo zoezi lina utata: iongeze kwenye `answers` au ufanye lengo kuwa kali zaidi
check-ambiguous-many = { $moves } na { $last } pia zinafikia lengo lakini si majibu yanayokubaliwa, kwa hiyo zoezi lina utata: ziongeze kwenye `answers` au ufanye lengo kuwa kali zaidi

## Ripoti ya `bao check` (src/render/check.rs)
check-report-what-does = { $mv } inafanya nini:
check-report-warning = onyo:
check-report-misses-goal = jibu { $answer } halifikii lengo:
check-report-expected = inayotarajiwa ({ $name })
check-report-actual = halisi
check-report-legend-differ = shimo ambapo mabao mawili yanatofautiana
check-report-south-to-move = zamu ya Kusini
check-report-north-to-move = zamu ya Kaskazini
check-report-stock = akiba { $south },{ $north }
check-report-blocked = { $hole } imezuiwa
check-walk-item = { $what } (mstari { $line }): { $summary }

## Mwisho wa `bao check` (src/cli/check.rs)
check-proving = inathibitisha mafumbo ya { $file }
check-summary = Vimekaguliwa { $checked }: { $passed } vimefaulu, { $failed } vimeshindwa
check-summary-warnings = Vimekaguliwa { $checked }: { $passed } vimefaulu, { $failed } vimeshindwa, { $warnings ->
    [one] onyo { $warnings }
   *[other] maonyo { $warnings }
}
check-proofs-stopped = uthibitisho wa mafumbo ya { $file } ulisimamishwa katika sekunde { $seconds }, kiwango cha juu kinachotolewa kwa faili moja (--proof-time)
check-nothing-checked = hakuna kilichokaguliwa: faili zilizosomwa hazina vipengele wala madai
check-nothing-checked-help = kipe kipengele `moves`, `play`, `exercise` au `wins_in`, na dai `moves`, `play` au `wins_in`
check-name-start = mwanzo wa mchezo
check-name-one-line = nafasi ya mstari mmoja
check-name-grid = gridi hii

## Mikusanyiko ya mafumbo (src/cli/check/puzzles.rs)
check-collection-unreadable = haiwezi kusomwa: { $reason }
check-collection-failed = { $file }:{ $row } fumbo { $id }: { $failure }
check-collection-proved = { $file }: mafumbo { $count } yamethibitishwa: ushindi mfupi zaidi, hatua moja tu ya kwanza inayoshinda, mstari, mada
check-collection-header-label = kichwa cha faili
check-collection-row-label = safu hii

## lesson files
## Umbo la faili (src/lesson/tree.rs, src/lesson/tree/*, src/lesson/keys.rs)
check-tree-empty-item-of = kipengee kitupu katika orodha ya `{ $key }`
check-tree-empty-item = kipengee kitupu katika orodha
check-tree-empty-item-help = kipe kipengee thamani, au kiondoe
check-tree-key-no-value = `{ $key }` haina thamani
check-tree-key-empty = `{ $key }` ni tupu
check-tree-key-no-value-help = ipe `{ $key }` thamani au iondoe: kama ilivyo, haikagui chochote (`bao record` hujaza kile hatua inachotoa)
check-tree-missing-key-help = ongeza `{ $key }:`
check-tree-missing-key-help-with = ongeza `{ $key }:` pamoja na { $what }
check-tree-wrong-kind-label = aina isiyo sahihi ya thamani
check-tree-wrong-kind-help = andika { $expected }; lessons/README.md inaeleza kila ufunguo
check-tree-wrong-kind-help-list = andika { $expected } (orodha huandikwa `[A1L, A2L]` au kama mistari inayoanza na `- `); lessons/README.md inaeleza kila ufunguo
check-yaml-words-answer = shimo, idadi, au ndiyo au hapana
check-yaml-words-position = `start`, kitambulisho cha mchoro, nafasi ya mstari mmoja, au ramani yenye `grid`
check-yaml-words-key = ufunguo
check-key-unknown-help-belongs = { $belongs }; funguo za hapa ni { $keys }
check-key-unknown-help-near = ulimaanisha `{ $near }`? funguo za hapa ni { $keys }
check-place-belongs = `{ $key }` ni sehemu ya { $place }: ijongeze kama `{ $like }`
check-place-step = kipengele
check-place-item-of = kipengee cha { $list }
check-place-lesson = somo
check-place-chapter = sura
check-place-diagram = mchoro
check-place-course = kozi
check-place-translation = tafsiri
check-place-glossary = faharasa
check-place-file = faili
check-control-char = herufi ya udhibiti, { $code }, katika maandishi
check-control-char-more = herufi ya udhibiti, { $code }, katika maandishi (na { $count ->
    [one] nyingine moja
   *[other] nyingine { $count }
})
check-control-char-label = herufi ya udhibiti
check-control-char-help = iondoe: herufi za udhibiti zinaweza kuendesha terminal (kuifuta, kusogeza kishale, kuandika kwenye ubao wa kunakili), kwa hiyo bao huzikataa

## Markdown ya masomo (src/lesson/validate/markdown.rs)
check-md-html = HTML ghafi katika Markdown ya somo
check-md-directive = agizo la mdBook (`{ "{{" }`) katika Markdown ya somo
check-md-heading-attributes = sifa za kichwa katika Markdown ya somo
check-md-link-scheme = kiungo cha `{ $scheme }:` katika Markdown ya somo
check-md-remote-image = picha ambayo si faili ya kozi
check-md-host-link = kiungo cha seva nyingine bila `https:`
check-md-bidi = herufi ya udhibiti wa pande mbili katika maandishi ya somo
check-md-html-label = HTML
check-md-directive-label = agizo
check-md-heading-attributes-label = sifa
check-md-link-label = kiungo
check-md-bidi-label = udhibiti wa pande mbili
check-md-html-help = andika Markdown badala yake (`*msisitizo*`, `**herufi nzito**`, `` `msimbo` ``): bao huichora katika terminal na katika kitabu
check-md-directive-help = mdBook ingeendesha `{ "{{#…}}" }` inapojenga kitabu, hata ndani ya msimbo: andika `{ "{ {" }` badala yake
check-md-heading-attributes-help = ondoa `{ "{…}" }` baada ya kichwa: vichwa vya somo havina kitambulisho, darasa wala sifa
check-md-link-scheme-help = unganisha na njia ya jamaa au na anwani ya `http:`, `https:` au `mailto:`
check-md-remote-image-help = toa picha kama njia ya jamaa ya faili ya kozi: kitabu hakipakii kitu chochote kutoka mahali pengine
check-md-host-link-help = andika anwani kamili, pamoja na `https://`, au njia ya kitabu
check-md-bidi-help = iondoe: inapanga upya maandishi yanayoizunguka, kwa hiyo yanasomeka tofauti na yalivyoandikwa

## Vitambulisho (src/lesson/validate/id.rs); $what ni `lesson`, `chapter` au `diagram`
check-id-invalid = kitambulisho cha { $what ->
    [lesson] somo
    [chapter] sura
   *[diagram] mchoro
} `{ $id }` kinaweza kuwa na herufi ndogo, tarakimu na `-` tu
check-id-rename-folder = vitambulisho huwa majina ya faili katika kitabu: ipe folda jina `{ $name }`
check-id-rename-file = vitambulisho huwa majina ya faili katika kitabu: ipe jina `{ $name }`
check-id-rename-folder-example = vitambulisho huwa majina ya faili katika kitabu: badilisha jina la folda, kwa mfano `01-first-steps`
check-id-rename-file-example = vitambulisho huwa majina ya faili katika kitabu: badilisha jina lake, kwa mfano `{ $name }`

## Picha (src/lesson/validate/image.rs, src/lesson/catalog/files.rs)
check-image-kind = picha `{ $path }` si faili ya png, jpeg wala gif: kitabu hunakili hizo tu (svg inaweza kubeba msimbo)
check-image-name = picha `{ $path }` ina jina ambalo kitabu hakiwezi kunakili: tumia herufi, tarakimu, `.`, `_` na `-` katika folda zake na jina lake
check-image-content = picha `{ $path }` si faili ya png, jpeg wala gif kwa ndani, jina lake liseme lolote
check-image-outside = picha `{ $path }` inaelekeza nje ya folda ya somo
check-image-not-file = picha `{ $path }` si faili (`{ $full }`)
check-image-missing = picha `{ $path }` haipo: hakuna faili `{ $full }`
check-image-too-large = picha `{ $path }` ni kubwa kuliko kitabu kinavyonakili (isiyozidi KiB { $kib })
check-image-unreadable = picha `{ $path }` haiwezi kusomwa: { $reason }

## Kusoma faili na folda (src/lesson/catalog/files.rs, src/lesson/catalog/find.rs, src/lesson/catalog.rs)
check-files-dangling-link = haiwezi kusomwa: ni kiungo cha faili isiyokuwepo
check-files-link-loop = haiwezi kusomwa: ni kiungo kinachorudi kwenyewe
check-files-link-help = elekeza kiungo kwenye faili, au kiondoe
check-files-unreadable = haiwezi kusomwa: { $reason }
check-files-not-regular-help = faili za somo na za mchoro ni faili za kawaida zinazoishia na `.yaml`: badilisha jina la hii au ihamishe
check-files-folder-unreadable = folda haiwezi kusomwa: { $reason }
check-files-folder-unreadable-help = ifanye folda isomeke, au iache nje
check-files-misnamed = haisomwi: jina lake haliishii na `.yaml`
check-files-misnamed-help = faili za somo na za mchoro huishia na `.yaml`: ipe jina `{ $name }`
check-files-misnamed-help-example = faili za somo na za mchoro huishia na `.yaml`: ipe jina kama `01-first.yaml`
check-find-nothing = hakuna faili za somo, sura wala mchoro hapa
check-find-nothing-help = toa folda ya kozi (folda za sura, kila moja na `chapter.yaml`), folda ya sura, folda ya michoro, au faili ya somo au ya mchoro
check-find-no-such-path = hakuna faili au folda hiyo
check-find-no-such-path-help = toa folda ya kozi, ya sura au ya michoro, au faili ya somo au ya mchoro
check-find-lesson-in-course = haisomwi: somo hukaa katika folda ya sura, si katika folda ya kozi yenyewe
check-find-lesson-in-course-help = lihamishie katika folda ya sura (yenye `chapter.yaml`)
check-find-nested = haisomwi: masomo na michoro hukaa moja kwa moja katika folda yao, si katika folda ndogo
check-find-nested-help = pandisha faili folda moja juu, au ifanye folda hii sura yake yenyewe kando ya nyingine
check-find-rename-chapter-file = badilisha jina la `{ $name }` kuwa `{ $file }`
check-find-no-chapter-file-help = ongeza `{ $file }` yenye `format_version: 1` na `title:` (`bao new lesson` huandika moja), au hamisha faili nje
check-find-no-chapter-file = masomo yake hayako katika sura: folda haina `{ $file }`
check-find-duplicate-id = kitambulisho `{ $id }` kimerudiwa: { $other } nayo inacho
check-find-duplicate-id-help = vitambulisho ni vya kipekee katika kozi nzima: badilisha jina la moja ya faili hizo
check-find-orphan-translation = tafsiri ya `{ $name }`, ambayo haipo
check-find-orphan-translation-help = ipe jina la faili ya Kiingereza inayoitafsiri, au iondoe

## Faili ya kozi (src/lesson/course_file.rs)
check-course-unreadable = faili ya kozi haiwezi kusomwa: { $reason }
check-course-unreadable-help = faili ya kozi huipa kitabu kichwa chake: andika `format_version: { $version }`, `title: …` na `reference_chapters: false` (true kuongeza sura za bao za nukuu, tofauti za vyanzo na walimu) katika { $file }
check-course-version = format_version { $version } si toleo ambalo bao hii inasoma
check-course-title-empty = kichwa cha kozi ni tupu
check-course-title-empty-label = hakuna kichwa
check-course-title-empty-help = toa kichwa cha kitabu cha kozi
check-course-english = Kiingereza ni lugha ya kozi yenyewe, si tafsiri
check-course-english-label = faili za Kiingereza
check-course-english-help = orodhesha tu lugha zinazotafsiriwa: `es`, `ca`, `sw`
check-course-language-twice = `{ $code }` imeorodheshwa mara mbili katika `translations`
check-course-language-twice-help = orodhesha kila lugha mara moja
check-course-language-unknown = `{ $code }` si lugha ambayo bao husoma tafsiri zake
check-course-language-unknown-label = lugha isiyojulikana
check-course-language-unknown-help = lugha ni `es` (Kihispania), `ca` (Kikatalani) na `sw` (Kiswahili)

## Mikusanyiko ya mafumbo (src/puzzles/csv.rs, src/puzzles/collection.rs, src/puzzles/verify.rs)
check-csv-quote-not-closed = sehemu iliyo ndani ya alama za nukuu haijafungwa: fumbo ni mstari mmoja, kwa hiyo funga alama yake ya nukuu katika mstari huo
check-csv-after-closing-quote = maandishi baada ya alama ya nukuu ya kufunga: sehemu iliyo ndani ya alama za nukuu huishia kwenye alama yake
check-csv-quote-inside = alama ya nukuu ndani ya sehemu isiyo na alama za nukuu: weka sehemu nzima ndani ya alama za nukuu na urudie alama hiyo mara mbili
check-row-fault = mstari { NUMBER($line, useGrouping: "false") }, safu { NUMBER($column, useGrouping: "false") }: { $message }
check-row-fault-in-field = mstari { NUMBER($line, useGrouping: "false") }, safu { NUMBER($column, useGrouping: "false") } ({ $field }): { $message }
check-row-built-in-unreadable = mafumbo yaliyojengwa ndani hayawezi kusomwa: { $reason }
check-row-id-twice = kitambulisho { $id } tayari ni kitambulisho cha mstari { NUMBER($line, useGrouping: "false") }
check-row-file-empty = faili ni tupu: inahitaji kichwa `{ $header }` na fumbo moja kwa kila mstari
check-row-no-puzzles = faili haina mafumbo: ongeza moja kwa kila mstari baada ya kichwa
check-row-header = mstari wa kwanza lazima uwe kichwa `{ $header }`, imepatikana `{ $found }`
check-row-field-count = sehemu { $count }, zilitarajiwa { $expected }: { $header } (weka ndani ya alama za nukuu sehemu yenye koma)
check-row-rules = kanuni zisizojulikana `{ $rules }`: ilitarajiwa `kiswahili` au `kujifunza`
check-row-id-bad = `{ $id }` si kitambulisho: ilitarajiwa K au J na tarakimu tano, kama K00042
check-row-id-letter = kitambulisho cha fumbo la { $rules } huanza na { $letter }
check-row-line-empty = mstari wa suluhisho ni tupu: toa hatua zake zikitenganishwa kwa nafasi tupu
check-row-line-spaces = hatua hutenganishwa kwa nafasi tupu moja
check-row-line-after-end = `{ $mv }` inakuja baada ya mchezo kwisha
check-row-number-at-least = `{ $value }` haifai kama { $name }: ilitarajiwa namba kamili, { $least } au zaidi
check-row-number-range = `{ $value }` haifai kama { $name }: ilitarajiwa namba kamili kuanzia { $least } hadi { $most }
check-row-theme = mada isiyojulikana `{ $theme }`: mada ni { $themes }
check-row-line-illegal = hatua ya { $number } `{ $mv }` si halali hapo: { $reason }
check-row-line-ambiguous = hatua ya { $number } `{ $mv }` inataja zaidi ya hatua moja: { $reason }
check-verify-sooner = ushindi mfupi zaidi ni ndani ya zamu { $least }, si { $claimed }
check-verify-no-win = hakuna ushindi ndani ya zamu { $turns }: ushindi mfupi zaidi, kama upo, ni zaidi ya zamu { $claimed }
check-verify-cook = hatua ya kwanza { $mv } nayo inashinda ndani ya zamu { $claimed }: fumbo lina hatua moja tu ya kwanza inayoshinda
check-verify-only-move = { $mv } ndiyo hatua pekee halali: fumbo lina hatua ya kutafuta
check-verify-turns = zamu { $turns } haziwezi kuthibitishwa
check-verify-stopped = uthibitisho ulisimamishwa kabla haujakamilika
check-verify-themes = mada zinatofautiana: zilizokokotolewa upya [{ $recomputed }], zilizoandikwa [{ $written }]
check-verify-not-soonest = hatua ya { $number } ya mstari, `{ $written }`, si ushindi wa haraka zaidi: ni `{ $proved }`
check-verify-not-longest = hatua ya { $number } ya mstari, `{ $written }`, si utetezi mrefu zaidi: ni `{ $proved }` (ya kwanza kati ya ndefu zaidi)
check-verify-line-short = mstari unasimama baada ya hatua ya { $number } kabla mchezo haujamalizika kwa ushindi: inayofuata ni `{ $next }`
check-verify-line-long = mstari unaendelea baada ya ushindi kupatikana katika hatua ya { $number }
check-verify-proof-failed = uthibitisho umeshindwa
## diagram translations
## `bao check`'s line on the published diagrams' translations (src/cli/check.rs)
check-diagram-translations-checked = { $count ->
    [one] Tafsiri 1 ya mchoro uliochapishwa imekaguliwa
   *[other] Tafsiri { $count } za michoro iliyochapishwa zimekaguliwa
}
## A translation's problems (src/lesson/translation/*.rs). $language and $code are a language's
## code (es, ca, sw); $slot is what an entry translates, as check-tr-slot says it.
check-tr-slot = { $place ->
    [quote] `gloss` ya nukuu { $number }
    [claim] `gloss` ya dai { $number }
    [step] `{ $key }` ya kipengele { $number }
   *[file] `{ $key }`
}
check-tr-unreadable = tafsiri haiwezi kusomwa: { $error }
check-tr-version = format_version { $version } si toleo ambalo bao hili linasoma
check-tr-version-label = toleo lisilojulikana
check-tr-version-help = andika `format_version: { $version }`
check-tr-wrong-language = jina la faili linasema liko kwa `{ $expected }`, lakini `language` yake ni `{ $found }`
check-tr-wrong-language-label = si lugha ya faili
check-tr-wrong-language-help = andika `language: { $expected }`, au badilisha jina la faili
check-tr-not-in-kind = { $kind ->
    [lesson] tafsiri ya somo haina `{ $key }`: ya somo ina `title`, `rule`, `quotes` na `steps`
    [chapter] tafsiri ya sura haina `{ $key }`: ya sura ina `title` na `intro`
    [course] tafsiri ya kozi haina `{ $key }`: ya kozi ina `title`
   *[diagram] tafsiri ya mchoro haina `{ $key }`: ya mchoro ina `title`, `note` na `claims`
}
check-tr-not-in-kind-label = haimo katika aina hii ya faili
check-tr-remove-key = ondoa `{ $key }`
check-tr-twice = { $what ->
    [quote] nukuu { $number } imetafsiriwa mara mbili
    [claim] dai { $number } limetafsiriwa mara mbili
   *[step] kipengele { $number } kimetafsiriwa mara mbili
}
check-tr-twice-label = tena
check-tr-twice-help = baki na `{ $number }:` moja tu na uunganishe yanayosemwa
check-tr-unknown-quote = nukuu { $number } haipo: somo lina { $count ->
    [one] nukuu 1
   *[other] nukuu { $count }
}
check-tr-quote-no-gloss = nukuu { $number } haina gloss ya Kiingereza ya kutafsiri
check-tr-unknown-claim = dai { $number } halipo: mchoro una { $count ->
    [one] dai 1
   *[other] madai { $count }
}
check-tr-claim-no-gloss = dai { $number } halina gloss ya Kiingereza ya kutafsiri
check-tr-no-english = Kiingereza hakina `{ $key }` ya kutafsiri
check-tr-unknown-step = kipengele { $number } hakipo: somo lina { $count ->
    [one] kipengele 1
   *[other] vipengele { $count }
}
check-tr-step-no-text = kipengele { $number } hakina `{ $key }` ya Kiingereza ya kutafsiri
check-tr-nothing-label = hakuna cha kutafsiri
check-tr-nothing-help = ondoa { $slot }, au linganisha namba yake na faili la Kiingereza
check-tr-unneeded = gloss isiyohitajika: nukuu { $number } iko kwa { $language ->
    [es] Kihispania
    [ca] Kikatalani
   *[sw] Kiswahili
}, ambayo msomaji wake anaisoma kama ilivyo
check-tr-unneeded-label = haihitajiki
check-tr-unneeded-help = ondoa gloss: nukuu inapewa gloss katika lugha nyingine tu
check-tr-not-fingerprint = `{ $text }` si alama ya kidole
check-tr-not-fingerprint-label = tarakimu 16 za heksadesimali, herufi ndogo
check-tr-not-fingerprint-help = Kiingereza cha { $slot } kina alama ya kidole `{ $want }`
check-tr-empty = { $slot } bado haijatafsiriwa: maandishi yake ni tupu
check-tr-empty-label = tupu
check-tr-empty-help = andika katika `text` tafsiri ya { $language ->
    [es] Kihispania
    [ca] Kikatalani
   *[sw] Kiswahili
} ya Kiingereza
check-tr-stale = Kiingereza cha { $slot } kimebadilika tangu kilipotafsiriwa
check-tr-stale-label = imepitwa na wakati
check-tr-stale-help = tafsiri Kiingereza upya, kisha andika `source: { $want }` (`bao new translation --update` inaonyesha Kiingereza kipya kando yake)
check-tr-missing = { $slot } haimo katika tafsiri ya { $language ->
    [es] Kihispania
    [ca] Kikatalani
   *[sw] Kiswahili
}
check-tr-missing-label = haipo
check-tr-missing-help = { $section ->
    [quotes] ongeza `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` chini ya `quotes:` `{ $number }:` (`bao new translation --update` inaiongeza)
    [claims] ongeza `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` chini ya `claims:` `{ $number }:` (`bao new translation --update` inaiongeza)
    [steps] ongeza `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` chini ya `steps:` `{ $number }:` (`bao new translation --update` inaiongeza)
   *[top] ongeza `{ $key }: {"{"}source: { $fingerprint }, text: …{"}"}` (`bao new translation --update` inaiongeza)
}
check-tr-no-file = hakuna tafsiri ya { $language ->
    [es] Kihispania
    [ca] Kikatalani
   *[sw] Kiswahili
}: kozi inaorodhesha `{ $language }` katika `translations` zake, na `{ $name }` haipo
check-tr-no-file-help = iandike kwa `bao new translation --lang { $language } { $file }`
check-tr-not-listed = kozi haiorodheshi `{ $language }` katika `translations` zake
check-tr-not-listed-label = haijaorodheshwa
check-tr-not-listed-help = ongeza `{ $language }` kwenye `translations:` katika { $course }, au ondoa faili hili
## `bao new translation` (src/cli/new/translation.rs)
check-tr-new-no-language = taja lugha ya tafsiri: `bao new translation --lang es NJIA` (es, ca au sw)
check-tr-new-wrote-schema = imeandikwa { $file } (ambayo wahariri hukagua mafaili kwayo)
check-tr-new-wrote = imeandikwa { $file } ({ $count ->
    [one] ingizo 1 la kutafsiri
   *[other] maingizo { $count } ya kutafsiri
})
check-tr-new-up-to-date = { $file } iko sawa na ya sasa
check-tr-new-updated = imesasishwa { $file }: yaliyoongezwa: { $added }; yenye Kiingereza kilichobadilika: { $stale }; yaliyobaki: { $kept }
check-tr-new-left = yameachwa kama yalivyo (bao new haliandiki juu ya faili kamwe; --update huisasisha): { $files }
check-tr-new-no-such = hakuna faili wala folda `{ $path }`: taja faili la somo, folda ya sura au folda ya kozi
check-tr-new-nothing = hakuna cha kutafsiri katika `{ $path }`: taja faili la somo, folda ya sura au folda ya kozi
## A course's glossaries (src/lesson/translation/glossary.rs); $side is `left` or `right`
check-tr-glossary-misnamed = halijasomwa: faharasa hupewa jina la lugha yake
check-tr-glossary-misnamed-help = liite `es.yaml`, `ca.yaml` au `sw.yaml`
check-tr-glossary-unreadable = faharasa haiwezi kusomwa: { $error }
check-tr-glossary-language = jina la faharasa linasema ni ya `{ $expected }`, lakini `language` yake ni `{ $found }`
check-tr-glossary-language-help = andika `language: { $expected }`
check-tr-glossary-side = `{ $letter }` si herufi ambayo bao huandika katika lugha hii kwa hatua ya kuelekea { $side ->
    [left] kushoto
   *[right] kulia
}
check-tr-glossary-side-label = si herufi ya bao
check-tr-glossary-side-help = andika `{ $side }: { $want }`, kama bao linavyoonyesha hatua
check-tr-glossary-no-form = istilahi isiyo na umbo lolote katika `{ $key }`
check-tr-glossary-no-form-label = hakuna umbo
check-tr-glossary-no-form-help = toa angalau umbo moja katika `{ $key }`
check-tr-glossary-empty-form = umbo tupu katika `{ $key }`
check-tr-glossary-empty-form-help = andika neno, au ondoa kipengee
