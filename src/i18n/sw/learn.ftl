# The tutor, bao learn: messages named learn-...

## Keys that work now (the key letters stay as they are in every language)
learn-keys-puzzle = hatua yako, au h dokezo · s ona suluhisho · b rudi · q acha
learn-keys-question = jibu, au h dokezo · s ona jibu · b rudi · q acha
learn-keys-move = Enter endelea · b rudi · a hadi mwisho · q acha
learn-keys-puzzle-over = Enter endelea · s suluhisho · r jaribu tena · b rudi · q acha
learn-keys-question-over = Enter endelea · s maelezo · r jaribu tena · b rudi · q acha
learn-keys-page = Enter endelea · b rudi · q acha
learn-not-a-key = `{ $text }` si kitufe hapa. Vitufe: { $keys }
learn-play-first = Cheza hatua yako kwanza, au bonyeza s kuona suluhisho.
learn-answer-first = Jibu kwanza, au bonyeza s kuona jibu.

## The keys' help (?)
learn-help-now = Vitufe sasa: { $keys }
learn-help-enter = kipengele au ukurasa unaofuata (pia n)
learn-help-back = rudi kipengele au ukurasa mmoja; kutoka ukurasa wa kwanza wa somo, hadi somo lililotangulia
learn-help-end = hadi mwisho wa hatua inayoonyeshwa
learn-help-hint = dokezo kwa swali au fumbo (tena: zaidi)
learn-help-show = ona jibu (kwa fumbo: suluhisho lake); somo linahesabiwa kuwa limeonwa, si limekamilika
learn-help-retry = jaribu tena swali au fumbo lililokwisha
learn-help-quit = acha; mahali pako panahifadhiwa
learn-help-help = msaada huu
learn-help-typed = Jibu linaandikwa, kisha linatumwa kwa Enter; neno la Kiingereza la kitufe (show, back) linafanya kazi pia.

## A page
learn-sources = Vyanzo
learn-step-illegal = `{ $mv }` si halali hapa.
learn-step-illegal-why = `{ $mv }` si halali hapa: { $reason }.
learn-step-legal-moves = Hatua halali: { $moves }.
learn-the-move = Hatua: { $mv }
learn-move-how = Enter inaipanda kipengele kwa kipengele; a inakwenda hadi mwisho wake.
learn-move-step = { $mv }, kipengele { $step } kati ya { $steps }:
learn-move-after = Baada ya { $mv }:

## Questions
learn-prompt-find = Cheza hatua ambayo { $goal }.
learn-prompt-last-hole = Kete ya mwisho ya { $mv } inaangukia wapi? Taja shimo.
learn-prompt-captured = { $mv } inakula kete ngapi?
learn-prompt-legal = Je, { $mv } ni hatua halali hapa? Jibu ndiyo au hapana.
learn-no-question = Hakuna swali hapa.

## What a move asked for must do, said after "the move that" (its parts joined)
learn-goal-captures-most = inakula kete nyingi zaidi
learn-goal-enters = inaingiza kete zilizoliwa kwenye kichwa { $hole }
learn-goal-safari = inaendelea kupanda kete za nyumba
learn-goal-ends-game = inamaliza mchezo
learn-goal-captures = inakula { $seeds ->
        [one] kete 1
       *[other] kete { $seeds }
    }
learn-goal-last = inaweka kete yake ya mwisho katika { $hole }
learn-goal-ends-empty = inaishia kwenye shimo tupu
learn-goal-ends-nyumba = inasimama kwenye nyumba
learn-goal-ends-blocked = inasimama kwenye shimo lililozuiwa na takasia
learn-goal-ends-front-row = inaacha safu ya mbele tupu
learn-goal-ends-never = haiishi kamwe
learn-goal-blocks = inazuia { $hole } kwa takasia
learn-goal-wins = inampa { $side } ushindi
learn-goal-draw = inamaliza mchezo kwa sare
learn-goal-reaches = inafikia { $position }
learn-goal-reaches-diagram = inafikia mchoro uliochapishwa “{ $title }”
learn-goal-reaches-start = inafikia mwanzo wa mchezo
learn-goal-any = imeombwa
learn-goal-and = { $first } na { $last }

## Hints
learn-hint = Dokezo:
learn-hint-own = Dokezo: { $hint }
learn-hint-goes-on = Zamu haiishi hapo: kete ya mwisho inayoangukia shimo lenye kete inaendelea kupanda (au inakula).
learn-hint-count = Hesabu kete moja kwa kila shimo.
learn-hint-capture-rule = Ulaji unachukua kete zote za shimo la safu ya mbele la mpinzani linalokabili shimo ambapo mzunguko unaishia, ikiwa yote mawili yana kete; hesabu kila ulaji.
learn-hint-holds = { $hole } ina { $seeds ->
        [one] kete 1
       *[other] kete { $seeds }
    }.
learn-hint-not-movers = { $hole } ni shimo la { $owner }; zamu ni ya { $side }.
learn-hint-find = { $side } ana hatua halali { $count }. { $captures } Hatua ambayo si ile iliyoombwa inachezwa hata hivyo, kwa hiyo kuijaribu kunaonyesha inachofanya.
learn-captures-here = { $count ->
        [0] Hakuna hatua inayokula hapa, kwa hiyo hatua isiyo ya ulaji (takasa) inaweza kuchezwa.
        [1] Hatua moja inakula hapa, na ulaji lazima uchezwe ukiwepo.
       *[other] Hatua { $count } zinakula hapa, na ulaji lazima uchezwe ukiwepo.
    }
learn-way-clockwise = kisaa (safu ya mbele 1 hadi 8, safu ya nyuma 8 hadi 1)
learn-way-anticlockwise = kinyume cha saa (safu ya mbele 8 hadi 1, safu ya nyuma 1 hadi 8)
learn-begin-stock = { $mv } inaweka kete ya akiba katika { $hole }
learn-begin-lift = { $mv } inachukua { $seeds ->
        [one] kete 1 ya { $hole }
       *[other] kete { $seeds } za { $hole }
    }
learn-begin-capture-counted = { $seeds ->
        [one] kete 1 iliyoliwa kutoka { $hole } inaingia
       *[other] kete { $seeds } zilizoliwa kutoka { $hole } zinaingia
    } kwenye kichwa { $entry } na kwenda { $way }
learn-begin-capture = kete zilizoliwa zinaingia kwenye kichwa { $entry } na kwenda { $way }
learn-begin-sow = zinapandwa { $way }

## Answers judged
learn-right = Sahihi: { $verdict }
learn-right-last-hole = Sahihi: kete ya mwisho inaangukia { $hole }.
learn-right-captured = Sahihi: { $mv } inakula { $count }.
learn-right-find = Sahihi: { $mv } { $goal }.
learn-not-this = Si { $answer }: { $why }.
learn-why-not-movers = { $hole } ni shimo la { $owner }, na hatua inapanda mashimo ya anayecheza tu
learn-why-not-last = { $hole } inapata kete ya { $mv }, lakini si ya mwisho
learn-why-no-seed = hakuna kete ya { $mv } inayoangukia { $hole }
learn-wrong-more = Si { $count }: { $mv } inakula zaidi ya { $count }.
learn-wrong-fewer = Si { $count }: { $mv } inakula chini ya { $count }.
learn-wrong-legal = Si sahihi: angalia tena { $hole } na kilichomo, na nini kingine { $side } anaweza kucheza.
learn-not-the-goal = { $mv } ni halali, lakini si hatua ambayo { $goal }.
learn-what-it-does = Hiki ndicho inachofanya:
learn-not-a-hole = `{ $answer }` si shimo: andika moja kama A3 au b7
learn-not-a-count = `{ $answer }` si idadi ya kete: { $why }
learn-count-negative = idadi haiwi chini ya 0
learn-count-how = andika namba kama 4 au nne
learn-yes-or-no = jibu ndiyo au hapana
learn-case-south = herufi kubwa ni mashimo ya Kusini: ulimaanisha { $mv }?
learn-case-north = herufi ndogo ni mashimo ya Kaskazini: ulimaanisha { $mv }?
learn-ambiguous = { $both }: andika hatua ili iseme ni ipi, kisha jaribu tena.
learn-illegal-here = { $mv } si halali hapa: { $reason }.
learn-not-among-legal = haimo katika hatua halali
learn-tries-up = Umejaribu mara { $tries }, kwa hiyo hili ndilo jibu.
learn-try-again = Jaribu tena ({ $left ->
        [one] imebaki nafasi 1
       *[other] zimebaki nafasi { $left }
    }), au h kwa dokezo, s kwa jibu.
learn-shown-before = Jibu lilionyeshwa kabla, kwa hiyo somo linabaki kuwa limeonwa.

## The answer shown
learn-yes = ndiyo
learn-no = hapana
learn-the-answer = Jibu: { $answer }.
learn-the-answer-find = Jibu: { $answer }. { $mv } { $goal }:
learn-the-answer-played = Jibu: { $answer }. Hivi ndivyo { $mv } inavyochezwa:
learn-the-answer-legal = Jibu: { $answer }: { $verdict }
learn-is-legal = { $mv } ni halali.
learn-is-not-legal = { $mv } si halali.
learn-illegal-why = { $mv } si halali: { $reason }.

## Puzzles
learn-puzzle-turns = { $turns ->
        [one] zamu 1
       *[other] zamu { $turns }
    }
learn-puzzle-settled = { $side } anacheza na kushinda ndani ya { $within }.
learn-puzzle-first = { $side } anacheza na kushinda ndani ya { $within }: cheza hatua ya kwanza.
learn-puzzle-after = Baada ya { $line }: hatua ya { $nth } kati ya { $turns } ya { $side }.
learn-puzzle-plays = { $side } anacheza { $mv }:
learn-puzzle-answers = { $side } anajibu { $mv }:
learn-puzzle-solved = Umetatua: { $mv } inashinda mchezo katika hatua yako ya { $nth } kati ya { $turns }.
learn-puzzle-solved-at-once = Umetatua: kila jibu la { $side } kwa { $mv } linapoteza mchezo papo hapo, katika hatua yako ya { $nth } kati ya { $turns }.
learn-puzzle-no-win = { $mv } inamaliza mchezo bila ushindi kwa { $side }
learn-puzzle-too-late = { $mv } ilikuwa hatua ya { $nth } ya { $side } na mchezo unaendelea: ushindi ulipaswa kuja ndani ya { $within }
learn-puzzle-escapes = baada ya { $mv }, { $side } anaponyoka kwa { $reply }: hakuna ushindi uliobaki ndani ya { $within }
learn-not-solved = Hujatatua: { $why }.
learn-tries-up-solution = Umejaribu mara { $tries }, kwa hiyo hili ndilo suluhisho.
learn-try-again-puzzle = Jaribu tena tangu mwanzo ({ $left ->
        [one] imebaki nafasi 1
       *[other] zimebaki nafasi { $left }
    }), au h kwa dokezo, s kwa suluhisho.
learn-stopped-defence = Imesimamishwa kabla ulinzi haujapatikana: cheza hatua yako tena, au s kwa suluhisho.
learn-stopped-hint = Imesimamishwa kabla dokezo halijapatikana: h inajaribu tena.
learn-stopped-solution = Imesimamishwa kabla suluhisho halijapatikana: s inajaribu tena.
learn-defence-failed = Ulinzi haukuweza kupatikana: { $error }.
learn-solution-failed = Suluhisho halikuweza kupatikana: { $error }.
learn-solution = Suluhisho: { $line }.
learn-solution-illegal = { $mv } si halali hapa.
learn-solution-plays = { $n }. { $side } anacheza { $mv }:
learn-idea = Wazo:
learn-puzzle-over = Fumbo limekwisha: r inalijaribu tena.
learn-no-hint = Hakuna dokezo: { $error }.
learn-no-win-left = Hakuna ushindi uliobaki kutoka hapa: s inaonyesha suluhisho.
learn-hint-hole = Dokezo: hatua ya ushindi inaanzia { $hole }. h tena inataja hatua.
learn-hint-move = Dokezo: cheza { $mv }.

## The course: lessons, progress
learn-progress-set-aside = onyo: faili lako la maendeleo halikuweza kusomwa ({ $reason }); limehifadhiwa kama `{ $path }` na jipya limeanzishwa
learn-no-course-folder = hakuna folda ya kozi `{ $path }`
learn-no-lessons = hakuna masomo katika `{ $path }`: folda ya kozi ina folda za sura zenye faili za masomo
learn-no-lesson-list = hakuna somo `{ $id }`: `bao learn --list` inayaonyesha
learn-no-lesson-meant = hakuna somo `{ $id }`: ulimaanisha { $close }?
learn-all-done = { $count ->
        [1] Somo limekamilika. Hongera! Rudi kwake kwa `bao learn LESSON`, au anza upya kwa `bao learn --reset`.
       *[other] Masomo yote { $count } yamekamilika. Hongera! Rudi kwa lolote kwa `bao learn LESSON`, au anza upya kwa `bao learn --reset`.
    }
learn-course-seen = Umepitia kila somo; { $seen } kati yake yameonwa, hayajakamilika, kwa sababu majibu yalionyeshwa. `bao learn --list` inayawekea alama ~.
learn-reset-lesson = somo `{ $id }`
learn-reset-every = kila somo
learn-reset-ask = Usahau maendeleo yako katika { $what }?
learn-reset-nothing = Hakuna kilichofutwa.
learn-reset-done = Maendeleo katika { $what } yamefutwa.
learn-list-summary = masomo { $done } kati ya { $count } yamekamilika, { $seen } yameonwa (~: majibu yalionyeshwa, hayakupatikana)
learn-lesson-done = Somo limekamilika: { $title }
learn-lesson-seen = Somo limeonwa: { $title }. Baadhi ya majibu yalionyeshwa, kwa hiyo linahesabiwa kuwa limeonwa, halijakamilika: jibu maswali yake ili ulikamilishe.
learn-saved = Maendeleo yamehifadhiwa. `{ $bao } learn` inaendelea kutoka ukurasa wa { $page } wa:
learn-back-to = Umerudi kwenye: { $title }
learn-first-page = Huu ni ukurasa wa kwanza wa somo la kwanza.
learn-next = Linalofuata: { $title }

## The full screen
learn-too-small = Dirisha hili ni { $width }×{ $height }: somo linahitaji angalau { $least_width }×{ $least_height }. Liongeze ukubwa ili kuendelea; q inatoka, ikihifadhi mahali pako.
learn-panel = Somo
learn-panel-up = Somo · ↑ zaidi
learn-panel-down = Somo · ↓ zaidi
learn-panel-both = Somo · ↑↓ zaidi
learn-working = inafikiria… Ctrl-C inasimamisha
learn-any-key-skips = kitufe chochote kinaruka
learn-board-after = bao baada ya { $moves } · Esc mwanzo tena
learn-board-after-over = bao baada ya { $moves }: { $over } · Esc mwanzo tena
learn-typed-move = hatua yako: { $typed }▏
learn-typed-answer = jibu lako: { $typed }▏
learn-screen-keys-puzzle = hatua yako, au h dokezo · s ona suluhisho · b Enter rudi · q acha
learn-screen-keys-question = jibu, au h dokezo · s ona jibu · b Enter rudi · q acha
learn-screen-keys-count = jibu, au h dokezo · s Enter ona jibu · b Enter rudi · q acha
learn-screen-keys-typed-hint = jibu, au h Enter dokezo · s ona jibu · b Enter rudi · q acha
learn-screen-narrow-choose = mishale Enter · h dokezo · s jibu · q acha · PgUp PgDn · ? msaada
learn-screen-narrow-choose-count = mishale Enter · h dokezo · s Enter jibu · q acha · PgUp PgDn · ? msaada
learn-screen-wide-choose = mishale, Enter: { $keys } · PgUp PgDn sogeza · ? msaada
learn-screen-narrow = { $keys } · ? msaada
learn-screen-wide = { $keys } · ←→ ukurasa · ↑↓ sogeza · ? msaada
learn-screen-wide-move = { $keys } · ←→ ukurasa · ↑↓ sogeza · +- kasi · ? msaada
learn-untouched-hole = chagua shimo kwa vitufe vya mishale, kisha Enter; au liandike
learn-untouched-move = chagua shimo kwa vitufe vya mishale, kisha Enter; au andika hatua
learn-no-move-from = hakuna hatua halali inayoanzia { $hole }
learn-speed = kasi ya kupanda: ms { $ms } kwa kete
learn-speed-fastest = kasi ya kupanda: ms { $ms } kwa kete (kasi zaidi)
learn-speed-slowest = kasi ya kupanda: ms { $ms } kwa kete (polepole zaidi)
learn-frame-plays = { $side } anacheza { $mv }
learn-frame-step = { $side } { $mv }: { $step }
learn-screen-help = Kwenye skrini hii:
learn-screen-help-enter = kwanza maneno chini ya kisanduku, kama yapo; kisha endelea
learn-screen-help-pages = mbele, nyuma (kama n, b)
learn-screen-help-scroll = sogeza maneno; pia PgUp PgDn
learn-screen-help-arrows = mishale kwenye swali: chagua shimo, Enter inalitoa
learn-screen-help-esc = futa kilichoandikwa; onyesha tena bao la ukurasa
learn-screen-help-speed = kupanda haraka, polepole; kitufe chochote kinaruka upandaji
learn-screen-help-stop = acha

## The progress file
learn-progress-newer = lina toleo la muundo { $version }, jipya kuliko bao hili linavyoelewa ({ $known })
learn-progress-no-dir = haijulikani pa kuhifadhi maendeleo: weka HOME, au XDG_STATE_HOME kwa njia kamili
learn-progress-io = haiwezekani kuhifadhi au kusoma maendeleo katika `{ $path }`: { $error }
learn-progress-read = haiwezekani kusoma maendeleo katika `{ $path }`: { $error }; liondoe, au weka XDG_STATE_HOME kwa folda nyingine
learn-progress-unreadable = haiwezekani kusoma maendeleo katika `{ $path }`: { $reason }; limeachwa lilivyo: lirekebishe, liondoe, au tumia --state na folda nyingine
learn-progress-rating = alama ya mafumbo { $value } iko nje ya kiwango
learn-progress-deviation = mkengeuko wa alama ya mafumbo { $value } uko nje ya kiwango
learn-progress-volatility = kubadilika kwa alama ya mafumbo { $value } kuko nje ya kiwango
learn-progress-attempt = jaribio la { $attempt } katika historia ya mafumbo halina alama kamili
