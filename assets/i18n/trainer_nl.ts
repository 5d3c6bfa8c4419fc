<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>Actions</name>
    <message>
        <source>No more bets</source>
        <translation>Geen inzetten meer</translation>
    </message>
    <message>
        <source>Offer insurance</source>
        <translation>Verzekering aanbieden</translation>
    </message>
    <message>
        <source>Close insurance</source>
        <translation>Verzekering sluiten</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>Ronde beëindigen</translation>
    </message>
    <message>
        <source>Accept the double on %1</source>
        <translation>Verdubbelen op %1 aannemen</translation>
    </message>
    <message>
        <source>Accept the split of %1</source>
        <translation>Splitsen van %1 aannemen</translation>
    </message>
    <message>
        <source>Refuse the request of %1</source>
        <translation>Verzoek van %1 weigeren</translation>
    </message>
    <message>
        <source>Collect %1</source>
        <translation>%1 innemen</translation>
    </message>
    <message>
        <source>Push %1 (stand-off)</source>
        <translation>Stand-off (gelijkspel): %1</translation>
    </message>
    <message>
        <source>Card to %1</source>
        <translation>Kaart naar %1</translation>
    </message>
    <message>
        <source>Pay %1: %2</source>
        <translation>Uitbetalen aan %1: %2</translation>
    </message>
    <message>
        <source>Refuse %1 (over the limit)</source>
        <translation>%1 weigeren (boven de limiet)</translation>
    </message>
    <message>
        <source>Card to the dealer</source>
        <translation>Kaart naar de croupier</translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own sentences (Python 3.11 to 3.13), kept word for word: argparse asks for them by these English texts. Their ``%(name)s`` places must stay in a translation.</extracomment>
        <translation>gebruik: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumenten</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opties</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>deze hulp tonen en stoppen</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>deze argumenten zijn nodig: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>onbekende argumenten: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>er is één waarde nodig</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>hoogstens één waarde</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>er is minstens één waarde nodig</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ongeldige waarde: %(value)r</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>niet samen met %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>een van de argumenten %s is nodig</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>dubbelzinnige optie: %(option)s kan %(matches)s zijn</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>de waarde %r hoort hier niet</translation>
    </message>
</context>
<context>
    <name>Bets</name>
    <message>
        <source>21+3</source>
        <extracomment>side bet id -&gt; its name on the felt (Swiss Jack&apos;s four fields are four bets).</extracomment>
        <translation>21+3</translation>
    </message>
    <message>
        <source>Swiss Jack bust field</source>
        <translation>Swiss Jack-vak dood</translation>
    </message>
    <message>
        <source>Swiss Jack Black Jack field</source>
        <translation>Swiss Jack-vak Black Jack</translation>
    </message>
    <message>
        <source>Swiss Jack colour field</source>
        <translation>Swiss Jack-vak kleur</translation>
    </message>
    <message>
        <source>Swiss Jack swiss field</source>
        <translation>Swiss Jack-vak swiss</translation>
    </message>
    <message>
        <source>%1, first player behind</source>
        <extracomment>behind slot -&gt; the player&apos;s place behind the box holder.</extracomment>
        <translation>%1, eerste speler achter</translation>
    </message>
    <message>
        <source>%1, second player behind</source>
        <translation>%1, tweede speler achter</translation>
    </message>
    <message>
        <source>%1, third player behind</source>
        <translation>%1, derde speler achter</translation>
    </message>
    <message>
        <source>Swiss Jack</source>
        <translation>Swiss Jack</translation>
    </message>
    <message>
        <source>box %1, split hand %2</source>
        <translation>box %1, gesplitste hand %2</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>box %1</translation>
    </message>
    <message>
        <source>insurance on %1</source>
        <translation>verzekering op %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, player behind %2</source>
        <translation>%1, speler achter %2</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>an ace</source>
        <extracomment>a card&apos;s rank as the object of &quot;the dealer shows ...&quot;: cards in prose are words, never codes (&quot;the dealer shows an ace&quot;, not &quot;As&quot;).</extracomment>
        <translation>een aas</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>een heer</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>een vrouw</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>een boer</translation>
    </message>
    <message>
        <source>a ten</source>
        <translation>een tien</translation>
    </message>
    <message>
        <source>a nine</source>
        <translation>een negen</translation>
    </message>
    <message>
        <source>an eight</source>
        <translation>een acht</translation>
    </message>
    <message>
        <source>a seven</source>
        <translation>een zeven</translation>
    </message>
    <message>
        <source>a six</source>
        <translation>een zes</translation>
    </message>
    <message>
        <source>a five</source>
        <translation>een vijf</translation>
    </message>
    <message>
        <source>a four</source>
        <translation>een vier</translation>
    </message>
    <message>
        <source>a three</source>
        <translation>een drie</translation>
    </message>
    <message>
        <source>a two</source>
        <translation>een twee</translation>
    </message>
</context>
<context>
    <name>CheckCli</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>NIET OK</translation>
    </message>
    <message>
        <source>round finished</source>
        <translation>ronde afgemaakt</translation>
    </message>
    <message>
        <source>round not finished</source>
        <translation>ronde niet afgemaakt</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n mistakes, %2</source>
        <translation>
            <numerusform>%1: %n fout, %2</numerusform>
            <numerusform>%1: %n fouten, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>stap %1</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>house: %1</source>
        <translation>huis: %1</translation>
    </message>
    <message>
        <source>actions:</source>
        <translation>handelingen:</translation>
    </message>
</context>
<context>
    <name>ClassReport</name>
    <message>
        <source>Trainee</source>
        <extracomment>the PDF&apos;s column headings, in English: the source texts the .ts files translate (the CSV keeps its stable COLUMNS in every language, for the programs that read it).</extracomment>
        <translation>Cursist</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sessies</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Foutloos</translation>
    </message>
    <message>
        <source>Accuracy %</source>
        <translation>Nauwkeurigheid %</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Oefeningen</translation>
    </message>
    <message>
        <source>Drill %</source>
        <translation>Oefeningen %</translation>
    </message>
    <message>
        <source>Weakest point</source>
        <translation>Zwakste punt</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Examens</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Geslaagd</translation>
    </message>
    <message>
        <source>Last exam</source>
        <translation>Laatste examen</translation>
    </message>
    <message numerus="yes">
        <source>%n trainees, %1</source>
        <translation>
            <numerusform>%n cursist, %1</numerusform>
            <numerusform>%n cursisten, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>geslaagd</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>niet geslaagd</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>te beoordelen</translation>
    </message>
    <message>
        <source>%1 %2 % %3 (%4)</source>
        <translation>%1 %2 % %3 (%4)</translation>
    </message>
    <message>
        <source>Class report: %1</source>
        <extracomment>the columns&apos; shares of the page, in the order of HEADINGS.</extracomment>
        <translation>Klasrapport: %1</translation>
    </message>
</context>
<context>
    <name>ClassTexts</name>
    <message>
        <source>Class %1 created in %2</source>
        <translation>Klas %1 aangemaakt in %2</translation>
    </message>
    <message>
        <source>no trainees yet</source>
        <translation>nog geen cursisten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is in class %2</source>
        <translation>%1 zit in klas %2</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2, %3 min)</source>
        <translation>%1 (examen: geslaagd vanaf %2, %3 min)</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2)</source>
        <translation>%1 (examen: geslaagd vanaf %2)</translation>
    </message>
    <message>
        <source>Assigned %1 to %2</source>
        <translation>%1 toegewezen aan %2</translation>
    </message>
    <message>
        <source>Assigned %1 to class %2</source>
        <translation>%1 toegewezen aan klas %2</translation>
    </message>
    <message>
        <source>Class %1</source>
        <translation>Klas %1</translation>
    </message>
    <message>
        <source>Class %1, %2</source>
        <translation>Klas %1, %2</translation>
    </message>
    <message>
        <source>trainee</source>
        <translation>cursist</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>rondes</translation>
    </message>
    <message>
        <source>accuracy %</source>
        <translation>nauwkeurigheid %</translation>
    </message>
    <message>
        <source>s/action</source>
        <translation>s/handeling</translation>
    </message>
    <message>
        <source>drills</source>
        <translation>oefeningen</translation>
    </message>
    <message>
        <source>pack</source>
        <translation>pakket</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronde</translation>
    </message>
    <message>
        <source>last mistake</source>
        <translation>laatste fout</translation>
    </message>
    <message>
        <source>name</source>
        <translation>naam</translation>
    </message>
    <message>
        <source>login</source>
        <translation>inlognaam</translation>
    </message>
    <message>
        <source>password</source>
        <translation>wachtwoord</translation>
    </message>
    <message>
        <source>The passwords are shown only now: hand each trainee theirs (or print slips with --pdf FILE).</source>
        <translation>De wachtwoorden worden alleen nu getoond: geef elke cursist het zijne (of druk briefjes af met --pdf BESTAND).</translation>
    </message>
    <message numerus="yes">
        <source>%n sign-in slips written to %1</source>
        <translation>
            <numerusform>%n inlogbriefje geschreven naar %1</numerusform>
            <numerusform>%n inlogbriefjes geschreven naar %1</numerusform>
        </translation>
    </message>
    <message>
        <source>free play</source>
        <translation>vrij spel</translation>
    </message>
    <message>
        <source>weakest: %1</source>
        <translation>zwakst: %1</translation>
    </message>
    <message>
        <source>assigned: %1 to %2</source>
        <translation>toegewezen: %1 aan %2</translation>
    </message>
    <message>
        <source>assigned: %1</source>
        <translation>toegewezen: %1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>geslaagd</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gezakt</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>te beoordelen</translation>
    </message>
    <message>
        <source>exam: %1 %2, attempt %3: %4 clean of %5 (%6 played), %7 %</source>
        <translation>examen: %1 %2, poging %3: %4 foutloos van %5 (%6 gespeeld), %7 %</translation>
    </message>
    <message>
        <source>%1 may take the exam %2 once more (%3 attempts in all)</source>
        <translation>%1 mag het examen %2 nog een keer doen (%3 pogingen in totaal)</translation>
    </message>
    <message>
        <source>%1&apos;s attempt at %2 is now: %3</source>
        <translation>De poging van %1 bij %2 is nu: %3</translation>
    </message>
    <message>
        <source>%1 (verification code %2)</source>
        <translation>%1 (verificatiecode %2)</translation>
    </message>
    <message>
        <source>%1 passed the exam %2 of class %3 on %4 with %5 % (pass mark %6 %)</source>
        <translation>%1 slaagde op %4 voor het examen %2 van klas %3 met %5 % (cesuur %6 %)</translation>
    </message>
    <message>
        <source>not a certificate of this class</source>
        <translation>geen certificaat van deze klas</translation>
    </message>
    <message>
        <source>not counted: %1</source>
        <translation>telt niet: %1</translation>
    </message>
    <message>
        <source>the pack cannot be read: %1</source>
        <translation>het pakket is niet leesbaar: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds of another scenario not counted</source>
        <translation>
            <numerusform>%n ronde van een ander scenario telt niet</numerusform>
            <numerusform>%n rondes van andere scenario&apos;s tellen niet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds faster than a person</source>
        <translation>
            <numerusform>%n ronde sneller dan een mens</numerusform>
            <numerusform>%n rondes sneller dan een mens</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (accepted)</source>
        <translation>%1 (geaccepteerd)</translation>
    </message>
    <message>
        <source>%1 (rejected)</source>
        <translation>%1 (afgewezen)</translation>
    </message>
    <message>
        <source>the stations&apos; shared login is gone: each trainee signs in with a login of their own (trainer class add NAME... makes them, trainer class password NAME gives a new password)</source>
        <translation>de gedeelde login van de stations bestaat niet meer: elke cursist logt in met een eigen login (trainer class add NAAM... maakt ze, trainer class password NAAM geeft een nieuw wachtwoord)</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds disagree with their replay</source>
        <translation>
            <numerusform>%n ronde klopt niet met de herhaling</numerusform>
            <numerusform>%n rondes kloppen niet met hun herhaling</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n late rounds not counted</source>
        <translation>
            <numerusform>%n te late ronde niet geteld</numerusform>
            <numerusform>%n te late rondes niet geteld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds from another computer not counted</source>
        <translation>
            <numerusform>%n ronde van een andere computer niet geteld</numerusform>
            <numerusform>%n rondes van een andere computer niet geteld</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliTexts</name>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>name</source>
        <translation>naam</translation>
    </message>
    <message>
        <source>decks</source>
        <translation>spellen</translation>
    </message>
    <message>
        <source>boxes</source>
        <translation>boxen</translation>
    </message>
    <message>
        <source>limits</source>
        <translation>limieten</translation>
    </message>
    <message>
        <source>* the default house</source>
        <translation>* het standaardhuis</translation>
    </message>
    <message>
        <source>trainer: no window: %1; here is a round by the book instead</source>
        <translation>trainer: geen venster: %1; hier is in plaats daarvan een ronde volgens het boekje</translation>
    </message>
    <message numerus="yes">
        <source>OK %1 (%n scenarios)</source>
        <translation>
            <numerusform>OK %1 (%n scenario)</numerusform>
            <numerusform>OK %1 (%n scenario&apos;s)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: warning: house %2 gives the player the edge: the house edge with basic strategy is %3 %</source>
        <translation>%1: waarschuwing: huis %2 geeft de speler het voordeel: het huisvoordeel met basisstrategie is %3 %</translation>
    </message>
    <message>
        <source>%1: note: --house %3 replaces the scenario&apos;s own rules: %2</source>
        <translation>%1: let op: --house %3 vervangt de eigen regels van het scenario: %2</translation>
    </message>
</context>
<context>
    <name>DrillTexts</name>
    <message>
        <source>Time is up.</source>
        <translation>De tijd is om.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a no-break space: a sum such as &quot;175 × 1,5 = 262,50&quot; never breaks inside in the window. a suit&apos;s letter in a card code -&gt; the symbol printed on the card.</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Black Jack on {bet}. Pay?</source>
        <translation>Black Jack op {bet}. Uitbetalen?</translation>
    </message>
    <message>
        <source>Insurance of {insurance} on a bet of {bet}; the dealer has Black Jack. Pay the insurance?</source>
        <translation>Verzekering van {insurance} op een inzet van {bet}; de croupier heeft Black Jack. De verzekering uitbetalen?</translation>
    </message>
    <message>
        <source>Black Jack on {bet} takes even money. Pay?</source>
        <translation>Black Jack op {bet} neemt even money. Uitbetalen?</translation>
    </message>
    <message>
        <source>Three sevens on {bet}. Pay?</source>
        <translation>Drie zevens op {bet}. Uitbetalen?</translation>
    </message>
    <message>
        <source>{bet} wins. Pay?</source>
        <translation>{bet} wint. Uitbetalen?</translation>
    </message>
    <message>
        <source>{bet} doubled to {stake} wins. Pay?</source>
        <translation>{bet}, verdubbeld tot {stake}, wint. Uitbetalen?</translation>
    </message>
    <message>
        <source>A split hand of {bet}, doubled to {stake}, wins. Pay that hand?</source>
        <translation>Een gesplitste hand van {bet}, verdubbeld tot {stake}, wint. Die hand uitbetalen?</translation>
    </message>
    <message>
        <source>A split hand of {bet} wins. Pay that hand?</source>
        <translation>Een gesplitste hand van {bet} wint. Die hand uitbetalen?</translation>
    </message>
    <message>
        <source>a straight flush</source>
        <translation>een straight flush</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>three of a kind</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>een straat</translation>
    </message>
    <message>
        <source>a flush</source>
        <translation>een flush</translation>
    </message>
    <message>
        <source>the dealer busts</source>
        <translation>de croupier gaat dood</translation>
    </message>
    <message>
        <source>the dealer has Black Jack</source>
        <translation>de croupier heeft Black Jack</translation>
    </message>
    <message>
        <source>the dealer has Black Jack in one suit</source>
        <translation>de croupier heeft Black Jack in één kleur</translation>
    </message>
    <message>
        <source>the dealer has Black Jack of two clubs</source>
        <translation>de croupier heeft Black Jack met twee klaveren</translation>
    </message>
    <message>
        <source>21+3 of {bet}: the box holds {box}, the dealer shows {dealer} ({made}). Pay?</source>
        <translation>21+3 van {bet}: de box heeft {box}, de croupier toont {dealer} ({made}). Uitbetalen?</translation>
    </message>
    <message>
        <source>Black Jack box: holder {holder}, behind {behind}. Pay the box?</source>
        <translation>Box met Black Jack: houder {holder}, achter {behind}. De box uitbetalen?</translation>
    </message>
    <message>
        <source>Three sevens box: holder {holder}, behind {behind}. Pay the box?</source>
        <translation>Box met drie zevens: houder {holder}, achter {behind}. De box uitbetalen?</translation>
    </message>
    <message>
        <source>Winning box: holder {holder}, behind {behind}. Pay the box?</source>
        <translation>Winnende box: houder {holder}, achter {behind}. De box uitbetalen?</translation>
    </message>
    <message>
        <source>Black Jack on {bet}</source>
        <translation>Black Jack op {bet}</translation>
    </message>
    <message>
        <source>{bet} doubled to {stake} wins</source>
        <translation>{bet}, verdubbeld tot {stake}, wint</translation>
    </message>
    <message>
        <source>{bet} wins</source>
        <translation>{bet} wint</translation>
    </message>
    <message numerus="yes">
        <source>One player&apos;s %n boxes: {boxes}. Pay the player in total?</source>
        <translation>
            <numerusform>%n box van één speler: {boxes}. De speler in totaal uitbetalen?</numerusform>
            <numerusform>%n boxen van één speler: {boxes}. De speler in totaal uitbetalen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n questions or {seconds} seconds</source>
        <translation>
            <numerusform>%n vraag of {seconds} seconden</numerusform>
            <numerusform>%n vragen of {seconds} seconden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n questions</source>
        <translation>
            <numerusform>%n vraag</numerusform>
            <numerusform>%n vragen</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} seconds</source>
        <translation>{seconds} seconden</translation>
    </message>
    <message>
        <source>Payout drill at {house} ({currency}), {limit}.</source>
        <translation>Uitbetalingsoefening bij {house} ({currency}), {limit}.</translation>
    </message>
    <message>
        <source>Type what the dealer pays (winnings only) and press Enter; q quits.</source>
        <translation>Typ wat de croupier uitbetaalt (alleen de winst) en druk op Enter; q stopt.</translation>
    </message>
    <message>
        <source>Right. {worked}   ({seconds}, streak {streak})</source>
        <translation>Goed. {worked}   ({seconds}, reeks {streak})</translation>
    </message>
    <message>
        <source>Wrong: you paid {given}, the payout is {answer}.</source>
        <translation>Fout: je betaalde {given}, de uitbetaling is {answer}.</translation>
    </message>
    <message>
        <source>In chips: {best}</source>
        <translation>In fiches: {best}</translation>
    </message>
    <message>
        <source>Not graded: {problem}. Type it again, or q to quit.</source>
        <translation>Niet beoordeeld: {problem}. Typ het opnieuw, of q om te stoppen.</translation>
    </message>
    <message>
        <source>Time is up: that answer came after the end.</source>
        <translation>De tijd is om: dat antwoord kwam na het einde.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestopt.</translation>
    </message>
    <message>
        <source>No answers.</source>
        <translation>Geen antwoorden.</translation>
    </message>
    <message>
        <source>Saving the answers for {name} in {where}.</source>
        <translation>De antwoorden voor {name} worden bewaard in {where}.</translation>
    </message>
    <message numerus="yes">
        <source>The class server is away: %n answers wait on this computer and are written when the next quiz or station on this class database reaches it.</source>
        <translation>
            <numerusform>De klasserver is weg: %n antwoord wacht op deze computer en wordt geschreven zodra de volgende quiz of het volgende station van deze klasdatabase hem bereikt.</numerusform>
            <numerusform>De klasserver is weg: %n antwoorden wachten op deze computer en worden geschreven zodra de volgende quiz of het volgende station van deze klasdatabase hem bereikt.</numerusform>
        </translation>
    </message>
    <message>
        <source>{right} of {answered} right ({accuracy}), best streak {best}, median {median}.</source>
        <translation>{right} van {answered} goed ({accuracy}), beste reeks {best}, mediaan {median}.</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>soort</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>beantwoord</translation>
    </message>
    <message>
        <source>right</source>
        <translation>goed</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>nauwkeurigheid</translation>
    </message>
    <message>
        <source>median</source>
        <translation>mediaan</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} en {last}</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>dood</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>kleur</translation>
    </message>
    <message>
        <source>swiss</source>
        <translation>swiss</translation>
    </message>
    <message>
        <source>Swiss Jack {field} field of {bet}: the dealer&apos;s hand is {cards} ({made}). Pay?</source>
        <translation>Swiss Jack, vak {field}, van {bet}: de hand van de croupier is {cards} ({made}). Uitbetalen?</translation>
    </message>
    <message>
        <source>{sum}, rounded down to {unit}: {paid}</source>
        <translation>{sum}, naar beneden afgerond op {unit}: {paid}</translation>
    </message>
    <message>
        <source>total {sum} = {answer}</source>
        <translation>totaal {sum} = {answer}</translation>
    </message>
    <message>
        <source>{amount} not in chips</source>
        <translation>{amount} niet in fiches</translation>
    </message>
    <message>
        <source>no chips</source>
        <translation>geen fiches</translation>
    </message>
    <message>
        <source>Right! {worked}
In chips: {best}</source>
        <translation>Goed! {worked}
In fiches: {best}</translation>
    </message>
    <message>
        <source>Wrong: you paid {given}; the payout is {answer}.
{worked}
In chips: {best}</source>
        <translation>Fout: je betaalde {given}; de uitbetaling is {answer}.
{worked}
In fiches: {best}</translation>
    </message>
    <message>
        <source>Right, and with the fewest chips! {worked}
{best}</source>
        <translation>Goed, en met de minste fiches! {worked}
{best}</translation>
    </message>
    <message>
        <source>Right amount, but fewer chips do it: {best}
{worked}</source>
        <translation>Goed bedrag, maar het kan met minder fiches: {best}
{worked}</translation>
    </message>
    <message>
        <source>Wrong: your chips make {given}; pay {best}.
{worked}</source>
        <translation>Fout: je fiches maken {given}; betaal {best}.
{worked}</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Verzekering</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Even money</translation>
    </message>
    <message>
        <source>Three sevens</source>
        <translation>Drie zevens</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Winst</translation>
    </message>
    <message>
        <source>Doubled win</source>
        <translation>Verdubbelde winst</translation>
    </message>
    <message>
        <source>Split hand win</source>
        <translation>Winst gesplitste hand</translation>
    </message>
    <message>
        <source>Pay the box</source>
        <translation>Box uitbetalen</translation>
    </message>
    <message>
        <source>21+3</source>
        <translation>21+3</translation>
    </message>
    <message>
        <source>Swiss Jack</source>
        <translation>Swiss Jack</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>file not found</source>
        <extracomment>the core&apos;s English sentence (a full match; groups are the values, in order) -&gt; the source text with %1, %2 ... for those values.</extracomment>
        <translation>bestand niet gevonden</translation>
    </message>
    <message>
        <source>an exam is sat by a person: %1 cannot be used with --exam</source>
        <translation>een examen wordt door een mens afgelegd: %1 kan niet samen met --exam</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>is een map, geen bestand</translation>
    </message>
    <message>
        <source>unknown house %1; the houses are: %2</source>
        <translation>onbekend huis %1; de huizen zijn: %2</translation>
    </message>
    <message>
        <source>no pack %1; the shipped packs are: %2</source>
        <translation>geen pakket %1; de meegeleverde pakketten zijn: %2</translation>
    </message>
    <message>
        <source>step %1 is listed twice</source>
        <translation>stap %1 staat er twee keer in</translation>
    </message>
    <message>
        <source>step %1 is past the last recorded action (step %2)</source>
        <translation>stap %1 ligt na de laatste opgenomen handeling (stap %2)</translation>
    </message>
    <message>
        <source>step %1 (%2) is a correct action, not %3</source>
        <translation>stap %1 (%2) is een juiste handeling, niet %3</translation>
    </message>
    <message>
        <source>step %1 (%2) is a %3 mistake, not %4</source>
        <translation>stap %1 (%2) is de fout %3, niet %4</translation>
    </message>
    <message>
        <source>step %1 (%2) is a %3 mistake that errors_to_find does not list</source>
        <translation>stap %1 (%2) is de fout %3, die errors_to_find niet noemt</translation>
    </message>
    <message>
        <source>the recorded actions stop before the round ends (no end_round that finishes it)</source>
        <translation>de opgenomen handelingen stoppen voor het einde van de ronde (geen end_round die hem afsluit)</translation>
    </message>
    <message>
        <source>bad card code %1: ranks are A 2-9 T J Q K, suits s h d c</source>
        <translation>ongeldige kaartcode %1: de waarden zijn A 2-9 T J Q K, de kleuren s h d c</translation>
    </message>
    <message>
        <source>card %1 appears more often than the shoe&apos;s %2 decks hold</source>
        <translation>kaart %1 komt vaker voor dan de %2 spellen van de schoen bevatten</translation>
    </message>
    <message>
        <source>this &apos;%1&apos; is not closed: add the missing &apos;%2&apos; (or a comma between entries) before line %3, column %4</source>
        <translation>deze &apos;%1&apos; is niet gesloten: voeg de ontbrekende &apos;%2&apos; (of een komma tussen de items) toe vóór regel %3, kolom %4</translation>
    </message>
    <message>
        <source>this quote is never closed: add the closing quote at the end of the text</source>
        <translation>dit aanhalingsteken wordt nooit gesloten: zet het sluitende aanhalingsteken aan het eind van de tekst</translation>
    </message>
    <message>
        <source>a tab character: YAML indents with spaces only; replace the tab with spaces</source>
        <translation>een tabteken: YAML springt alleen in met spaties; vervang de tab door spaties</translation>
    </message>
    <message>
        <source>duplicate key %1 (first given on line %2)</source>
        <translation>dubbele sleutel %1 (eerst op regel %2)</translation>
    </message>
    <message>
        <source>the required key %1 is missing</source>
        <translation>de verplichte sleutel %1 ontbreekt</translation>
    </message>
    <message>
        <source>%1 is not a key; did you mean %2?</source>
        <translation>%1 is geen sleutel; bedoelde je %2?</translation>
    </message>
    <message>
        <source>%1 is not a key here; the keys are: %2</source>
        <translation>%1 is hier geen sleutel; de sleutels zijn: %2</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 is geen getal</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 is geen geheel getal</translation>
    </message>
    <message>
        <source>bet %1 is over the table maximum %2</source>
        <translation>de inzet %1 ligt boven het tafelmaximum %2</translation>
    </message>
    <message>
        <source>bet %1 is below the table minimum %2</source>
        <translation>de inzet %1 ligt onder het tafelminimum %2</translation>
    </message>
    <message>
        <source>tag %1 is not allowed</source>
        <translation>de tag %1 is niet toegestaan</translation>
    </message>
    <message>
        <source>binary data (a NUL byte), not a text file</source>
        <translation>binaire gegevens (een NUL-byte), geen tekstbestand</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1)</source>
        <translation>geen UTF-8-tekst (byte %1)</translation>
    </message>
    <message>
        <source>the file is more than the limit of %1 bytes</source>
        <translation>het bestand is groter dan de grens van %1 bytes</translation>
    </message>
    <message>
        <source>the file is %1 bytes, more than the limit of %2</source>
        <translation>het bestand is %1 bytes, meer dan de grens van %2</translation>
    </message>
    <message>
        <source>no pack here (the file is empty or only comments); a pack is a mapping with %1</source>
        <translation>hier staat geen pakket (het bestand is leeg of alleen commentaar); een pakket is een mapping met %1</translation>
    </message>
    <message>
        <source>unknown action %1; actions are: %2</source>
        <translation>onbekende handeling %1; de handelingen zijn: %2</translation>
    </message>
    <message>
        <source>box %1 is not on the table: %2 has boxes %3</source>
        <translation>box %1 staat niet aan tafel: %2 heeft de boxen %3</translation>
    </message>
    <message>
        <source>folder holds no .yaml pack files</source>
        <translation>de map bevat geen .yaml-pakketbestanden</translation>
    </message>
    <message>
        <source>give a SCENARIO file or --random</source>
        <translation>geef een SCENARIO-bestand of --random</translation>
    </message>
    <message>
        <source>give a SCENARIO file or --random, not both</source>
        <translation>geef een SCENARIO-bestand of --random, niet allebei</translation>
    </message>
    <message>
        <source>no amount: type a number such as %1</source>
        <translation>geen bedrag: typ een getal, zoals %1</translation>
    </message>
    <message>
        <source>%1 is not an amount: type digits, such as %2</source>
        <translation>%1 is geen bedrag: typ cijfers, zoals %2</translation>
    </message>
    <message>
        <source>%1 is not an amount: type a number such as %2</source>
        <translation>%1 is geen bedrag: typ een getal, zoals %2</translation>
    </message>
    <message>
        <source>%1: thousands are grouped by three digits, such as 1 500</source>
        <translation>%1: duizendtallen worden per drie cijfers gegroepeerd, zoals 1 500</translation>
    </message>
    <message>
        <source>%1: one decimal mark, with one or two digits after it, such as %2</source>
        <translation>%1: één decimaalteken, met één of twee cijfers erna, zoals %2</translation>
    </message>
    <message>
        <source>%1 is ambiguous (%2 or %3?): type %4 without a mark, or at most two decimals</source>
        <translation>%1 is dubbelzinnig (%2 of %3?): typ %4 zonder teken, of hoogstens twee decimalen</translation>
    </message>
    <message>
        <source>%1: at most two decimals, such as %2</source>
        <translation>%1: hoogstens twee decimalen, zoals %2</translation>
    </message>
    <message>
        <source>%1: too long for an amount; type a plain number such as %2</source>
        <translation>%1: te lang voor een bedrag; typ een gewoon getal, zoals %2</translation>
    </message>
    <message>
        <source>%1 wants a whole number, got %2</source>
        <translation>%1 verwacht een geheel getal, kreeg %2</translation>
    </message>
    <message>
        <source>%1 must be at least %2, got %3</source>
        <translation>%1 moet minstens %2 zijn, kreeg %3</translation>
    </message>
    <message>
        <source>%1 must be at most %2, got %3</source>
        <translation>%1 mag hoogstens %2 zijn, kreeg %3</translation>
    </message>
    <message>
        <source>%1 wants a number of seconds, got %2</source>
        <translation>%1 verwacht een aantal seconden, kreeg %2</translation>
    </message>
    <message>
        <source>%1 must be more than 0, got %2</source>
        <translation>%1 moet meer dan 0 zijn, kreeg %2</translation>
    </message>
    <message>
        <source>%1 is for the interactive quiz, not with --print</source>
        <translation>%1 hoort bij de interactieve quiz, niet bij --print</translation>
    </message>
    <message>
        <source>--json goes with --print N</source>
        <translation>--json hoort bij --print N</translation>
    </message>
    <message>
        <source>--trainee needs a name</source>
        <translation>--trainee heeft een naam nodig</translation>
    </message>
    <message>
        <source>--house all works only with --print; name one house for a quiz</source>
        <translation>--house all werkt alleen met --print; noem één huis voor een quiz</translation>
    </message>
    <message>
        <source>unknown kind %1; the kinds are: %2</source>
        <translation>onbekende soort %1; de soorten zijn: %2</translation>
    </message>
    <message>
        <source>unknown point %1; the points are: %2</source>
        <translation>onbekend punt %1; de punten zijn: %2</translation>
    </message>
    <message>
        <source>no progress database in %1</source>
        <translation>geen voortgangsdatabase in %1</translation>
    </message>
    <message>
        <source>no trainee named %1 in %2 (trainees: %3)</source>
        <translation>geen cursist met de naam %1 in %2 (cursisten: %3)</translation>
    </message>
    <message>
        <source>--day %1 is not a date (YYYY-MM-DD)</source>
        <translation>--day %1 is geen datum (JJJJ-MM-DD)</translation>
    </message>
    <message>
        <source>bad --size %1: write it as 1280x800</source>
        <translation>ongeldige --size %1: schrijf het als 1280x800</translation>
    </message>
    <message>
        <source>a class needs a name</source>
        <translation>een klas heeft een naam nodig</translation>
    </message>
    <message>
        <source>a trainee needs a name</source>
        <translation>een cursist heeft een naam nodig</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN must be at least %1 digits</source>
        <translation>de pincode van de docent moet minstens %1 cijfers hebben</translation>
    </message>
    <message>
        <source>there is already a class named %1</source>
        <translation>er is al een klas met de naam %1</translation>
    </message>
    <message>
        <source>name the class with --class (classes: %1)</source>
        <translation>noem de klas met --class (klassen: %1)</translation>
    </message>
    <message>
        <source>no class named %1 (classes: %2)</source>
        <translation>geen klas met de naam %1 (klassen: %2)</translation>
    </message>
    <message>
        <source>wrong instructor PIN for class %1</source>
        <translation>verkeerde pincode van de docent voor klas %1</translation>
    </message>
    <message>
        <source>%1 is not on the list of class %2 (the list: %3)</source>
        <translation>%1 staat niet op de lijst van klas %2 (de lijst: %3)</translation>
    </message>
    <message>
        <source>the pass mark is a share between 0 and 1 (0.8 for 80%)</source>
        <translation>de cesuur is een aandeel tussen 0 en 1 (0.8 voor 80%)</translation>
    </message>
    <message>
        <source>the time limit must be more than 0 minutes</source>
        <translation>de tijdslimiet moet meer dan 0 minuten zijn</translation>
    </message>
    <message>
        <source>a time limit belongs to an exam: give a pass mark too</source>
        <translation>een tijdslimiet hoort bij een examen: geef ook een cesuur op</translation>
    </message>
    <message>
        <source>--pass-mark %1: give a share such as 80% or 0.8</source>
        <translation>--pass-mark %1: geef een aandeel op, zoals 80% of 0.8</translation>
    </message>
    <message>
        <source>sign in with the class and your name: --class CLASS --trainee NAME</source>
        <translation>meld je aan met de klas en je naam: --class KLAS --trainee NAAM</translation>
    </message>
    <message>
        <source>no progress database at %1</source>
        <translation>geen voortgangsdatabase op %1</translation>
    </message>
    <message>
        <source>the class database URL %1 is malformed: the port must be a whole number from 1 to 65535</source>
        <translation>de URL van de klasdatabase %1 is onjuist: de poort moet een geheel getal van 1 tot 65535 zijn</translation>
    </message>
    <message>
        <source>the class database URL %1 is malformed: an IPv6 address goes in square brackets, both of them: %2</source>
        <translation>de URL van de klasdatabase %1 is onjuist: een IPv6-adres staat tussen vierkante haken, allebei: %2</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: wrong name or password (login %2)</source>
        <translation>de klasdatabase %1 weigerde de aanmelding: verkeerde naam of verkeerd wachtwoord (inlognaam %2)</translation>
    </message>
    <message>
        <source>the class database %1 refused the connection: too many connections for this login (%2): it may hold 10 at once; close the trainer windows it has open elsewhere</source>
        <translation>de klasdatabase %1 weigerde de verbinding: te veel verbindingen voor deze aanmelding (%2): ze mag er 10 tegelijk hebben; sluit de trainervensters die ze elders open heeft</translation>
    </message>
    <message>
        <source>the class database %1 refused the connection: the server has no connection to spare (max_connections): close some trainer windows</source>
        <translation>de klasdatabase %1 weigerde de verbinding: de server heeft geen verbinding meer vrij (max_connections): sluit enkele trainervensters</translation>
    </message>
    <message>
        <source>%1 needs the class database&apos;s owner login (the instructor&apos;s --db); a trainee&apos;s login may only add and read the trainee&apos;s own record</source>
        <translation>%1 vraagt de eigenaarsaanmelding van de klasdatabase (de --db van de docent); de aanmelding van een cursist mag alleen de eigen gegevens toevoegen en lezen</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: the server wants a password for user %2: put it in the URL</source>
        <translation>de klasdatabase %1 weigerde de aanmelding: de server wil een wachtwoord voor gebruiker %2: zet het in de URL</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: the server has no user %2</source>
        <translation>de klasdatabase %1 weigerde de aanmelding: de server heeft geen gebruiker %2</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: the server has no database %2: check the end of the URL</source>
        <translation>de klasdatabase %1 weigerde de aanmelding: de server heeft geen database %2: controleer het einde van de URL</translation>
    </message>
    <message>
        <source>cannot reach the class database %1: no server answers at %2 (%3)</source>
        <translation>de klasdatabase %1 is niet bereikbaar: geen server antwoordt op %2 (%3)</translation>
    </message>
    <message>
        <source>the class database %1 is not answering: %2</source>
        <translation>de klasdatabase %1 antwoordt niet: %2</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 is niet een van %2</translation>
    </message>
    <message>
        <source>%1 is not a mapping of keys and values</source>
        <translation>%1 is geen koppeling van sleutels en waarden</translation>
    </message>
    <message>
        <source>%1 is not a list</source>
        <translation>%1 is geen lijst</translation>
    </message>
    <message>
        <source>the list is empty: give at least one entry</source>
        <translation>de lijst is leeg: geef minstens één item</translation>
    </message>
    <message>
        <source>%1 is too small: it must be more than %2</source>
        <translation>%1 is te klein: het moet meer dan %2 zijn</translation>
    </message>
    <message>
        <source>%1 is too large: it must be at most %2</source>
        <translation>%1 is te groot: het mag hoogstens %2 zijn</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 is geen aantal seconden</translation>
    </message>
    <message>
        <source>%1 is not an amount: write a number such as 150 or 262.5</source>
        <translation>%1 is geen bedrag: schrijf een getal zoals 150 of 262.5</translation>
    </message>
    <message>
        <source>there is no bet %1 on the table</source>
        <translation>er ligt geen inzet %1 op de tafel</translation>
    </message>
    <message>
        <source>duplicate scenario id %1 (first used on line %2)</source>
        <translation>dubbele scenario-id %1 (eerst gebruikt op regel %2)</translation>
    </message>
    <message>
        <source>no scenario %1 in this pack; its scenarios: %2</source>
        <translation>geen scenario %1 in dit pakket; de scenario&apos;s: %2</translation>
    </message>
    <message>
        <source>this is a scenario pack, not one scenario: choose one with --scenario ID (its scenarios: %1)</source>
        <translation>dit is een scenariopakket, geen los scenario: kies er een met --scenario ID (de scenario&apos;s: %1)</translation>
    </message>
    <message>
        <source>a second document starts here (&apos;---&apos;): a pack is one document; remove this line</source>
        <translation>hier begint een tweede document (&apos;---&apos;): een pakket is één document; verwijder deze regel</translation>
    </message>
    <message>
        <source>the indentation does not match the lines above (the entry starts on line %1): indent this line exactly as far as the other keys of its entry</source>
        <translation>de inspringing past niet bij de regels erboven (het item begint op regel %1): laat deze regel precies zo ver inspringen als de andere sleutels van het item</translation>
    </message>
    <message>
        <source>a &apos;:&apos; where none can be: is this line indented deeper than the keys beside it? (a value that holds &apos;: &apos; needs quotes)</source>
        <translation>een &apos;:&apos; waar er geen kan staan: springt deze regel dieper in dan de sleutels ernaast? (een waarde met &apos;: &apos; heeft aanhalingstekens nodig)</translation>
    </message>
    <message>
        <source>unacceptable character %1 (control characters are not allowed)</source>
        <translation>ongeldig teken %1 (stuurtekens zijn niet toegestaan)</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>dieper genest dan %1 niveaus</translation>
    </message>
    <message>
        <source>bad --size %1: write it as 1440x900</source>
        <translation>ongeldige --size %1: schrijf het als 1440x900</translation>
    </message>
    <message>
        <source>--size %1 is out of range: at most %2</source>
        <translation>--size %1 valt buiten het bereik: hoogstens %2</translation>
    </message>
    <message>
        <source>cannot write the screenshot %1: it is a folder, not a file</source>
        <translation>kan de schermafbeelding %1 niet schrijven: het is een map, geen bestand</translation>
    </message>
    <message>
        <source>cannot write the screenshot %1: %2</source>
        <translation>kan de schermafbeelding %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>--data %1 is a file, not a folder</source>
        <translation>--data %1 is een bestand, geen map</translation>
    </message>
    <message>
        <source>no display to open the window on (DISPLAY is not set): run it on a desktop, under xvfb-run, or render it with --screenshot FILE</source>
        <translation>geen scherm om het venster op te openen (DISPLAY is niet gezet): start het op een bureaublad, onder xvfb-run, of teken het met --screenshot FILE</translation>
    </message>
    <message>
        <source>Qt cannot open a window on this X display: %1 is missing (on Debian or Ubuntu: apt install %2)</source>
        <translation>Qt kan op dit X-scherm geen venster openen: %1 ontbreekt (op Debian of Ubuntu: apt install %2)</translation>
    </message>
    <message>
        <source>did you mean %1?</source>
        <extracomment>the core&apos;s suggestion for a typo, anywhere in a sentence: &quot; (did you mean &apos;cosmopol&apos;?)&quot;.</extracomment>
        <translation>bedoelde u %1?</translation>
    </message>
</context>
<context>
    <name>ExamPaper</name>
    <message>
        <source>PASSED</source>
        <translation>GESLAAGD</translation>
    </message>
    <message>
        <source>TO REVIEW: the instructor looks at rounds played faster than a person</source>
        <translation>TE BEOORDELEN: de instructeur bekijkt rondes die sneller dan een mens gespeeld zijn</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>GEZAKT</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Score: %1 (%2 clean of the exam&apos;s %3 rounds; %4 played)</source>
        <translation>Score: %1 (%2 foutloos van de %3 rondes van het examen; %4 gespeeld)</translation>
    </message>
    <message>
        <source>Pass mark: %1 · time limit: %2</source>
        <translation>Cesuur: %1 · tijdslimiet: %2</translation>
    </message>
    <message>
        <source>This attempt does not count: the exam was closed or its attempts used up.</source>
        <translation>Deze poging telt niet: het examen was gesloten of de pogingen waren op.</translation>
    </message>
    <message>
        <source>Rounds after the time limit, not counted: %1</source>
        <translation>Rondes na de tijdslimiet, niet geteld: %1</translation>
    </message>
    <message>
        <source>Rounds of another scenario, not counted: %1</source>
        <translation>Rondes van een ander scenario, niet geteld: %1</translation>
    </message>
    <message>
        <source>not played (failed)</source>
        <translation>niet gespeeld (gezakt)</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>foutloos</translation>
    </message>
    <message>
        <source>with mistakes</source>
        <translation>met fouten</translation>
    </message>
    <message>
        <source>faster than a person</source>
        <translation>sneller dan een mens</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Exam: %1</source>
        <translation>Examen: %1</translation>
    </message>
    <message>
        <source>Each round</source>
        <translation>Elke ronde</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Cursist</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klas</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Casino</translation>
    </message>
    <message>
        <source>Passed on</source>
        <translation>Geslaagd op</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Cesuur</translation>
    </message>
    <message>
        <source>Verification code: %1 (trainer class verify %1)</source>
        <translation>Verificatiecode: %1 (trainer class verify %1)</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Certificaat</translation>
    </message>
    <message>
        <source>Black Jack dealer training: exam passed</source>
        <translation>Opleiding tot Black Jack-croupier: examen gehaald</translation>
    </message>
    <message>
        <source>The examiner’s signature</source>
        <translation>Handtekening van de examinator</translation>
    </message>
</context>
<context>
    <name>ExamSwitch</name>
    <message>
        <source>Exam mode</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>Training mode</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Start an exam?</source>
        <translation>Een examen beginnen?</translation>
    </message>
    <message>
        <source>Leave the exam for training?</source>
        <translation>Het examen verlaten voor training?</translation>
    </message>
    <message>
        <source>The pack has ended: it starts again at round 1.</source>
        <translation>Het pakket is afgelopen: het begint weer bij ronde 1.</translation>
    </message>
    <message>
        <source>The pack starts again at round 1 (you are at round %1 of %2).</source>
        <translation>Het pakket begint weer bij ronde 1 (je bent bij ronde %1 van %2).</translation>
    </message>
    <message>
        <source>A new round is dealt.</source>
        <translation>Er wordt een nieuwe ronde gedeeld.</translation>
    </message>
    <message>
        <source>The round in play is kept in your history as not finished.</source>
        <translation>De lopende ronde blijft in je geschiedenis als niet afgemaakt.</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Wisselen</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Verder spelen</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>no more bets</source>
        <extracomment>the settings key that says the guide has been played or skipped once. the procedure&apos;s phases in order, as the guide&apos;s order line names them, with the round states each covers.</extracomment>
        <translation>geen inzetten meer</translation>
    </message>
    <message>
        <source>first deal</source>
        <translation>eerste deling</translation>
    </message>
    <message>
        <source>insurance, Black Jacks</source>
        <translation>verzekering, Black Jacks</translation>
    </message>
    <message>
        <source>boxes&apos; play</source>
        <translation>spel van de boxen</translation>
    </message>
    <message>
        <source>dealer&apos;s hand</source>
        <translation>hand van de croupier</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>afrekening</translation>
    </message>
    <message>
        <source>end</source>
        <translation>einde</translation>
    </message>
    <message numerus="yes">
        <source>That is a whole round, with %n mistakes: the panel says what each one was. &lt;b&gt;Enter&lt;/b&gt; deals the next one; &lt;b&gt;F1&lt;/b&gt; lists every key, and Help ▸ Guided round plays this guide again.</source>
        <translation>
            <numerusform>Dat was een hele ronde, met %n fout: het paneel zegt welke het was. &lt;b&gt;Enter&lt;/b&gt; deelt de volgende; &lt;b&gt;F1&lt;/b&gt; toont alle toetsen, en Help ▸ Begeleide ronde speelt deze gids opnieuw.</numerusform>
            <numerusform>Dat was een hele ronde, met %n fouten: het paneel zegt welke het waren. &lt;b&gt;Enter&lt;/b&gt; deelt de volgende; &lt;b&gt;F1&lt;/b&gt; toont alle toetsen, en Help ▸ Begeleide ronde speelt deze gids opnieuw.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is a whole round, dealt by the book. &lt;b&gt;Enter&lt;/b&gt; deals the next one; &lt;b&gt;F1&lt;/b&gt; lists every key, and Help ▸ Guided round plays this guide again.</source>
        <translation>Dat was een hele ronde, volgens het boekje. &lt;b&gt;Enter&lt;/b&gt; deelt de volgende; &lt;b&gt;F1&lt;/b&gt; toont alle toetsen, en Help ▸ Begeleide ronde speelt deze gids opnieuw.</translation>
    </message>
    <message>
        <source>Wait for the players.</source>
        <translation>Wacht op de spelers.</translation>
    </message>
    <message>
        <source>The bets are placed. Close the betting: press &lt;b&gt;N&lt;/b&gt; (or &lt;b&gt;Enter&lt;/b&gt;). The round&apos;s clock starts with your first action.</source>
        <translation>De inzetten liggen. Sluit de inzetten: druk op &lt;b&gt;N&lt;/b&gt; (of &lt;b&gt;Enter&lt;/b&gt;). De klok van de ronde loopt vanaf je eerste handeling.</translation>
    </message>
    <message>
        <source>Now a card to yourself: press &lt;b&gt;D&lt;/b&gt;, or click the dealer&apos;s place.</source>
        <translation>Nu een kaart voor jezelf: druk op &lt;b&gt;D&lt;/b&gt;, of klik op de plek van de croupier.</translation>
    </message>
    <message>
        <source>Deal in order, from your left: the next card goes to box %1. Press %2, or click the box&apos;s card place.</source>
        <translation>Deel op volgorde, vanaf je linkerkant: de volgende kaart gaat naar box %1. Druk op %2, of klik op de kaartplek van de box.</translation>
    </message>
    <message>
        <source>Hand %1 asks for a card: press %2, or click its cards.</source>
        <translation>Hand %1 vraagt een kaart: druk op %2, of klik op de kaarten.</translation>
    </message>
    <message>
        <source>Hand %1 wants to %2 and may: press &lt;b&gt;A&lt;/b&gt; to accept.</source>
        <translation>Hand %1 wil %2 en mag dat: druk op &lt;b&gt;A&lt;/b&gt; om aan te nemen.</translation>
    </message>
    <message>
        <source>%1 is more than half its bet, which the house refuses. Select %2: click its chips, or press &lt;b&gt;Tab&lt;/b&gt; until it is marked.</source>
        <translation>%1 is meer dan de helft van de inzet, wat het huis weigert. Kies %2: klik op de fiches, of druk op &lt;b&gt;Tab&lt;/b&gt; tot hij gemarkeerd is.</translation>
    </message>
    <message>
        <source>%1 is more than half its bet: press &lt;b&gt;X&lt;/b&gt; to refuse it.</source>
        <translation>%1 is meer dan de helft van de inzet: druk op &lt;b&gt;X&lt;/b&gt; om hem te weigeren.</translation>
    </message>
    <message>
        <source>Hand %1 asks for something the house does not allow: press &lt;b&gt;X&lt;/b&gt; to refuse.</source>
        <translation>Hand %1 vraagt iets wat het huis niet toestaat: druk op &lt;b&gt;X&lt;/b&gt; om te weigeren.</translation>
    </message>
    <message>
        <source>You show an ace: offer insurance with &lt;b&gt;I&lt;/b&gt;.</source>
        <translation>Je toont een aas: bied verzekering aan met &lt;b&gt;I&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The players have answered: close insurance with &lt;b&gt;I&lt;/b&gt;.</source>
        <translation>De spelers hebben geantwoord: sluit de verzekering met &lt;b&gt;I&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Every bet is settled: end the round with &lt;b&gt;E&lt;/b&gt;.</source>
        <translation>Alle inzetten zijn afgerekend: beëindig de ronde met &lt;b&gt;E&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Settle from your right to your left. Select %1: click its chips, or press &lt;b&gt;Tab&lt;/b&gt; until it is marked.</source>
        <translation>Reken af van je rechter- naar je linkerkant. Kies %1: klik op de fiches, of druk op &lt;b&gt;Tab&lt;/b&gt; tot hij gemarkeerd is.</translation>
    </message>
    <message>
        <source>%1 lost: press &lt;b&gt;C&lt;/b&gt; to collect it.</source>
        <translation>%1 heeft verloren: druk op &lt;b&gt;C&lt;/b&gt; om in te nemen.</translation>
    </message>
    <message>
        <source>%1 ties with you: press &lt;b&gt;U&lt;/b&gt; to push it (stand-off).</source>
        <translation>%1 speelt gelijk met jou: druk op &lt;b&gt;U&lt;/b&gt; voor stand-off.</translation>
    </message>
    <message>
        <source>%1 wins %2: press &lt;b&gt;P&lt;/b&gt;, type &lt;b&gt;%2&lt;/b&gt; and press &lt;b&gt;Enter&lt;/b&gt; (or build the amount with the panel&apos;s chips, then Pay).</source>
        <translation>%1 wint %2: druk op &lt;b&gt;P&lt;/b&gt;, typ &lt;b&gt;%2&lt;/b&gt; en druk op &lt;b&gt;Enter&lt;/b&gt; (of bouw het bedrag op met de fiches van het paneel, dan Betalen).</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Volgende: %1</translation>
    </message>
    <message>
        <source>This round is spot the error: watch the recorded dealer (&lt;b&gt;Space&lt;/b&gt; plays, &lt;b&gt;→&lt;/b&gt; steps), mark each wrong step with &lt;b&gt;M&lt;/b&gt; and finish with &lt;b&gt;F&lt;/b&gt;. The guide deals with you again in the next dealing round.</source>
        <translation>Deze ronde is Vind de fout: kijk naar de opgenomen croupier (&lt;b&gt;Spatie&lt;/b&gt; speelt af, &lt;b&gt;→&lt;/b&gt; gaat een stap verder), markeer elke foute stap met &lt;b&gt;M&lt;/b&gt; en rond af met &lt;b&gt;F&lt;/b&gt;. In de volgende ronde die je deelt, begeleidt de gids je weer.</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <extracomment>the guide was closed: True when the round was played to its end, False when skipped. the hint has been brought up to date with the round (after a key or a click).</extracomment>
        <translation>Gids overslaan</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Exam mode: the guide gives no hints during an exam. Untick &lt;b&gt;Exam mode&lt;/b&gt; to be guided.</source>
        <translation>Examen: tijdens een examen geeft de gids geen tips. Zet &lt;b&gt;Examen&lt;/b&gt; uit om begeleid te worden.</translation>
    </message>
    <message>
        <source>Guided round: done</source>
        <translation>Begeleide ronde: klaar</translation>
    </message>
    <message>
        <source>Guided round · hint %1</source>
        <translation>Begeleide ronde · tip %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>check a round&apos;s dealer actions against the procedure</source>
        <extracomment>an action list is a few dozen lines; anything past this is not one.</extracomment>
        <translation>de handelingen van de dealer in een ronde toetsen aan de procedure</translation>
    </message>
    <message>
        <source>scenario file (minimal form, see docs/procedure.md) or a scenario pack</source>
        <translation>scenariobestand (korte vorm, zie docs/procedure.md) of een scenariopakket</translation>
    </message>
    <message>
        <source>with a scenario pack: the id of the scenario to run</source>
        <translation>met een scenariopakket: de id van het scenario dat moet lopen</translation>
    </message>
    <message>
        <source>the dealer&apos;s actions, one a line, # comments</source>
        <translation>de handelingen van de dealer, één per regel, # commentaar</translation>
    </message>
    <message>
        <source>let the reference dealer play the round</source>
        <translation>laat de referentiedealer de ronde spelen</translation>
    </message>
    <message>
        <source>a random round instead of a scenario file</source>
        <translation>een willekeurige ronde in plaats van een scenariobestand</translation>
    </message>
    <message>
        <source>seed of the random round</source>
        <translation>seed van de willekeurige ronde</translation>
    </message>
    <message>
        <source>with --random: a round in which this procedure point happens</source>
        <translation>met --random: een ronde waarin dit procedurepunt voorkomt</translation>
    </message>
    <message>
        <source>house rules pack (default %1)</source>
        <translation>huisregelpakket (standaard %1)</translation>
    </message>
    <message>
        <source>print one JSON object</source>
        <translation>één JSON-object afdrukken</translation>
    </message>
    <message>
        <source>save the round as a scenario file</source>
        <translation>de ronde als scenariobestand bewaren</translation>
    </message>
    <message>
        <source>print the procedure as a mermaid state diagram</source>
        <translation>de procedure afdrukken als mermaid-toestandsdiagram</translation>
    </message>
    <message>
        <source>the class (default: the only one)</source>
        <translation>de klas (standaard: de enige)</translation>
    </message>
    <message>
        <source>set up a class on the class database (PostgreSQL) and show today&apos;s overview</source>
        <translation>een klas inrichten in de klasdatabase (PostgreSQL) en het overzicht van vandaag tonen</translation>
    </message>
    <message>
        <source>Without a subcommand: today&apos;s overview of a class (--json for the JSON the Class view shows). Subcommands set the class up.</source>
        <translation>Zonder subopdracht: het overzicht van vandaag voor een klas (--json voor de JSON die de klasweergave toont). De subopdrachten richten de klas in.</translation>
    </message>
    <message>
        <source>print the overview as one JSON object</source>
        <translation>het overzicht afdrukken als één JSON-object</translation>
    </message>
    <message>
        <source>the overview of another day (default: today)</source>
        <translation>het overzicht van een andere dag (standaard: vandaag)</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (not needed with the class database&apos;s owner login)</source>
        <translation>de pincode van de instructeur (niet nodig met de eigenaarslogin van de klasdatabase)</translation>
    </message>
    <message>
        <source>make a class with its instructor&apos;s PIN</source>
        <translation>een klas maken met de pincode van de instructeur</translation>
    </message>
    <message>
        <source>list the classes and their trainees</source>
        <translation>de klassen en hun cursisten opsommen</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (digits, at least 4): needed in a SQLite file only</source>
        <translation>de pincode van de instructeur (cijfers, minstens 4): alleen nodig in een SQLite-bestand</translation>
    </message>
    <message>
        <source>put trainees on the class list; on a class server each gets a login and a password, printed once</source>
        <translation>cursisten op de klassenlijst zetten; op een klassenserver krijgt elk een login en een wachtwoord, één keer getoond</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (a class in a SQLite file)</source>
        <translation>de pincode van de instructeur (een klas in een SQLite-bestand)</translation>
    </message>
    <message>
        <source>give a trainee&apos;s login a new password (printed once); the old one stops working at once</source>
        <translation>de login van een cursist een nieuw wachtwoord geven (één keer getoond); het oude werkt meteen niet meer</translation>
    </message>
    <message>
        <source>assign a pack to the class or a trainee; an exam with --pass-mark</source>
        <translation>een pakket toewijzen aan de klas of een cursist; een examen met --pass-mark</translation>
    </message>
    <message>
        <source>a shipped pack&apos;s id or a pack file</source>
        <translation>de id van een meegeleverd pakket of een pakketbestand</translation>
    </message>
    <message>
        <source>only this trainee (default: the whole class)</source>
        <translation>alleen deze cursist (standaard: de hele klas)</translation>
    </message>
    <message>
        <source>the house to play it in (default: the pack&apos;s)</source>
        <translation>het huis om het in te spelen (standaard: dat van het pakket)</translation>
    </message>
    <message>
        <source>an exam: share of clean rounds to pass (80%% or 0.8)</source>
        <translation>een examen: aandeel foutloze rondes om te slagen (80%% of 0,8)</translation>
    </message>
    <message>
        <source>the exam&apos;s time limit in minutes</source>
        <translation>de tijdslimiet van het examen in minuten</translation>
    </message>
    <message>
        <source>the exam closes at the end of this day (YYYY-MM-DD) or at YYYY-MM-DDTHH:MM</source>
        <translation>het examen sluit aan het eind van deze dag (JJJJ-MM-DD) of om JJJJ-MM-DDTUU:MM</translation>
    </message>
    <message>
        <source>attempts each trainee has (default 1)</source>
        <translation>pogingen per cursist (standaard 1)</translation>
    </message>
    <message>
        <source>open the Class window: today&apos;s overview, live (the instructor&apos;s PIN)</source>
        <translation>het klasvenster openen: het overzicht van vandaag, live (pincode van de instructeur)</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (not needed with the owner login)</source>
        <translation>de pincode van de instructeur (niet nodig met de eigenaarslogin)</translation>
    </message>
    <message>
        <source>render the window to a PNG and exit</source>
        <translation>het venster als PNG bewaren en stoppen</translation>
    </message>
    <message>
        <source>with --screenshot: the window&apos;s size</source>
        <translation>met --screenshot: de grootte van het venster</translation>
    </message>
    <message>
        <source>the class report, one line per trainee</source>
        <translation>het klasrapport, één regel per cursist</translation>
    </message>
    <message>
        <source>grant a trainee one more attempt at an exam (the owner&apos;s login)</source>
        <translation>een cursist nog een poging voor een examen geven (login van de eigenaar)</translation>
    </message>
    <message>
        <source>accept an attempt marked &apos;faster than a person&apos; (--reject: count it failed)</source>
        <translation>een poging gemarkeerd als &apos;sneller dan een mens&apos; accepteren (--reject: als gezakt tellen)</translation>
    </message>
    <message>
        <source>a passed exam&apos;s certificate as a one-page PDF (the owner&apos;s login)</source>
        <translation>het certificaat van een gehaald examen als pdf van één pagina (login van de eigenaar)</translation>
    </message>
    <message>
        <source>the exam&apos;s pack</source>
        <translation>het pakket van het examen</translation>
    </message>
    <message>
        <source>the rounds were not played by a person: failed</source>
        <translation>de rondes zijn niet door een mens gespeeld: gezakt</translation>
    </message>
    <message>
        <source>check a certificate&apos;s verification code (the owner&apos;s login)</source>
        <translation>de verificatiecode van een certificaat controleren (login van de eigenaar)</translation>
    </message>
    <message>
        <source>gone: each trainee has a login of their own (class add)</source>
        <translation>vervallen: elke cursist heeft een eigen login (class add)</translation>
    </message>
    <message>
        <source>print [{&quot;name&quot;: ..., &quot;login&quot;: ..., &quot;password&quot;: ...}] for a script</source>
        <translation>[{&quot;name&quot;: ..., &quot;login&quot;: ..., &quot;password&quot;: ...}] afdrukken voor een script</translation>
    </message>
    <message>
        <source>write sign-in slips to cut out (the table is not printed)</source>
        <translation>inlogbriefjes om uit te knippen schrijven (de tabel wordt niet afgedrukt)</translation>
    </message>
    <message>
        <source>list the house rules packs (and validate them)</source>
        <translation>de huisregelpakketten opsommen (en controleren)</translation>
    </message>
    <message>
        <source>house names or pack files (default: every shipped house)</source>
        <translation>huisnamen of pakketbestanden (standaard: alle meegeleverde huizen)</translation>
    </message>
    <message>
        <source>Practise the Black Jack dealer&apos;s procedure under several casinos&apos; house rules.</source>
        <extracomment>the modules of the subcommands, in the order --help lists them, and the commands each adds. A module is imported only when its command runs (or for --help): ``trainer gui`` loads neither the drills, nor the reports, nor the class database before the window paints.</extracomment>
        <translation>Oefen de procedure van de Black Jack-dealer onder de huisregels van verschillende casino&apos;s.</translation>
    </message>
    <message>
        <source>show the trainer&apos;s version and exit</source>
        <translation>de versie van het programma tonen en stoppen</translation>
    </message>
    <message>
        <source>the language of everything a person reads (%1; default: the system&apos;s, else en)</source>
        <translation>de taal van alles wat je leest (%1; standaard: die van het systeem, anders en)</translation>
    </message>
    <message>
        <source>open the dealer&apos;s table (the desktop app)</source>
        <translation>de tafel van de dealer openen (de desktop-app)</translation>
    </message>
    <message>
        <source>scenario pack: a file, or a shipped pack&apos;s id; &apos;none&apos; for free play (default: the first shipped pack of the house, else free play)</source>
        <translation>scenariopakket: een bestand of de id van een meegeleverd pakket; &apos;none&apos; voor vrij spel (standaard: het eerste meegeleverde pakket van het huis, anders vrij spel)</translation>
    </message>
    <message>
        <source>first random round&apos;s seed in free play (default 0)</source>
        <translation>seed van de eerste willekeurige ronde in vrij spel (standaard 0)</translation>
    </message>
    <message>
        <source>deal the first round to the first player decision, save the window as a PNG and exit</source>
        <translation>de eerste ronde delen tot de eerste spelerskeuze, het venster als PNG bewaren en stoppen</translation>
    </message>
    <message>
        <source>exam mode: mistakes are shown only at the end of each round (a person&apos;s: not with --screenshot or --stop-at)</source>
        <translation>examenmodus: fouten pas aan het eind van elke ronde tonen (voor een mens: niet met --screenshot of --stop-at)</translation>
    </message>
    <message>
        <source>with --screenshot: where the reference dealer stops (default: decision); never with --exam</source>
        <translation>met --screenshot: waar de referentiedealer stopt (standaard: decision); nooit met --exam</translation>
    </message>
    <message>
        <source>with --screenshot: window size (at least %1; a smaller one is raised to it)</source>
        <translation>met --screenshot: venstergrootte (minstens %1; een kleinere wordt daartoe vergroot)</translation>
    </message>
    <message>
        <source>whose progress is recorded (default: whoever trained last, else your login name)</source>
        <translation>wiens voortgang wordt bewaard (standaard: wie het laatst oefende, anders je loginnaam)</translation>
    </message>
    <message>
        <source>a class station: sign --trainee in to this class on the class database (--db)</source>
        <translation>een klasstation: --trainee aanmelden in deze klas in de klasdatabase (--db)</translation>
    </message>
    <message>
        <source>a house&apos;s mathematics: the dealer&apos;s totals, basic strategy, house edge, side bets</source>
        <translation>de wiskunde van een huis: de eindtotalen van de dealer, basisstrategie, huisvoordeel, bijzetten</translation>
    </message>
    <message>
        <source>Compute, exactly from the shoe, the dealer&apos;s final totals by up card, the basic strategy for the house&apos;s rules, the house edge with it, what each rule is worth, and each side bet&apos;s win probability and house edge.</source>
        <translation>Precies uit de schoen berekenen: de eindtotalen van de dealer per open kaart, de basisstrategie voor de huisregels, het huisvoordeel daarmee, wat elke regel waard is, en de winkans en het huisvoordeel van elke bijzet.</translation>
    </message>
    <message>
        <source>a house name or pack file (default %1)</source>
        <translation>een huisnaam of pakketbestand (standaard %1)</translation>
    </message>
    <message>
        <source>print one JSON object instead of the text</source>
        <translation>één JSON-object afdrukken in plaats van de tekst</translation>
    </message>
    <message>
        <source>practise your weak points, a speed run or the daily challenge in the terminal</source>
        <extracomment>what the trainee may type, in the procedure&apos;s notation (the same in every language).</extracomment>
        <translation>je zwakke punten, een snelheidsronde of de dagelijkse uitdaging oefenen in de terminal</translation>
    </message>
    <message>
        <source>Practise in the terminal: type the dealer&apos;s actions as in trainer check.</source>
        <translation>Oefenen in de terminal: typ de handelingen van de dealer zoals in trainer check.</translation>
    </message>
    <message>
        <source>whose progress to read and record</source>
        <translation>wiens voortgang wordt gelezen en bewaard</translation>
    </message>
    <message>
        <source>speed run: N focused rounds, only time and mistakes</source>
        <translation>snelheidsronde: N gerichte rondes, alleen tijd en fouten</translation>
    </message>
    <message>
        <source>today&apos;s challenge: %1 rounds, the same for everyone</source>
        <translation>de uitdaging van vandaag: %1 rondes, voor iedereen dezelfde</translation>
    </message>
    <message>
        <source>spaced review (FSRS): the skills due today, most overdue first</source>
        <translation>gespreide herhaling (FSRS): de vaardigheden van vandaag, de meest achterstallige eerst</translation>
    </message>
    <message>
        <source>with --review: exercises (default %1)</source>
        <translation>met --review: oefeningen (standaard %1)</translation>
    </message>
    <message>
        <source>with --speed: the point (default: the house&apos;s points in turn)</source>
        <translation>met --speed: het punt (standaard: de punten van het huis om de beurt)</translation>
    </message>
    <message>
        <source>seed (default: from the clock)</source>
        <translation>seed (standaard: van de klok)</translation>
    </message>
    <message>
        <source>most exercises in a practice session</source>
        <translation>hoogstens zoveel oefeningen in een oefensessie</translation>
    </message>
    <message>
        <source>skills file (target times and mastery; default the shipped one)</source>
        <translation>vaardighedenbestand (doeltijden en beheersing; standaard het meegeleverde)</translation>
    </message>
    <message>
        <source>the reference dealer plays and answers (a dry run)</source>
        <translation>de referentiedealer speelt en antwoordt (een proefrun)</translation>
    </message>
    <message>
        <source>payout drills: print questions or quiz yourself in the terminal</source>
        <extracomment>questions in an interactive quiz when neither --count nor --seconds is given. the most questions --print will write; more is a typo, not a drill. a bad option, or a progress database that cannot be used. the quiz was stopped with Ctrl-C (128 + SIGINT, as shells report it). the session mode of a terminal quiz in the progress database.</extracomment>
        <translation>uitbetalingsoefeningen: vragen afdrukken of jezelf overhoren in de terminal</translation>
    </message>
    <message>
        <source>Payout drills: how much does the dealer pay? Type the amount; q or end of input stops.</source>
        <translation>Uitbetalingsoefeningen: hoeveel betaalt de dealer? Typ het bedrag; q of einde van de invoer stopt.</translation>
    </message>
    <message>
        <source>house rules pack (default %1); with --print, &apos;all&apos; mixes every house</source>
        <translation>huisregelpakket (standaard %1); met --print mengt &apos;all&apos; alle huizen</translation>
    </message>
    <message>
        <source>print N questions with their answers and exit</source>
        <translation>N vragen met hun antwoorden afdrukken en stoppen</translation>
    </message>
    <message>
        <source>with --print: one JSON object a line</source>
        <translation>met --print: één JSON-object per regel</translation>
    </message>
    <message>
        <source>seed: the same seed asks the same questions, in the order --print N --seed S prints them (without a seed the quiz adapts to your answers)</source>
        <translation>seed: dezelfde seed stelt dezelfde vragen, in de volgorde waarin --print N --seed S ze afdrukt (zonder seed past de overhoring zich aan je antwoorden aan)</translation>
    </message>
    <message>
        <source>questions in the quiz (default %1 when untimed)</source>
        <translation>vragen in de overhoring (standaard %1 zonder tijdslimiet)</translation>
    </message>
    <message>
        <source>end the quiz after T seconds</source>
        <translation>de overhoring na T seconden stoppen</translation>
    </message>
    <message>
        <source>only these kinds: %1</source>
        <translation>alleen deze soorten: %1</translation>
    </message>
    <message>
        <source>record every answer in this trainee&apos;s progress (created if new); without it nothing is saved</source>
        <translation>elk antwoord bewaren in de voortgang van deze cursist (nieuw aangemaakt indien nodig); zonder wordt niets bewaard</translation>
    </message>
    <message>
        <source>Payout drills.</source>
        <translation>Uitbetalingsoefeningen.</translation>
    </message>
    <message>
        <source>write a trainee&apos;s progress report (PDF) or export sessions and mistakes (CSV)</source>
        <translation>het voortgangsrapport van een cursist schrijven (PDF) of sessies en fouten exporteren (CSV)</translation>
    </message>
    <message>
        <source>Write a trainee&apos;s progress report as PDF, or export the trainee&apos;s sessions and mistakes as CSV (FILE gets the sessions, FILE-mistakes.csv beside it the mistakes).</source>
        <translation>Het voortgangsrapport van een cursist als PDF schrijven, of de sessies en fouten als CSV exporteren (BESTAND krijgt de sessies, BESTAND-mistakes.csv ernaast de fouten).</translation>
    </message>
    <message>
        <source>the trainee&apos;s name (any case)</source>
        <translation>de naam van de cursist (hoofd- of kleine letters)</translation>
    </message>
    <message>
        <source>write the PDF report to FILE</source>
        <translation>het PDF-rapport naar BESTAND schrijven</translation>
    </message>
    <message>
        <source>write sessions to FILE and mistakes to FILE-mistakes.csv</source>
        <translation>sessies naar BESTAND en fouten naar BESTAND-mistakes.csv schrijven</translation>
    </message>
    <message>
        <source>check scenario packs: structure, game rules, and a replay of every scenario</source>
        <translation>scenariopakketten controleren: opbouw, spelregels en een naspeling van elk scenario</translation>
    </message>
    <message>
        <source>Check scenario packs and print one line per problem (file:line:column: key: message), or &apos;OK path (N scenarios)&apos;. Exits 2 if any pack has a problem.</source>
        <translation>Scenariopakketten controleren en één regel per probleem afdrukken (bestand:regel:kolom: sleutel: melding), of &apos;OK pad (N scenario&apos;s)&apos;. Stopt met 2 als een pakket een probleem heeft.</translation>
    </message>
    <message>
        <source>pack files, or folders of *.yaml packs (default: the shipped packs)</source>
        <translation>pakketbestanden of mappen met *.yaml-pakketten (standaard: de meegeleverde pakketten)</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <extracomment>the placeholders&apos; names in usage lines (``--house HOUSE``); letters (N, S, WxH) stay.</extracomment>
        <translation>OPDRACHT</translation>
    </message>
    <message>
        <source>SUBCOMMAND</source>
        <translation>SUBOPDRACHT</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>CLASS</source>
        <translation>KLAS</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>BESTAND</translation>
    </message>
    <message>
        <source>HOUSE</source>
        <translation>HUIS</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAAM</translation>
    </message>
    <message>
        <source>PACK</source>
        <translation>PAKKET</translation>
    </message>
    <message>
        <source>POINT</source>
        <translation>PUNT</translation>
    </message>
    <message>
        <source>SHARE</source>
        <translation>AANDEEL</translation>
    </message>
    <message>
        <source>TRAINEE</source>
        <translation>CURSIST</translation>
    </message>
    <message>
        <source>SCENARIO</source>
        <translation>SCENARIO</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>MAP</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>SEED</source>
        <translation>SEED</translation>
    </message>
    <message>
        <source>COUNT</source>
        <translation>AANTAL</translation>
    </message>
    <message>
        <source>MAX</source>
        <translation>MAX</translation>
    </message>
    <message>
        <source>%1 is not one of: %2; did you mean %3?</source>
        <translation>%1 is niet een van: %2; bedoelde u %3?</translation>
    </message>
    <message>
        <source>%1 is not one of: %2</source>
        <translation>%1 is niet een van: %2</translation>
    </message>
    <message>
        <source>(see %1 --help)</source>
        <translation>(zie %1 --help)</translation>
    </message>
    <message>
        <source>folder of the progress database (default: %1)</source>
        <translation>map van de voortgangsdatabase (standaard: %1)</translation>
    </message>
    <message>
        <source>the progress database: postgresql://user@host:port/db for a class server, or a SQLite file (path or sqlite:///path); default: $TRAINER_DB, else progress.sqlite3 in --data</source>
        <translation>de voortgangsdatabase: postgresql://user@host:port/db voor een klasserver, of een SQLite-bestand (pad of sqlite:///pad); standaard: $TRAINER_DB, anders progress.sqlite3 in --data</translation>
    </message>
</context>
<context>
    <name>HistoryExams</name>
    <message>
        <source>passed</source>
        <translation>geslaagd</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gezakt</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>te beoordelen</translation>
    </message>
    <message>
        <source>Exam: %1</source>
        <translation>Examen: %1</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Cards go out in table order from box 1 (the dealer&apos;s left): %1; %2.</source>
        <translation>De kaarten gaan in tafelvolgorde vanaf box 1 (links van de croupier): %1; %2.</translation>
    </message>
    <message>
        <source>in the first deal one card to each box, one to the dealer, then each box&apos;s second card</source>
        <extracomment>the house&apos;s first deal (rules.deal_order) -&gt; how it goes.</extracomment>
        <translation>bij het eerste delen één kaart aan elke box, één aan de croupier, dan de tweede kaart van elke box</translation>
    </message>
    <message>
        <source>in the first deal a card to each box, each box&apos;s second card, and only then the dealer&apos;s card</source>
        <translation>bij het eerste delen een kaart aan elke box, de tweede kaart van elke box, en pas dan de kaart van de croupier</translation>
    </message>
    <message>
        <source>then each hand is finished before the next</source>
        <extracomment>the house&apos;s extra cards (rules.hit_order) -&gt; how they go.</extracomment>
        <translation>daarna wordt elke hand afgemaakt voor de volgende</translation>
    </message>
    <message>
        <source>then one card a hand round the table, box 1 to the last, until every hand has finished</source>
        <translation>daarna één kaart per hand de tafel rond, van box 1 tot de laatste, tot elke hand af is</translation>
    </message>
    <message>
        <source>Side bets are settled first, from the dealer&apos;s right: %1.</source>
        <translation>Bijzetten worden eerst afgerekend, van rechts van de croupier: %1.</translation>
    </message>
    <message>
        <source>A side bet is settled only once it is decided: %1.</source>
        <translation>Een bijzet wordt pas afgerekend als hij beslist is: %1.</translation>
    </message>
    <message>
        <source>%1 right after the first deal</source>
        <translation>%1 direct na het eerste delen</translation>
    </message>
    <message>
        <source>%1 on the dealer&apos;s finished hand, before insurance and the main bets</source>
        <translation>%1 op de afgemaakte hand van de croupier, vóór verzekering en hoofdinzetten</translation>
    </message>
    <message>
        <source>%1 after the first deal</source>
        <translation>%1 na het eerste delen</translation>
    </message>
    <message>
        <source>%1 on the dealer&apos;s finished hand</source>
        <translation>%1 op de afgemaakte hand van de croupier</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 en %2</translation>
    </message>
</context>
<context>
    <name>Houses</name>
    <message>
        <source>Casino Cosmopol</source>
        <extracomment>the shipped houses&apos; names, in English as their packs write them: the source texts the .ts files translate. A house pack of a school&apos;s own keeps the name it was given.</extracomment>
        <translation>Casino Cosmopol</translation>
    </message>
    <message>
        <source>Czech variant</source>
        <translation>Tsjechische variant</translation>
    </message>
    <message>
        <source>Dutch casino (Holland style)</source>
        <translation>Nederlands casino (Hollandse stijl)</translation>
    </message>
    <message>
        <source>Swedish restaurant casino</source>
        <translation>Zweeds restaurantcasino</translation>
    </message>
    <message>
        <source>Swiss casino (Swiss Jack)</source>
        <translation>Zwitsers casino (Swiss Jack)</translation>
    </message>
</context>
<context>
    <name>LoginSlips</name>
    <message>
        <source>Sign-in for the Croupier trainer: class %1</source>
        <extracomment>the slip&apos;s labels, in English: the source texts the .ts files translate.</extracomment>
        <translation>Aanmelden bij de Croupier-trainer: klas %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Inlognaam</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Keep this slip to yourself: the password is yours alone.</source>
        <translation>Houd dit briefje voor jezelf: het wachtwoord is alleen van jou.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Keys: 1-9 box (0 = 10; split box: then 1/2/3) · D dealer · Tab select bet · P pay · C collect · U push · I insurance · A accept / X refuse request · N no more bets · E end round · Enter no more bets / next round · F1 help</source>
        <extracomment>Qt key -&gt; the window command it runs. a dealer&apos;s button -&gt; the key its tooltip names.</extracomment>
        <translation>Toetsen: 1-9 box (0 = 10; gesplitste box: dan 1/2/3) · D croupier · Tab inzet kiezen · P uitbetalen · C innemen · U stand-off · I verzekering · A aannemen / X weigeren · N geen inzetten meer · E ronde beëindigen · Enter geen inzetten meer / volgende ronde · F1 hulp</translation>
    </message>
    <message>
        <source>A box (0 is box 10; with more than 9 boxes, type both digits). From no more bets until the boxes are done (deal, insurance, Black Jack payouts, play) it deals the box a card; afterwards it selects the box&apos;s bet.</source>
        <translation>Een box (0 is box 10; met meer dan 9 boxen typ je beide cijfers). Van geen inzetten meer tot de boxen klaar zijn (delen, verzekering, Black Jack-uitbetaling, spel) geeft hij de box een kaart; daarna kiest hij de inzet van de box.</translation>
    </message>
    <message>
        <source>then 1, 2, 3</source>
        <translation>dan 1, 2, 3</translation>
    </message>
    <message>
        <source>In a split box, the hand: 3 then 2 is hand 3.2 (Enter: the hand being served).</source>
        <translation>In een gesplitste box de hand: 3 dan 2 is hand 3.2 (Enter: de hand die aan de beurt is).</translation>
    </message>
    <message>
        <source>A card to the dealer.</source>
        <translation>Een kaart naar de croupier.</translation>
    </message>
    <message>
        <source>Tab: the next bet in the dealer&apos;s order (settlement: from your right), Shift+Tab the one before; → ← the bet to the right or left.</source>
        <translation>Tab: de volgende inzet in de volgorde van de croupier (afrekening: vanaf je rechterkant), Shift+Tab de vorige; → ← de inzet rechts of links.</translation>
    </message>
    <message>
        <source>Pay the selected bet the amount typed (empty: type it, then Enter).</source>
        <translation>Betaal de gekozen inzet het getypte bedrag uit (leeg: typ het, dan Enter).</translation>
    </message>
    <message>
        <source>Collect the selected bet.</source>
        <translation>Neem de gekozen inzet in.</translation>
    </message>
    <message>
        <source>Push the selected bet (stand-off). Where the player may leave it on the box for the next round (Casino Cosmopol), it is still a push.</source>
        <translation>Stand-off voor de gekozen inzet. Waar de speler hem voor de volgende ronde in de box mag laten (Casino Cosmopol), is het toch een stand-off.</translation>
    </message>
    <message>
        <source>Offer insurance, or close it when it is open.</source>
        <translation>Bied verzekering aan, of sluit haar als ze open is.</translation>
    </message>
    <message>
        <source>Accept / refuse the player&apos;s double or split; while insurance is open, X refuses the selected insurance.</source>
        <translation>Verdubbelen of splitsen van de speler aannemen / weigeren; zolang de verzekering open is, weigert X de gekozen verzekering.</translation>
    </message>
    <message>
        <source>No more bets.</source>
        <translation>Geen inzetten meer.</translation>
    </message>
    <message>
        <source>End the round.</source>
        <translation>Beëindig de ronde.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Before the deal: no more bets. After the round: the next round. In the amount field: pay. Mid-round it ends nothing: E ends the round.</source>
        <translation>Voor het delen: geen inzetten meer. Na de ronde: de volgende ronde. In het bedragveld: uitbetalen. Midden in de ronde beëindigt hij niets: E beëindigt de ronde.</translation>
    </message>
    <message>
        <source>Clear the selection (in the amount field: back to the table).</source>
        <translation>Wis de keuze (in het bedragveld: terug naar de tafel).</translation>
    </message>
    <message>
        <source>Each does what its button under the table does; while the button is greyed out, its key does nothing either.</source>
        <translation>Elke toets doet wat zijn knop onder de tafel doet; is de knop grijs, dan doet de toets ook niets.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Muis</translation>
    </message>
    <message>
        <source>A click on a hand&apos;s cards (or its empty card place) does what its digit does; the dealer&apos;s place deals the dealer a card; a bet&apos;s chips select it; the chip picker builds the amount.</source>
        <translation>Een klik op de kaarten van een hand (of zijn lege plek) doet wat zijn cijfer doet; de plek van de croupier geeft de croupier een kaart; de fiches van een inzet kiezen hem; de fichekiezer bouwt het bedrag op.</translation>
    </message>
    <message>
        <source>Show or hide this help.</source>
        <translation>Toon of verberg deze hulp.</translation>
    </message>
    <message>
        <source>Keys: 1-9 box · D dealer · Tab bet · P pay · C collect · U push · E end round · F1 all keys</source>
        <comment>the key line, shorter: for a small window</comment>
        <translation>Toetsen: 1-9 box · D croupier · Tab inzet · P uitbetalen · C innemen · U stand-off · E ronde beëindigen · F1 alle toetsen</translation>
    </message>
    <message>
        <source>F1: all keys</source>
        <comment>the key line, shortest</comment>
        <translation>F1: alle toetsen</translation>
    </message>
    <message>
        <source>Dealing by keyboard and mouse</source>
        <translation>Delen met toetsenbord en muis</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>No pack loaded: %1</source>
        <extracomment>set while restart_round deals a pack again from one of its rounds (round_flows reads it)</extracomment>
        <translation>Geen pakket geladen: %1</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessie</translation>
    </message>
    <message>
        <source>House:</source>
        <translation>Huis:</translation>
    </message>
    <message>
        <source>Packs…</source>
        <translation>Pakketten…</translation>
    </message>
    <message>
        <source>Restart round</source>
        <translation>Ronde opnieuw</translation>
    </message>
    <message>
        <source>Exam mode</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>Keys (F1)</source>
        <translation>Toetsen (F1)</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Sessie</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Guided round</source>
        <translation>&amp;Begeleide ronde</translation>
    </message>
    <message>
        <source>Drills</source>
        <extracomment>a lazily built page failed to start: the error&apos;s text (the table goes on).</extracomment>
        <translation>Oefeningen</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Huis</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Vaardigheden</translation>
    </message>
    <message>
        <source>The tab failed to start: %1</source>
        <translation>Het tabblad kon niet starten: %1</translation>
    </message>
    <message>
        <source>Black Jack dealer trainer — %1</source>
        <translation>Black Jack-trainer voor croupiers — %1</translation>
    </message>
    <message>
        <source>The pack is finished: choose another (Ctrl+O).</source>
        <translation>Het pakket is af: kies een ander (Ctrl+O).</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message>
        <source>Free play · round %1</source>
        <translation>Vrij spel · ronde %1</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>trains: %1</source>
        <translation>oefent: %1</translation>
    </message>
    <message>
        <source>Time limit near: %1 left</source>
        <translation>Tijdslimiet dichtbij: nog %1</translation>
    </message>
    <message>
        <source>Over the time limit</source>
        <translation>Over de tijdslimiet</translation>
    </message>
    <message>
        <source>The round is over: Enter deals the next one.</source>
        <extracomment>phases before the bets close and after the round ends: no card, no end of round. the session&apos;s life cycle and the table: made by finish_build (None before). listeners called with (session, pack) when a session starts (the recorder). the optional pages (drills; with a database, History and Skills), built when shown</extracomment>
        <translation>De ronde is voorbij: Enter deelt de volgende.</translation>
    </message>
    <message>
        <source>The shoe ran out of cards: this round cannot go on. Restart the round.</source>
        <translation>De schoen is leeg: deze ronde kan niet verder. Start de ronde opnieuw.</translation>
    </message>
    <message>
        <source>Hand %1 asks: %2</source>
        <translation>Hand %1 vraagt: %2</translation>
    </message>
    <message>
        <source>%1: stake %2</source>
        <translation>%1: inzet %2</translation>
    </message>
    <message>
        <source>Select a bet first (click its chips or press Tab).</source>
        <translation>Kies eerst een inzet (klik op zijn fiches of druk op Tab).</translation>
    </message>
    <message>
        <source>Type the amount (or click chips), then Enter.</source>
        <translation>Typ het bedrag (of klik op fiches), dan Enter.</translation>
    </message>
    <message>
        <source>Not paid: %1</source>
        <translation>Niet uitbetaald: %1</translation>
    </message>
    <message>
        <source>No player is asking for anything.</source>
        <translation>Geen speler vraagt iets.</translation>
    </message>
    <message>
        <source>Hand %1 asks for a card: deal it.</source>
        <translation>Hand %1 vraagt een kaart: geef hem.</translation>
    </message>
    <message>
        <source>Select the insurance to refuse (click its chips or press Tab).</source>
        <translation>Kies de te weigeren verzekering (klik op de fiches of druk op Tab).</translation>
    </message>
    <message>
        <source>%1 (key %2) is not available now.</source>
        <translation>%1 (toets %2) kan nu niet.</translation>
    </message>
    <message>
        <source>Enter ends nothing mid-round: E ends the round.</source>
        <extracomment>states in which a box, by its digit or a click on its cards, takes a card: from no more bets until the boxes are done, whether or not a card is due (a card dealt before the insurance is closed or a Black Jack is paid is a mistake the core names). Afterwards the box&apos;s digit or cards select its bet. Keys and clicks share this one meaning. milliseconds a half-typed box number waits for its second digit.</extracomment>
        <translation>Enter beëindigt midden in de ronde niets: E beëindigt de ronde.</translation>
    </message>
    <message>
        <source>Box %1 has no hand %2.</source>
        <translation>Box %1 heeft geen hand %2.</translation>
    </message>
    <message>
        <source>There is no box %1.</source>
        <translation>Er is geen box %1.</translation>
    </message>
    <message>
        <source>Box %1…</source>
        <translation>Box %1…</translation>
    </message>
    <message>
        <source>Box %1 is split: which hand? (%2)</source>
        <translation>Box %1 is gesplitst: welke hand? (%2)</translation>
    </message>
    <message>
        <source>Box %1 has no bet.</source>
        <translation>Box %1 heeft geen inzet.</translation>
    </message>
</context>
<context>
    <name>MathTexts</name>
    <message>
        <source>House edge with the house&apos;s basic strategy: %1 %</source>
        <extracomment>the dealer&apos;s outcomes in table order, as the report keys them. the mark beside a chart cell a hole-card game plays otherwise.</extracomment>
        <translation>Voordeel van het huis met de basisstrategie van het huis: %1 %</translation>
    </message>
    <message>
        <source>The German casinos&apos; game, the reference: %1 %</source>
        <translation>Het spel van de Duitse casino&apos;s, de vergelijking: %1 %</translation>
    </message>
    <message>
        <source>The dealer&apos;s final hand by up card, before the Black Jack check (percent)</source>
        <translation>De eindhand van de croupier per eerste kaart, vóór de controle op Black Jack (procent)</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>dood</translation>
    </message>
    <message>
        <source>up card</source>
        <translation>eerste kaart</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Basic strategy: H hit, S stand, D double (else hit), Ds double (else stand), P split; * a hole-card game plays the cell otherwise</source>
        <translation>Basisstrategie: H kaart, S passen, D verdubbelen (anders kaart), Ds verdubbelen (anders passen), P splitsen; * een spel met een dichte kaart speelt het vak anders</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>kaart</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>double, else hit</source>
        <translation>verdubbelen, anders kaart</translation>
    </message>
    <message>
        <source>double, else stand</source>
        <translation>verdubbelen, anders passen</translation>
    </message>
    <message>
        <source>split</source>
        <translation>splitsen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>zacht</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>paren</translation>
    </message>
    <message>
        <source>What the house&apos;s rules are worth against the reference game (percentage points of house edge)</source>
        <translation>Wat de regels van het huis waard zijn tegenover het vergelijkingsspel (procentpunten huisvoordeel)</translation>
    </message>
    <message>
        <source>no hole card (a dealer Black Jack takes doubles and splits): %1</source>
        <translation>geen dichte kaart (een Black Jack van de croupier neemt verdubbelingen en splitsingen): %1</translation>
    </message>
    <message>
        <source>the rules together, beyond their sum: %1</source>
        <translation>de regels samen, boven hun som: %1</translation>
    </message>
    <message>
        <source>Side bets</source>
        <translation>Bijzetten</translation>
    </message>
    <message>
        <source>%1: wins %2 % of the time, house edge %3 %</source>
        <translation>%1: wint in %2 % van de gevallen, huisvoordeel %3 %</translation>
    </message>
    <message>
        <source>none at this house</source>
        <translation>geen in dit huis</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 spellen</translation>
    </message>
    <message>
        <source>the dealer hits soft 17</source>
        <translation>de croupier neemt een kaart op zachte 17</translation>
    </message>
    <message>
        <source>the dealer stands on %1</source>
        <translation>de croupier past op %1</translation>
    </message>
    <message>
        <source>Black Jack pays %1</source>
        <translation>Black Jack betaalt %1</translation>
    </message>
    <message>
        <source>no doubling</source>
        <translation>geen verdubbelen</translation>
    </message>
    <message>
        <source>double on %1, a soft hand with its ace as 1</source>
        <translation>verdubbelen op %1, een zachte hand met de aas als 1</translation>
    </message>
    <message>
        <source>double on %1</source>
        <translation>verdubbelen op %1</translation>
    </message>
    <message>
        <source>double after a split</source>
        <translation>verdubbelen na splitsen</translation>
    </message>
    <message>
        <source>no double after a split</source>
        <translation>niet verdubbelen na splitsen</translation>
    </message>
    <message>
        <source>split equal ranks only</source>
        <translation>alleen gelijke rangen splitsen</translation>
    </message>
    <message>
        <source>split equal values</source>
        <translation>gelijke waarden splitsen</translation>
    </message>
    <message>
        <source>tens may be split</source>
        <translation>tienen mogen gesplitst worden</translation>
    </message>
    <message>
        <source>no split of tens</source>
        <translation>tienen worden niet gesplitst</translation>
    </message>
    <message>
        <source>no splitting</source>
        <translation>geen splitsen</translation>
    </message>
    <message>
        <source>one split per box</source>
        <translation>één splitsing per box</translation>
    </message>
    <message>
        <source>re-split without a limit</source>
        <translation>opnieuw splitsen zonder grens</translation>
    </message>
    <message>
        <source>re-split up to %1 hands</source>
        <translation>opnieuw splitsen tot %1 handen</translation>
    </message>
    <message>
        <source>aces may be split again</source>
        <translation>azen mogen opnieuw gesplitst worden</translation>
    </message>
    <message>
        <source>split aces take one card, no re-split</source>
        <translation>gesplitste azen krijgen één kaart, niet opnieuw splitsen</translation>
    </message>
    <message>
        <source>no re-split of aces</source>
        <translation>azen worden niet opnieuw gesplitst</translation>
    </message>
    <message>
        <source>three sevens pay %1</source>
        <translation>drie zevens betalen %1</translation>
    </message>
    <message>
        <source>no three-sevens bonus</source>
        <translation>geen bonus voor drie zevens</translation>
    </message>
    <message>
        <source>the dealer wins ties on %1</source>
        <translation>de croupier wint gelijkspel op %1</translation>
    </message>
    <message>
        <source>ties stand off</source>
        <translation>gelijkspel is stand-off</translation>
    </message>
    <message>
        <source>a soft 21 may draw</source>
        <translation>een zachte 21 mag een kaart nemen</translation>
    </message>
    <message>
        <source>every 21 stands</source>
        <translation>elke 21 past</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>Out of phase</source>
        <extracomment>mistake code -&gt; (short title, the rule it breaks), in English: the source text that the .ts files translate.</extracomment>
        <translation>Verkeerd moment</translation>
    </message>
    <message>
        <source>That action has no place at this point of the round.</source>
        <translation>Deze handeling hoort niet op dit moment van de ronde.</translation>
    </message>
    <message>
        <source>Wrong dealing order</source>
        <translation>Verkeerde deelvolgorde</translation>
    </message>
    <message>
        <source>Cards go out in table order from box 1 (the dealer&apos;s left): each hand finished before the next, or one card a hand round the table where the house plays so.</source>
        <translation>De kaarten gaan in tafelvolgorde vanaf box 1 (links van de croupier): elke hand af voor de volgende, of één kaart per hand de tafel rond waar het huis zo speelt.</translation>
    </message>
    <message>
        <source>Card to an empty box</source>
        <translation>Kaart naar een lege box</translation>
    </message>
    <message>
        <source>Only boxes that hold a bet receive cards.</source>
        <translation>Alleen boxen met een inzet krijgen kaarten.</translation>
    </message>
    <message>
        <source>Dealer&apos;s card too early</source>
        <translation>Kaart van de croupier te vroeg</translation>
    </message>
    <message>
        <source>The dealer&apos;s second card waits until every box has finished.</source>
        <translation>De tweede kaart van de croupier wacht tot elke box klaar is.</translation>
    </message>
    <message>
        <source>Card to a finished hand</source>
        <translation>Kaart naar een afgemaakte hand</translation>
    </message>
    <message>
        <source>A hand that stood, reached 21, has Black Jack, doubled or is a split ace with its card takes no more cards.</source>
        <translation>Een hand die past, 21 heeft bereikt, Black Jack heeft, verdubbeld is of een gesplitste aas met zijn kaart is, krijgt geen kaarten meer.</translation>
    </message>
    <message>
        <source>Black Jack not paid at once</source>
        <translation>Black Jack niet direct uitbetaald</translation>
    </message>
    <message>
        <source>With a dealer&apos;s 2-9 showing, every Black Jack is paid before the first box is served.</source>
        <translation>Toont de croupier 2-9, dan wordt elke Black Jack uitbetaald voordat de eerste box bediend wordt.</translation>
    </message>
    <message>
        <source>Black Jack paid too early</source>
        <translation>Black Jack te vroeg uitbetaald</translation>
    </message>
    <message>
        <source>With a dealer&apos;s ten or ace showing (or where the house pays at settlement), a Black Jack waits for the dealer&apos;s hand.</source>
        <translation>Toont de croupier een tien of een aas (of betaalt het huis bij de afrekening), dan wacht een Black Jack op de hand van de croupier.</translation>
    </message>
    <message>
        <source>Three sevens not paid</source>
        <translation>Drie zevens niet uitbetaald</translation>
    </message>
    <message>
        <source>Three sevens as the holder&apos;s first three cards pay every bet on the box 1:1 at once.</source>
        <translation>Drie zevens als eerste drie kaarten van de boxhouder betalen direct 1:1 op elke inzet in de box.</translation>
    </message>
    <message>
        <source>Insurance not offered</source>
        <translation>Verzekering niet aangeboden</translation>
    </message>
    <message>
        <source>A dealer&apos;s ace showing: offer insurance (and even money) before serving any box.</source>
        <translation>De croupier toont een aas: bied verzekering (en even money) aan voordat een box bediend wordt.</translation>
    </message>
    <message>
        <source>Insurance not allowed</source>
        <translation>Verzekering niet toegestaan</translation>
    </message>
    <message>
        <source>Insurance is offered only when the dealer&apos;s first card is an ace, in a house that offers it.</source>
        <translation>Verzekering wordt alleen aangeboden als de eerste kaart van de croupier een aas is, in een huis dat haar kent.</translation>
    </message>
    <message>
        <source>Even money not paid</source>
        <translation>Even money niet uitbetaald</translation>
    </message>
    <message>
        <source>A Black Jack that took even money is paid 1:1 before insurance closes.</source>
        <translation>Een Black Jack die even money neemt, wordt 1:1 uitbetaald voordat de verzekering sluit.</translation>
    </message>
    <message>
        <source>Illegal double accepted</source>
        <translation>Ongeoorloofd verdubbelen aangenomen</translation>
    </message>
    <message>
        <source>The house does not allow that double: refuse it.</source>
        <translation>Het huis staat dit verdubbelen niet toe: weiger het.</translation>
    </message>
    <message>
        <source>Illegal split accepted</source>
        <translation>Ongeoorloofd splitsen aangenomen</translation>
    </message>
    <message>
        <source>The house does not allow that split: refuse it.</source>
        <translation>Het huis staat dit splitsen niet toe: weiger het.</translation>
    </message>
    <message>
        <source>Legal request refused</source>
        <translation>Toegestaan verzoek geweigerd</translation>
    </message>
    <message>
        <source>The player&apos;s request is allowed by the house and must be accepted.</source>
        <translation>Het verzoek van de speler is in het huis toegestaan en moet worden aangenomen.</translation>
    </message>
    <message>
        <source>Bust not collected</source>
        <translation>Dode hand niet ingenomen</translation>
    </message>
    <message>
        <source>A bust hand&apos;s bets are collected, and its cards removed, before the dealer moves on.</source>
        <translation>De inzetten van een dode hand worden ingenomen en de kaarten weggehaald voordat de croupier verdergaat.</translation>
    </message>
    <message>
        <source>Dealer must draw</source>
        <translation>Croupier moet kopen</translation>
    </message>
    <message>
        <source>The dealer draws to 17 before any bet is settled.</source>
        <translation>De croupier koopt tot 17 voordat een inzet wordt afgerekend.</translation>
    </message>
    <message>
        <source>Dealer must stand</source>
        <translation>Croupier moet passen</translation>
    </message>
    <message>
        <source>The dealer stands on 17 or more, and takes no card when no bet is live in a house that says so.</source>
        <translation>De croupier past op 17 of meer en neemt geen kaart als er geen inzet meer in het spel is, in een huis dat dat zo wil.</translation>
    </message>
    <message>
        <source>Insurance not settled first</source>
        <translation>Verzekering niet eerst afgerekend</translation>
    </message>
    <message>
        <source>Without a dealer&apos;s Black Jack, the insurance bets are collected before any other bet.</source>
        <translation>Zonder Black Jack van de croupier worden de verzekeringsinzetten vóór alle andere inzetten ingenomen.</translation>
    </message>
    <message>
        <source>Wrong settlement order</source>
        <translation>Verkeerde afrekenvolgorde</translation>
    </message>
    <message>
        <source>Settle counter-clockwise: from the dealer&apos;s right (the last hand) to the left, hand by hand.</source>
        <translation>Reken tegen de klok in af: van rechts van de croupier (de laatste hand) naar links, hand voor hand.</translation>
    </message>
    <message>
        <source>Wrong outcome</source>
        <translation>Verkeerde uitkomst</translation>
    </message>
    <message>
        <source>That bet did not win, lose or tie the way it was settled.</source>
        <translation>Die inzet heeft niet zo gewonnen, verloren of gelijkgespeeld als hij is afgerekend.</translation>
    </message>
    <message>
        <source>Wrong amount</source>
        <translation>Verkeerd bedrag</translation>
    </message>
    <message>
        <source>The payout amount is wrong.</source>
        <translation>Het uitbetaalde bedrag klopt niet.</translation>
    </message>
    <message>
        <source>Round not finished</source>
        <translation>Ronde niet afgemaakt</translation>
    </message>
    <message>
        <source>The round ends only when every bet is settled and no card is owed.</source>
        <translation>De ronde eindigt pas als elke inzet is afgerekend en er geen kaart meer verschuldigd is.</translation>
    </message>
    <message>
        <source>Insurance over the limit accepted</source>
        <translation>Verzekering boven de limiet aangenomen</translation>
    </message>
    <message>
        <source>An insurance over the house&apos;s limit (more than half the bet) is refused before the round goes on.</source>
        <translation>Een verzekering boven de limiet van het huis (meer dan de halve inzet) wordt geweigerd voordat de ronde verdergaat.</translation>
    </message>
    <message>
        <source>Side bet not settled</source>
        <translation>Bijzet niet afgerekend</translation>
    </message>
    <message>
        <source>Side bets are settled first, from the dealer&apos;s right: a 21+3 right after the first deal, a Swiss Jack before insurance and main bets.</source>
        <translation>Bijzetten worden eerst afgerekend, van rechts van de croupier: 21+3 direct na het eerste delen, Swiss Jack vóór verzekering en hoofdinzetten.</translation>
    </message>
    <message>
        <source>Side bet settled too early</source>
        <translation>Bijzet te vroeg afgerekend</translation>
    </message>
    <message>
        <source>A side bet is settled only once it is decided: a 21+3 after the first deal, a Swiss Jack on the dealer&apos;s finished hand.</source>
        <translation>Een bijzet wordt pas afgerekend als hij beslist is: 21+3 na het eerste delen, Swiss Jack op de afgemaakte hand van de croupier.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>code -&gt; the rule it breaks, in English (the reference wording, and the source text).</extracomment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Expected: %1.</source>
        <translation>Verwacht: %1.</translation>
    </message>
</context>
<context>
    <name>Modes</name>
    <message>
        <source>training</source>
        <extracomment>a session&apos;s mode as the store keeps it -&gt; its name.</extracomment>
        <translation>training</translation>
    </message>
    <message>
        <source>exam</source>
        <translation>examen</translation>
    </message>
    <message>
        <source>drill</source>
        <translation>oefening</translation>
    </message>
</context>
<context>
    <name>PackResult</name>
    <message>
        <source>rounds passed</source>
        <translation>rondes geslaagd</translation>
    </message>
    <message>
        <source>this pack sets no pass mark</source>
        <translation>dit pakket heeft geen slaaggrens</translation>
    </message>
    <message>
        <source>pass mark %1 %</source>
        <translation>geslaagd vanaf %1 %</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>GESLAAGD</translation>
    </message>
    <message>
        <source>NOT PASSED</source>
        <translation>NIET GESLAAGD</translation>
    </message>
    <message>
        <source>(the pack was not played from its first scenario)</source>
        <translation>(het pakket is niet vanaf het eerste scenario gespeeld)</translation>
    </message>
    <message>
        <source>exam</source>
        <translation>examen</translation>
    </message>
    <message>
        <source>training</source>
        <translation>training</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>spot the error: found %1 of %2, false alarms %3</source>
        <translation>vind de fout: %1 van %2 gevonden, vals alarm %3</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>niet afgemaakt</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>foutloos</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>geen limiet</translation>
    </message>
    <message>
        <source>over</source>
        <translation>over tijd</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Time / limit</source>
        <translation>Tijd / limiet</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Geslaagd</translation>
    </message>
    <message>
        <source>Procedure point</source>
        <translation>Procedurepunt</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fouten</translation>
    </message>
    <message>
        <source>Which</source>
        <translation>Welke</translation>
    </message>
    <message>
        <source>No mistakes: every round by the book.</source>
        <translation>Geen fouten: elke ronde volgens het boekje.</translation>
    </message>
    <message>
        <source>Total time</source>
        <translation>Totale tijd</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Mistakes by procedure point</source>
        <translation>Fouten per procedurepunt</translation>
    </message>
    <message>
        <source>Pack result: %1</source>
        <translation>Pakketresultaat: %1</translation>
    </message>
    <message>
        <source>Print to PDF…</source>
        <translation>Afdrukken naar pdf…</translation>
    </message>
    <message>
        <source>Save the pack result as PDF</source>
        <translation>Het pakketresultaat als pdf bewaren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Niet geschreven: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschreven: %1</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Instructor</source>
        <translation>Instructeur</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>Pincode</translation>
    </message>
    <message>
        <source>The instructor&apos;s PIN of class %1:</source>
        <translation>Pincode van de instructeur van klas %1:</translation>
    </message>
    <message>
        <source>Open the class</source>
        <translation>Klas openen</translation>
    </message>
    <message>
        <source>Wrong PIN. The instructor&apos;s PIN of class %1:</source>
        <translation>Verkeerde pincode. Pincode van de instructeur van klas %1:</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Hit</source>
        <extracomment>player decision or wish -&gt; the bubble at the hand.</extracomment>
        <translation>Kaart</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdubbelen</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Splitsen</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kaart</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Verzekering</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Even money</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message>
        <source>Dealing order</source>
        <extracomment>every point&apos;s name and focus name, marked for lupdate (the core keeps the English ids and names; a test keeps this list in step with it).</extracomment>
        <translation>Deelvolgorde</translation>
    </message>
    <message>
        <source>Insurance and even money</source>
        <translation>Verzekering en even money</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Verzekering</translation>
    </message>
    <message>
        <source>Immediate Black Jack</source>
        <translation>Directe Black Jack</translation>
    </message>
    <message>
        <source>Three sevens</source>
        <translation>Drie zevens</translation>
    </message>
    <message>
        <source>Insurance window</source>
        <translation>Verzekeringsmoment</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Even money</translation>
    </message>
    <message>
        <source>Settlement order</source>
        <translation>Afrekenvolgorde</translation>
    </message>
    <message>
        <source>Splits and doubles</source>
        <translation>Splitsen en verdubbelen</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Splitsen</translation>
    </message>
    <message>
        <source>Resplit</source>
        <translation>Opnieuw splitsen</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdubbelen</translation>
    </message>
    <message>
        <source>Behind bets</source>
        <translation>Inzetten achter</translation>
    </message>
    <message>
        <source>House rules: the dealer&apos;s draw</source>
        <translation>Huisregels: de croupier koopt</translation>
    </message>
    <message>
        <source>Dealer&apos;s draw</source>
        <translation>Croupier koopt</translation>
    </message>
    <message>
        <source>Bust collection</source>
        <translation>Dode handen innemen</translation>
    </message>
    <message>
        <source>Settlement order and payouts</source>
        <translation>Afrekenvolgorde en uitbetalingen</translation>
    </message>
    <message>
        <source>Phases of the round</source>
        <translation>Fasen van de ronde</translation>
    </message>
    <message>
        <source>Side bets (21+3, Swiss Jack)</source>
        <translation>Bijzetten (21+3, Swiss Jack)</translation>
    </message>
    <message>
        <source>21+3</source>
        <translation>21+3</translation>
    </message>
    <message>
        <source>Swiss Jack</source>
        <translation>Swiss Jack</translation>
    </message>
</context>
<context>
    <name>PracticeTexts</name>
    <message>
        <source>betting</source>
        <extracomment>a phase of the round (the machine&apos;s state) -&gt; its short name on the terminal table.</extracomment>
        <translation>inzetten</translation>
    </message>
    <message>
        <source>first deal</source>
        <translation>eerste deling</translation>
    </message>
    <message>
        <source>insurance offer</source>
        <translation>verzekering aanbieden</translation>
    </message>
    <message>
        <source>insurance window</source>
        <translation>verzekering open</translation>
    </message>
    <message>
        <source>Black Jack payouts</source>
        <translation>Black Jack uitbetalen</translation>
    </message>
    <message>
        <source>play</source>
        <translation>spel</translation>
    </message>
    <message>
        <source>dealer draw</source>
        <translation>kaarten van de croupier</translation>
    </message>
    <message>
        <source>insurance settlement</source>
        <translation>verzekeringen afrekenen</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>afrekening</translation>
    </message>
    <message>
        <source>done</source>
        <translation>klaar</translation>
    </message>
    <message>
        <source>actions: {actions}; commands: {commands}</source>
        <translation>handelingen: {actions}; opdrachten: {commands}</translation>
    </message>
    <message numerus="yes">
        <source>Practice for {name} at {house}: %n weak points</source>
        <translation>
            <numerusform>Oefenen voor {name} bij {house}: %n zwak punt</numerusform>
            <numerusform>Oefenen voor {name} bij {house}: %n zwakke punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{point}: %n recent mistakes</source>
        <translation>
            <numerusform>{point}: %n recente fout</numerusform>
            <numerusform>{point}: %n recente fouten</numerusform>
        </translation>
    </message>
    <message>
        <source>Cleared {cleared} of {points} in {exercises}.</source>
        <translation>{cleared} van {points} afgerond in {exercises}.</translation>
    </message>
    <message numerus="yes">
        <source>%n weak points</source>
        <translation>
            <numerusform>%n zwak punt</numerusform>
            <numerusform>%n zwakke punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exercises</source>
        <translation>
            <numerusform>%n oefening</numerusform>
            <numerusform>%n oefeningen</numerusform>
        </translation>
    </message>
    <message>
        <source>Review for {name} at {house}: {due} due now; {exercises}.</source>
        <translation>Herhaling voor {name} bij {house}: {due} nu aan de beurt; {exercises}.</translation>
    </message>
    <message numerus="yes">
        <source>%n skills</source>
        <translation>
            <numerusform>%n vaardigheid</numerusform>
            <numerusform>%n vaardigheden</numerusform>
        </translation>
    </message>
    <message>
        <source>No skill was reviewed.</source>
        <translation>Er is geen vaardigheid herhaald.</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed %n skills. Next reviews:</source>
        <translation>
            <numerusform>%n vaardigheid herhaald. Volgende herhalingen:</numerusform>
            <numerusform>%n vaardigheden herhaald. Volgende herhalingen:</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {seconds} s, {mistakes} in {rounds}.</source>
        <translation>Tijd {seconds} s, {mistakes} in {rounds}.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n fout</numerusform>
            <numerusform>%n fouten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message>
        <source>A personal best!</source>
        <translation>Persoonlijk record!</translation>
    </message>
    <message>
        <source>{mistakes}, {seconds} s</source>
        <translation>{mistakes}, {seconds} s</translation>
    </message>
    <message>
        <source>A personal best! (before: {best})</source>
        <translation>Persoonlijk record! (eerder: {best})</translation>
    </message>
    <message>
        <source>Personal best: {best}.</source>
        <translation>Persoonlijk record: {best}.</translation>
    </message>
    <message>
        <source>{name} has no recorded mistakes at {house}: nothing to practise yet.</source>
        <translation>{name} heeft geen opgeslagen fouten bij {house}: nog niets om te oefenen.</translation>
    </message>
    <message numerus="yes">
        <source>Each is cleared after %n right in a row (no mistake, within the target time).</source>
        <translation>
            <numerusform>Elk punt is afgerond na %n goede beurt (geen fout, binnen de doeltijd).</numerusform>
            <numerusform>Elk punt is afgerond na %n goede beurten op rij (geen fout, binnen de doeltijd).</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {number}: {point}; target {target} s per action</source>
        <translation>Ronde {number}: {point}; doel {target} s per handeling</translation>
    </message>
    <message>
        <source>Round {number}: {point} (for {spot}); target {target} s per action</source>
        <translation>Ronde {number}: {point} (voor {spot}); doel {target} s per handeling</translation>
    </message>
    <message>
        <source>Question {number} (for {spot}); target {target} s</source>
        <translation>Vraag {number} (voor {spot}); doel {target} s</translation>
    </message>
    <message>
        <source>right: {point} {streak}/{needed}</source>
        <translation>goed: {point} {streak}/{needed}</translation>
    </message>
    <message>
        <source>not yet: {point} {streak}/{needed}</source>
        <translation>nog niet: {point} {streak}/{needed}</translation>
    </message>
    <message>
        <source> - cleared</source>
        <translation> - afgerond</translation>
    </message>
    <message>
        <source>{point}: {right}/{done} right</source>
        <translation>{point}: {right}/{done} goed</translation>
    </message>
    <message>
        <source>{number}. {skill} (target {target} s)</source>
        <translation>{number}. {skill} (doel {target} s)</translation>
    </message>
    <message>
        <source>right; next review {due}</source>
        <translation>goed; volgende herhaling {due}</translation>
    </message>
    <message>
        <source>right but slow; next review {due}</source>
        <translation>goed maar traag; volgende herhaling {due}</translation>
    </message>
    <message>
        <source>not yet; next review {due}</source>
        <translation>nog niet; volgende herhaling {due}</translation>
    </message>
    <message>
        <source>right now: {actions}</source>
        <translation>nu goed: {actions}</translation>
    </message>
    <message>
        <source>not an action: {problem} (help lists them)</source>
        <translation>geen handeling: {problem} (help toont ze)</translation>
    </message>
    <message>
        <source>(noted)</source>
        <translation>(genoteerd)</translation>
    </message>
    <message>
        <source>type an amount, such as {whole} or {half}</source>
        <translation>typ een bedrag, zoals {whole} of {half}</translation>
    </message>
    <message>
        <source>right ({worked})</source>
        <translation>goed ({worked})</translation>
    </message>
    <message>
        <source>WRONG: {answer}; why: {worked}</source>
        <translation>FOUT: {answer}; waarom: {worked}</translation>
    </message>
    <message numerus="yes">
        <source>Daily challenge {day} at {house}: %n rounds, the same for everyone today.</source>
        <translation>
            <numerusform>Dagelijkse uitdaging {day} bij {house}: %n ronde, vandaag voor iedereen dezelfde.</numerusform>
            <numerusform>Dagelijkse uitdaging {day} bij {house}: %n rondes, vandaag voor iedereen dezelfde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speed run at {house}: %n rounds; only time and mistakes count.</source>
        <translation>
            <numerusform>Snelheidsronde bij {house}: %n ronde; alleen tijd en fouten tellen.</numerusform>
            <numerusform>Snelheidsronde bij {house}: %n rondes; alleen tijd en fouten tellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {number}/{total}: {point}</source>
        <translation>Ronde {number}/{total}: {point}</translation>
    </message>
    <message>
        <source>round {round}, step {step}: {action}: {code}</source>
        <translation>ronde {round}, stap {step}: {action}: {code}</translation>
    </message>
    <message>
        <source>MISTAKE: {mistake}</source>
        <translation>FOUT: {mistake}</translation>
    </message>
    <message>
        <source>{bet}: paid {amount}</source>
        <translation>{bet}: uitbetaald {amount}</translation>
    </message>
    <message>
        <source>{bet}: collected</source>
        <translation>{bet}: ingenomen</translation>
    </message>
    <message>
        <source>{bet}: pushed</source>
        <translation>{bet}: stand-off</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>uitbetaald</translation>
    </message>
    <message>
        <source>collected</source>
        <translation>ingenomen</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>stand-off</translation>
    </message>
    <message>
        <source>bonus paid</source>
        <translation>bonus uitbetaald</translation>
    </message>
    <message>
        <source>{hand} asks to double</source>
        <translation>{hand} wil verdubbelen</translation>
    </message>
    <message>
        <source>{hand} asks to split</source>
        <translation>{hand} wil splitsen</translation>
    </message>
    <message>
        <source>{hand} asks for a card</source>
        <translation>{hand} wil een kaart</translation>
    </message>
    <message>
        <source>phase: {phase}</source>
        <translation>fase: {phase}</translation>
    </message>
    <message>
        <source>dealer: {cards}</source>
        <translation>croupier: {cards}</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>new</source>
        <extracomment>a skill&apos;s status as the core names it -&gt; its words.</extracomment>
        <translation>nieuw</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>in opbouw</translation>
    </message>
    <message>
        <source>slipping</source>
        <translation>zakt weg</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>beheerst</translation>
    </message>
    <message>
        <source>practice of weak points</source>
        <extracomment>the pack word a session of ``trainer practice`` (and the window&apos;s practice) is stored under -&gt; what a person reads in a report&apos;s Pack column.</extracomment>
        <translation>oefenen van zwakke punten</translation>
    </message>
    <message>
        <source>review</source>
        <translation>herhaling</translation>
    </message>
    <message>
        <source>speed run</source>
        <translation>snelheidsronde</translation>
    </message>
    <message>
        <source>daily challenge</source>
        <translation>dagelijkse uitdaging</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Drill: %1</source>
        <translation>Oefening: %1</translation>
    </message>
    <message>
        <source>%1 exercises, %2 % right over the last %3</source>
        <translation>%1 oefeningen, %2% goed over de laatste %3</translation>
    </message>
    <message>
        <source>week %1, %2</source>
        <translation>week %1, %2</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2 %, %3 min)</source>
        <translation>%1 (examen: geslaagd bij %2%, %3 min)</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2 %)</source>
        <translation>%1 (examen: geslaagd bij %2%)</translation>
    </message>
</context>
<context>
    <name>QtActionBar</name>
    <message>
        <source>No more bets</source>
        <extracomment>buttons a row: all in one, or two rows when one would cut their words (a small window).</extracomment>
        <translation>Geen inzetten meer</translation>
    </message>
    <message>
        <source>Offer insurance</source>
        <translation>Verzekering aanbieden</translation>
    </message>
    <message>
        <source>Close insurance</source>
        <translation>Verzekering sluiten</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdubbelen</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Splitsen</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Weigeren</translation>
    </message>
    <message>
        <source>Dealer card</source>
        <translation>Croupierkaart</translation>
    </message>
    <message>
        <source>End round</source>
        <translation>Ronde beëindigen</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (toets %2)</translation>
    </message>
</context>
<context>
    <name>QtChallenge</name>
    <message>
        <source>Speed run (%1 rounds)</source>
        <translation>Snelheidsronde (%1 rondes)</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Dagelijkse uitdaging</translation>
    </message>
    <message>
        <source>Daily challenge %1</source>
        <translation>Dagelijkse uitdaging %1</translation>
    </message>
    <message>
        <source>Speed run</source>
        <translation>Snelheidsronde</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n mistakes in %2 s.</source>
        <extracomment>results of rounds played before a Restart round, kept for the final count</extracomment>
        <translation>
            <numerusform>%1: %n fout in %2 s.</numerusform>
            <numerusform>%1: %n fouten in %2 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal best: %n mistakes in %1 s.</source>
        <translation>
            <numerusform>Persoonlijk record: %n fout in %1 s.</numerusform>
            <numerusform>Persoonlijk record: %n fouten in %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>A personal best!</source>
        <translation>Een persoonlijk record!</translation>
    </message>
</context>
<context>
    <name>QtClassView</name>
    <message>
        <source>Trainee</source>
        <extracomment>the table&apos;s headings, marked so lupdate puts them in the catalogs (in the view&apos;s context).</extracomment>
        <translation>Cursist</translation>
    </message>
    <message>
        <source>Rounds today</source>
        <translation>Rondes vandaag</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Nauwkeurigheid</translation>
    </message>
    <message>
        <source>s / action</source>
        <translation>s / handeling</translation>
    </message>
    <message>
        <source>Drill answers</source>
        <translation>Oefenantwoorden</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Pakket</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Last mistake</source>
        <translation>Laatste fout</translation>
    </message>
    <message>
        <source>Double-click a trainee for their history and replays.</source>
        <extracomment>a trainee&apos;s row was reloaded (after a notification or a poll): their name.</extracomment>
        <translation>Dubbelklik op een cursist voor geschiedenis en herhalingen.</translation>
    </message>
    <message>
        <source>updated every %1 s</source>
        <translation>elke %1 s bijgewerkt</translation>
    </message>
    <message>
        <source>● live</source>
        <translation>● live</translation>
    </message>
    <message>
        <source>not live (%1): updated every %2 s</source>
        <translation>niet live (%1): elke %2 s bijgewerkt</translation>
    </message>
    <message>
        <source>cannot read the class: %1</source>
        <translation>kan de klas niet lezen: %1</translation>
    </message>
    <message>
        <source>Class %1 — %2</source>
        <translation>Klas %1 — %2</translation>
    </message>
    <message>
        <source>Weakest points today</source>
        <translation>Zwakste punten vandaag</translation>
    </message>
    <message>
        <source>{point}: {mistakes}, {trainees}</source>
        <translation>{point}: {mistakes}, {trainees}</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n fout</numerusform>
            <numerusform>%n fouten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainees</source>
        <translation>
            <numerusform>%n cursist</numerusform>
            <numerusform>%n cursisten</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes yet today.</source>
        <translation>Vandaag nog geen fouten.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>geslaagd</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>niet geslaagd</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>te beoordelen</translation>
    </message>
    <message>
        <source>%1 of %2 clean (%3 played), %4 %</source>
        <translation>%1 van %2 foutloos (%3 gespeeld), %4 %</translation>
    </message>
    <message>
        <source>Assigned and exams</source>
        <translation>Toegewezen en examens</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds disagree with their replay</source>
        <translation>
            <numerusform>%n ronde klopt niet met de herhaling</numerusform>
            <numerusform>%n rondes kloppen niet met hun herhaling</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n late rounds not counted</source>
        <translation>
            <numerusform>%n te late ronde niet meegeteld</numerusform>
            <numerusform>%n te late rondes niet meegeteld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds from another computer not counted</source>
        <translation>
            <numerusform>%n ronde van een andere computer niet meegeteld</numerusform>
            <numerusform>%n rondes van een andere computer niet meegeteld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds of another scenario not counted</source>
        <translation>
            <numerusform>%n ronde van een ander scenario niet geteld</numerusform>
            <numerusform>%n rondes van een ander scenario niet geteld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds faster than a person</source>
        <translation>
            <numerusform>%n ronde sneller dan een mens</numerusform>
            <numerusform>%n rondes sneller dan een mens</numerusform>
        </translation>
    </message>
    <message>
        <source>awaits your review (trainer class accept)</source>
        <translation>wacht op uw beoordeling (trainer class accept)</translation>
    </message>
    <message>
        <source>does not count (closed, beyond the attempts, or not opened by the server)</source>
        <translation>telt niet (gesloten, boven het aantal pogingen of niet door de server geopend)</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>Geschiedenis van %1</translation>
    </message>
</context>
<context>
    <name>QtDatabaseSetting</name>
    <message>
        <source>Progress database</source>
        <extracomment>the password in ``user:password@`` or in ``password=`` (a URL&apos;s query, libpq&apos;s keywords).</extracomment>
        <translation>Voortgangsdatabase</translation>
    </message>
    <message>
        <source>Where progress is recorded from the next start: a class server (postgresql://user@host/database) or a SQLite file. Leave it empty for this computer&apos;s own file.</source>
        <translation>Waar de voortgang vanaf de volgende start wordt opgeslagen: een klasserver (postgresql://gebruiker@host/database) of een SQLite-bestand. Laat leeg voor het eigen bestand van deze computer.</translation>
    </message>
    <message>
        <source>The progress database changes at the next start.</source>
        <translation>De voortgangsdatabase wisselt bij de volgende start.</translation>
    </message>
    <message>
        <source>Progress &amp;database…</source>
        <translation>Voortgangs&amp;database…</translation>
    </message>
</context>
<context>
    <name>QtDrillTab</name>
    <message>
        <source>{house} ({currency}), bets {low} to {high}</source>
        <extracomment>chip colours by denomination (face, text); other denominations get a slate grey.</extracomment>
        <translation>{house} ({currency}), inzetten {low} tot {high}</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Geen tijdslimiet</translation>
    </message>
    <message>
        <source>Timed session:</source>
        <translation>Sessie op tijd:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Length of a timed session</source>
        <translation>Duur van een sessie op tijd</translation>
    </message>
    <message>
        <source>Start timed session</source>
        <translation>Sessie op tijd starten</translation>
    </message>
    <message>
        <source>Free practice</source>
        <translation>Vrij oefenen</translation>
    </message>
    <message>
        <source>Start over without a time limit</source>
        <translation>Opnieuw beginnen zonder tijdslimiet</translation>
    </message>
    <message>
        <source>Pay:</source>
        <translation>Betalen:</translation>
    </message>
    <message>
        <source>amount, then Enter</source>
        <translation>bedrag, dan Enter</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Betalen</translation>
    </message>
    <message>
        <source>Or build the payout from chips (click a chip to add it):</source>
        <translation>Of bouw de uitbetaling op uit fiches (klik op een fiche om hem toe te voegen):</translation>
    </message>
    <message>
        <source>Add a {chip} chip</source>
        <translation>Een fiche van {chip} toevoegen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Pay these chips</source>
        <translation>Deze fiches betalen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Beantwoord</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Nauwkeurigheid</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Mediane tijd</translation>
    </message>
    <message>
        <source>Type what the dealer pays, winnings only, and press Enter.</source>
        <translation>Typ wat de croupier uitbetaalt, alleen de winst, en druk op Enter.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>New session: go!</source>
        <translation>Nieuwe sessie: start!</translation>
    </message>
    <message>
        <source>Session stopped.</source>
        <translation>Sessie gestopt.</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Resterende tijd: {time}</translation>
    </message>
    <message>
        <source>Time is up.</source>
        <translation>De tijd is om.</translation>
    </message>
    <message>
        <source>{why} {right} of {answered} right ({accuracy}), best streak {best}.</source>
        <translation>{why} {right} van {answered} goed ({accuracy}), beste reeks {best}.</translation>
    </message>
    <message>
        <source>{why} No answers.</source>
        <translation>{why} Geen antwoorden.</translation>
    </message>
    <message>
        <source>Start another timed session, or choose free practice.</source>
        <translation>Start een nieuwe sessie op tijd, of kies vrij oefenen.</translation>
    </message>
    <message>
        <source>Type an amount first, such as 262.5.</source>
        <translation>Typ eerst een bedrag, bijvoorbeeld 262,5.</translation>
    </message>
    <message>
        <source>Click chips to build the payout first.</source>
        <translation>Klik eerst op fiches om de uitbetaling op te bouwen.</translation>
    </message>
    <message>
        <source>Not paid: {problem}</source>
        <translation>Niet uitbetaald: {problem}</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>Sessie voorbij.</translation>
    </message>
    <message numerus="yes">
        <source>Chips built: {total} ({pile}; %n chips)</source>
        <translation>
            <numerusform>Opgebouwde fiches: {total} ({pile}; %n fiche)</numerusform>
            <numerusform>Opgebouwde fiches: {total} ({pile}; %n fiches)</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips built: none. Change no chip can make (a half, say) stays out of the chips.</source>
        <translation>Opgebouwde fiches: geen. Wat geen fiche kan maken (een halve, bijvoorbeeld) blijft buiten de fiches.</translation>
    </message>
    <message>
        <source>Streak {streak} (best {best}), {right} of {answered} right ({accuracy}), median {median}</source>
        <translation>Reeks {streak} (beste {best}), {right} van {answered} goed ({accuracy}), mediaan {median}</translation>
    </message>
    <message>
        <source>Streak 0: no answers yet</source>
        <translation>Reeks 0: nog geen antwoorden</translation>
    </message>
</context>
<context>
    <name>QtExamVerdict</name>
    <message>
        <source>Exam: %1</source>
        <translation>Examen: %1</translation>
    </message>
    <message>
        <source>Print to PDF…</source>
        <translation>Afdrukken als PDF…</translation>
    </message>
    <message>
        <source>Save the exam&apos;s verdict as PDF</source>
        <translation>De uitslag van het examen als PDF opslaan</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Niet geschreven: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschreven: %1</translation>
    </message>
</context>
<context>
    <name>QtFocusPicker</name>
    <message>
        <source>Focus:</source>
        <translation>Focus:</translation>
    </message>
    <message>
        <source>Free play: deal rounds in which this point happens</source>
        <translation>Vrij spel: deel rondes waarin dit punt voorkomt</translation>
    </message>
    <message>
        <source>Any round</source>
        <translation>Elke ronde</translation>
    </message>
</context>
<context>
    <name>QtHistoryView</name>
    <message>
        <source>By week</source>
        <extracomment>a hue per procedure point, so a code&apos;s colour tells its part of the procedure. a period of the &quot;By week&quot; view (&quot;2024-W10&quot;). rounds the History table reads at a time (more as it is scrolled down). the latest periods the charts show (a year of days would be a thousand bars). a round&apos;s id, when the trainee asks to replay it. &quot;Practise these&quot;: a practice session on the weak points.</extracomment>
        <translation>Per week</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Per dag</translation>
    </message>
    <message>
        <source>Procedure point</source>
        <translation>Procedurepunt</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fouten</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Most frequent mistake</source>
        <translation>Meest gemaakte fout</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Huis</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Handelingen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Afgemaakt</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Pakket</translation>
    </message>
    <message>
        <source>Rounds passed</source>
        <translation>Geslaagde rondes</translation>
    </message>
    <message>
        <source>Replay round</source>
        <extracomment>a class station&apos;s own exam attempts (trainer/ui/pages/history_exams.py), or None. table row -&gt; the exam attempt shown there (filled by history_exams.add_exam_rows)</extracomment>
        <translation>Ronde terugkijken</translation>
    </message>
    <message>
        <source>Periods:</source>
        <translation>Periodes:</translation>
    </message>
    <message>
        <source>Weakest procedure points</source>
        <translation>Zwakste procedurepunten</translation>
    </message>
    <message>
        <source>Practise these</source>
        <translation>Deze oefenen</translation>
    </message>
    <message>
        <source>Focused rounds on these points until each is cleared</source>
        <translation>Gerichte rondes op deze punten tot elk is behaald</translation>
    </message>
    <message>
        <source>Recorded rounds</source>
        <translation>Opgeslagen rondes</translation>
    </message>
    <message>
        <source>Pack results (double-click to open and print)</source>
        <translation>Pakketresultaten (dubbelklik om te openen en af te drukken)</translation>
    </message>
    <message>
        <source>W%1</source>
        <comment>a week of the year on a chart axis</comment>
        <translation>wk %1</translation>
    </message>
    <message>
        <source>Progress of {name}</source>
        <translation>Voortgang van {name}</translation>
    </message>
    <message>
        <source>No rounds recorded yet.</source>
        <translation>Nog geen rondes opgeslagen.</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds, {clean} without a mistake</source>
        <translation>
            <numerusform>%n ronde, {clean} zonder fout</numerusform>
            <numerusform>%n rondes, {clean} zonder fout</numerusform>
        </translation>
    </message>
    <message>
        <source>{accuracy} % of {actions} actions right</source>
        <translation>{accuracy}% van {actions} handelingen goed</translation>
    </message>
    <message>
        <source>last played {date}</source>
        <translation>laatst gespeeld {date}</translation>
    </message>
    <message numerus="yes">
        <source>Spot the error: %n rounds, {found} of {to_find} mistakes found, {wrong} with the wrong rule, {alarms}</source>
        <translation>
            <numerusform>Vind de fout: %n ronde, {found} van {to_find} fouten gevonden, {wrong} met de verkeerde regel, {alarms}</numerusform>
            <numerusform>Vind de fout: %n rondes, {found} van {to_find} fouten gevonden, {wrong} met de verkeerde regel, {alarms}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n false alarms</source>
        <translation>
            <numerusform>%n vals alarm</numerusform>
            <numerusform>%n valse alarmen</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes per code</source>
        <translation>Fouten per code</translation>
    </message>
    <message>
        <source>Mistakes per code: no rounds recorded yet</source>
        <translation>Fouten per code: nog geen rondes opgeslagen</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>fouten</translation>
    </message>
    <message>
        <source>Accuracy and speed</source>
        <translation>Nauwkeurigheid en snelheid</translation>
    </message>
    <message>
        <source>Accuracy and speed: no rounds recorded yet</source>
        <translation>Nauwkeurigheid en snelheid: nog geen rondes opgeslagen</translation>
    </message>
    <message>
        <source>seconds per action</source>
        <translation>seconden per handeling</translation>
    </message>
    <message>
        <source>s per action</source>
        <comment>a short axis title</comment>
        <translation>s per handeling</translation>
    </message>
    <message>
        <source>actions right</source>
        <translation>handelingen goed</translation>
    </message>
    <message>
        <source>rounds without a mistake</source>
        <translation>rondes zonder fout</translation>
    </message>
    <message>
        <source>payout drills right</source>
        <translation>uitbetalingsoefeningen goed</translation>
    </message>
    <message>
        <source>Also: {codes}</source>
        <translation>Ook: {codes}</translation>
    </message>
    <message>
        <source>No mistakes recorded.</source>
        <translation>Geen fouten opgeslagen.</translation>
    </message>
    <message>
        <source>Payout drills to practise: {kinds}</source>
        <translation>Uitbetalingsoefeningen om te oefenen: {kinds}</translation>
    </message>
    <message>
        <source>{kind} ({accuracy} right)</source>
        <translation>{kind} ({accuracy} goed)</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>niet afgemaakt</translation>
    </message>
    <message>
        <source>finished with mistakes</source>
        <translation>afgemaakt met fouten</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>foutloos</translation>
    </message>
    <message>
        <source>Recorded rounds at %1</source>
        <translation>Opgeslagen rondes – %1</translation>
    </message>
    <message>
        <source>no pass mark</source>
        <translation>geen slaaggrens</translation>
    </message>
</context>
<context>
    <name>QtLanguageMenu</name>
    <message>
        <source>Language: %1.</source>
        <translation>Taal: %1.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>The dealers of this house are trained in %1. Switch the trainer to %1?</source>
        <translation>De croupiers van dit huis worden opgeleid in het %1. De trainer naar het %1 omzetten?</translation>
    </message>
    <message>
        <source>This pack is written in %1: its titles and notes are not translated.</source>
        <translation>Dit pakket is in het %1 geschreven: de titels en notities zijn niet vertaald.</translation>
    </message>
</context>
<context>
    <name>QtPackBrowser</name>
    <message>
        <source>Choose a house and a pack</source>
        <extracomment>the item data role holding (pack index, scenario index) of a scenario row.</extracomment>
        <translation>Kies een huis en een pakket</translation>
    </message>
    <message numerus="yes">
        <source>{house} (%n boxes)</source>
        <extracomment>how many of ``packs`` are shipped (the rest came from files).</extracomment>
        <translation>
            <numerusform>{house} (%n box)</numerusform>
            <numerusform>{house} (%n boxen)</numerusform>
        </translation>
    </message>
    <message>
        <source>House (free play):</source>
        <translation>Huis (vrij spel):</translation>
    </message>
    <message>
        <source>Pack / scenario</source>
        <translation>Pakket / scenario</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>Oefent</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Huis</translation>
    </message>
    <message>
        <source>Free play: random rounds</source>
        <translation>Vrij spel: willekeurige rondes</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>alles</translation>
    </message>
    <message>
        <source>Open pack file…</source>
        <translation>Pakketbestand openen…</translation>
    </message>
    <message>
        <source>Load a scenario pack (YAML) from a file; it is remembered for next time</source>
        <translation>Laad een scenariopakket (YAML) uit een bestand; het wordt onthouden voor de volgende keer</translation>
    </message>
    <message>
        <source>Packs that did not load:</source>
        <translation>Pakketten die niet geladen zijn:</translation>
    </message>
    <message>
        <source>No scenario packs are installed yet: free play deals random rounds.</source>
        <translation>Nog geen scenariopakketten geïnstalleerd: vrij spel deelt willekeurige rondes.</translation>
    </message>
    <message>
        <source>Exam mode: mistakes are shown only at the end of each round</source>
        <translation>Examen: fouten verschijnen pas aan het eind van elke ronde</translation>
    </message>
    <message numerus="yes">
        <source>%n scenarios</source>
        <translation>
            <numerusform>%n scenario</numerusform>
            <numerusform>%n scenario&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>door %1</translation>
    </message>
    <message>
        <source>spot the error</source>
        <translation>vind de fout</translation>
    </message>
    <message>
        <source>Open a scenario pack</source>
        <translation>Een scenariopakket openen</translation>
    </message>
    <message>
        <source>Scenario packs (*.yaml *.yml);;All files (*)</source>
        <translation>Scenariopakketten (*.yaml *.yml);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Niet geopend: %1</translation>
    </message>
</context>
<context>
    <name>QtPracticeSession</name>
    <message>
        <source>Practice question</source>
        <translation>Oefenvraag</translation>
    </message>
    <message>
        <source>amount to pay</source>
        <translation>uit te betalen bedrag</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Betalen</translation>
    </message>
    <message>
        <source>Type an amount, such as 150 or 262.5.</source>
        <translation>Typ een bedrag, bijvoorbeeld 150 of 262,5.</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Goed: %1</translation>
    </message>
    <message>
        <source>Wrong: pay %1. Why: %2</source>
        <translation>Fout: betaal %1. Waarom: %2</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Verder</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Oefenen</translation>
    </message>
    <message>
        <source>Practice: %1, for %2 (%3 of %4 right in a row)</source>
        <translation>Oefenen: %1, voor %2 (%3 van %4 goed op rij)</translation>
    </message>
    <message>
        <source>Practice: %1 (%2 of %3 right in a row)</source>
        <translation>Oefenen: %1 (%2 van %3 goed op rij)</translation>
    </message>
    <message>
        <source>Practice: </source>
        <translation>Oefenen: </translation>
    </message>
    <message>
        <source>nothing to practise</source>
        <translation>niets om te oefenen</translation>
    </message>
    <message>
        <source>every point cleared</source>
        <translation>alle punten behaald</translation>
    </message>
</context>
<context>
    <name>QtProgress</name>
    <message>
        <source>Bringing the progress database up to date: every recorded round is worked out once…</source>
        <extracomment>the chooser&apos;s last entry, which asks for a new name.</extracomment>
        <translation>De voortgangsdatabase wordt bijgewerkt: elke opgenomen ronde wordt één keer doorgerekend…</translation>
    </message>
    <message>
        <source>Progress database</source>
        <extracomment>why nothing is recorded (the database would not open), or None. the read-only connection the History tab and the replays read through. the seed of the next practice session (None: from the clock; tests set it). the damaged database&apos;s path while nothing is recorded into it, else None. the session being recorded (house, mode, pack), to go on in a new database.</extracomment>
        <translation>Voortgangsdatabase</translation>
    </message>
    <message>
        <source>Whose progress is recorded</source>
        <translation>Wiens voortgang wordt opgeslagen</translation>
    </message>
    <message>
        <source>Nothing is recorded: %1</source>
        <translation>Er wordt niets opgeslagen: %1</translation>
    </message>
    <message>
        <source>Trainee:</source>
        <translation>Cursist:</translation>
    </message>
    <message>
        <source>New trainee…</source>
        <translation>Nieuwe cursist…</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>Nieuwe cursist</translation>
    </message>
    <message>
        <source>The trainee&apos;s name:</source>
        <translation>Naam van de cursist:</translation>
    </message>
    <message>
        <source>Start a new progress database</source>
        <translation>Een nieuwe voortgangsdatabase beginnen</translation>
    </message>
    <message>
        <source>The damaged file is kept beside it under a new name, exactly as it is</source>
        <translation>Het beschadigde bestand blijft ongewijzigd ernaast staan onder een nieuwe naam</translation>
    </message>
    <message>
        <source>The progress database&apos;s journal files were deleted or replaced while it was open: nothing more is recorded. Close every trainer window and start it again.</source>
        <translation>De journaalbestanden van de voortgangsdatabase zijn verwijderd of vervangen terwijl die open was: er wordt niets meer opgeslagen. Sluit alle trainervensters en start opnieuw.</translation>
    </message>
    <message>
        <source>The progress database %1 is damaged: nothing more is recorded in it.</source>
        <translation>De voortgangsdatabase %1 is beschadigd: er wordt niets meer in opgeslagen.</translation>
    </message>
    <message>
        <source>Cannot move the damaged database aside: %1</source>
        <translation>Kan de beschadigde database niet opzij zetten: %1</translation>
    </message>
    <message>
        <source>A new progress database was started; the damaged one is kept as %1</source>
        <translation>Er is een nieuwe voortgangsdatabase begonnen; de beschadigde blijft bewaard als %1</translation>
    </message>
    <message>
        <source>Practise these</source>
        <translation>Deze oefenen</translation>
    </message>
</context>
<context>
    <name>QtReplayView</name>
    <message>
        <source>Next mistake</source>
        <translation>Volgende fout</translation>
    </message>
    <message>
        <source>Before the first action</source>
        <translation>Voor de eerste handeling</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Eén handeling terug (Links)</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>Eén handeling vooruit (Rechts)</translation>
    </message>
    <message>
        <source>After the last action</source>
        <translation>Na de laatste handeling</translation>
    </message>
    <message>
        <source>Round {id} cannot be replayed</source>
        <translation>Ronde {id} kan niet worden herhaald</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>the new position (0 = before the first action).</extracomment>
        <translation>Herhaling</translation>
    </message>
    <message>
        <source>Free round</source>
        <translation>Vrije ronde</translation>
    </message>
    <message>
        <source>Replay: {title}, {when}</source>
        <extracomment>what the replay&apos;s window is called: the round by its title and time, never its row number</extracomment>
        <translation>Herhaling: {title}, {when}</translation>
    </message>
    <message>
        <source>{title} · {when} · {house} · {actions}, {mistakes}</source>
        <translation>{title} · {when} · {house} · {actions}, {mistakes}</translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n handeling</numerusform>
            <numerusform>%n handelingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n fout</numerusform>
            <numerusform>%n fouten</numerusform>
        </translation>
    </message>
    <message>
        <source>The procedure has changed since this round was played: steps {steps} are judged differently now.</source>
        <translation>De procedure is veranderd sinds deze ronde: stappen {steps} worden nu anders beoordeeld.</translation>
    </message>
    <message>
        <source>Start: the table before the first action</source>
        <translation>Start: de tafel voor de eerste handeling</translation>
    </message>
    <message>
        <source>step {position} of {count}</source>
        <translation>stap {position} van {count}</translation>
    </message>
    <message>
        <source>Before the first action.</source>
        <translation>Voor de eerste handeling.</translation>
    </message>
    <message>
        <source>Step {n}: {action}</source>
        <translation>Stap {n}: {action}</translation>
    </message>
    <message>
        <source>The right action was</source>
        <translation>De juiste handeling was</translation>
    </message>
    <message>
        <source>The action was not applied: the table stays as it was.</source>
        <translation>De handeling is niet uitgevoerd: de tafel blijft zoals hij was.</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>House this round (collected less paid)</source>
        <translation>Huis deze ronde (ingenomen min uitbetaald)</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>geen kaarten</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Croupier</translation>
    </message>
    <message>
        <source>asks: {request}</source>
        <translation>vraagt: {request}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Opmerkingen</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Inzetten</translation>
    </message>
    <message>
        <source>Next right action</source>
        <translation>Volgende juiste handeling</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>De ronde is voorbij.</translation>
    </message>
</context>
<context>
    <name>QtRoundFlows</name>
    <message>
        <source>Open pack file…</source>
        <extracomment>the spot-the-error round in play, if any. the pack whose rounds are being scored, the results so far, the last result. spot-the-error replays step this fast when played (tests make it quicker).</extracomment>
        <translation>Pakketbestand openen…</translation>
    </message>
    <message>
        <source>Save this round to a pack…</source>
        <translation>Deze ronde in een pakket bewaren…</translation>
    </message>
    <message>
        <source>Play a round first: there is nothing to save yet.</source>
        <translation>Speel eerst een ronde: er is nog niets om te bewaren.</translation>
    </message>
    <message numerus="yes">
        <source>Saved to %1: %n scenarios</source>
        <translation>
            <numerusform>Bewaard in %1: %n scenario</numerusform>
            <numerusform>Bewaard in %1: %n scenario&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message>
        <source>The pack is finished: choose another (Ctrl+O).</source>
        <translation>Het pakket is af: kies een ander (Ctrl+O).</translation>
    </message>
</context>
<context>
    <name>QtSaveToPack</name>
    <message>
        <source>Save this round to a pack</source>
        <translation>Deze ronde in een pakket bewaren</translation>
    </message>
    <message>
        <source>The round is saved with its bets, every card it used and the players&apos; decisions, so it replays exactly. Comments in the pack file stay as they are.</source>
        <translation>De ronde wordt bewaard met haar inzetten, elke gebruikte kaart en de beslissingen van de spelers, zodat ze precies herhaald wordt. Commentaar in het pakketbestand blijft zoals het is.</translation>
    </message>
    <message>
        <source>a new or existing pack file (.yaml)</source>
        <translation>een nieuw of bestaand pakketbestand (.yaml)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Kiezen…</translation>
    </message>
    <message>
        <source>Pack file:</source>
        <translation>Pakketbestand:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>What should the trainee look out for?</source>
        <translation>Waar moet de cursist op letten?</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>Tip:</translation>
    </message>
    <message>
        <source>This round shows none of the procedure points a scenario trains (play one with three or more boxes, a Black Jack, a split…).</source>
        <translation>Deze ronde toont geen van de procedurepunten die een scenario oefent (speel er een met drie of meer boxen, een Black Jack, een splitsing…).</translation>
    </message>
    <message>
        <source>Trains:</source>
        <translation>Oefent:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>geen limiet</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Tijdslimiet:</translation>
    </message>
    <message numerus="yes">
        <source>Keep the dealer&apos;s actions: a spot-the-error scenario with %n mistakes to find</source>
        <translation>
            <numerusform>De handelingen van de croupier bewaren: een vind-de-fout-scenario met %n fout om te vinden</numerusform>
            <numerusform>De handelingen van de croupier bewaren: een vind-de-fout-scenario met %n fouten om te vinden</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a round played to its end with mistakes in it can be spot the error.</source>
        <translation>Alleen een uitgespeelde ronde met fouten kan vind-de-fout worden.</translation>
    </message>
    <message>
        <source>Pack file to save the round to</source>
        <translation>Pakketbestand om de ronde in te bewaren</translation>
    </message>
    <message>
        <source>Scenario packs (*.yaml *.yml)</source>
        <translation>Scenariopakketten (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>a pack file</source>
        <translation>een pakketbestand</translation>
    </message>
    <message>
        <source>a title</source>
        <translation>een titel</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>een tip</translation>
    </message>
    <message>
        <source>what it trains</source>
        <translation>wat het oefent</translation>
    </message>
    <message>
        <source>Give %1.</source>
        <translation>Geef %1.</translation>
    </message>
    <message>
        <source>%1 is a folder: give a file name.</source>
        <translation>%1 is een map: geef een bestandsnaam.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Niet bewaard: %1</translation>
    </message>
</context>
<context>
    <name>QtSidePanel</name>
    <message>
        <source>Round</source>
        <extracomment>the trainee left the field: +1 Tab, -1 Shift+Tab, 0 Esc. the ``::item`` padding of the panel&apos;s style sheet, and the item&apos;s bottom border. &quot;0:08 left&quot; as a scenario&apos;s time limit nears, in red (hidden otherwise). the house&apos;s decimal mark, for the examples in messages.</extracomment>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Inzet</translation>
    </message>
    <message>
        <source>amount to pay</source>
        <translation>uit te betalen bedrag</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Pay (P)</source>
        <translation>Betalen (P)</translation>
    </message>
    <message>
        <source>Collect (C)</source>
        <translation>Innemen (C)</translation>
    </message>
    <message>
        <source>Push (U)</source>
        <translation>Stand-off (U)</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fouten</translation>
    </message>
    <message>
        <source>Exam: your mistakes are recorded and shown when the round ends.</source>
        <translation>Examen: je fouten worden genoteerd en aan het eind van de ronde getoond.</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>Overzicht van de ronde</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Volgende ronde (Enter)</translation>
    </message>
    <message>
        <source>Add a %1 chip to the amount</source>
        <translation>Een fiche van %1 bij het bedrag tellen</translation>
    </message>
    <message>
        <source>Click a bet&apos;s chips (or press Tab) to select it.</source>
        <translation>Klik op de fiches van een inzet (of druk op Tab) om hem te kiezen.</translation>
    </message>
    <message>
        <source>Mistakes (exam)</source>
        <translation>Fouten (examen)</translation>
    </message>
    <message>
        <source>No mistakes this round.</source>
        <translation>Geen fouten deze ronde.</translation>
    </message>
    <message>
        <source>Nothing is shown here until the round ends.</source>
        <translation>Hier staat niets tot de ronde eindigt.</translation>
    </message>
    <message>
        <source>No mistakes so far this round.</source>
        <translation>Nog geen fouten deze ronde.</translation>
    </message>
    <message>
        <source>Expected: %1</source>
        <translation>Verwacht: %1</translation>
    </message>
    <message>
        <source>Clean round!</source>
        <translation>Foutloze ronde!</translation>
    </message>
    <message>
        <source>Over the time limit</source>
        <translation>Over de tijdslimiet</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n fout</numerusform>
            <numerusform>%n fouten</numerusform>
        </translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tijd: %1</translation>
    </message>
    <message>
        <source>Payouts right: %1 · wrong: %2</source>
        <translation>Uitbetalingen goed: %1 · fout: %2</translation>
    </message>
    <message>
        <source>Actions: %1</source>
        <translation>Handelingen: %1</translation>
    </message>
    <message>
        <source>House result: %1</source>
        <translation>Resultaat van het huis: %1</translation>
    </message>
    <message>
        <source>The chips do not balance!</source>
        <translation>De fiches kloppen niet!</translation>
    </message>
    <message>
        <source>Session over</source>
        <translation>Sessie voorbij</translation>
    </message>
</context>
<context>
    <name>QtSkillsView</name>
    <message>
        <source>steady</source>
        <translation>stabiel</translation>
    </message>
    <message>
        <source>review due</source>
        <translation>herhaling nodig</translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>the review date&apos;s format, in Qt&apos;s date format: d the day, MMM the month&apos;s short name</comment>
        <translation>d MMM</translation>
    </message>
    <message>
        <source>next review %1</source>
        <translation>volgende herhaling %1</translation>
    </message>
    <message>
        <source>s per action</source>
        <translation>s per handeling</translation>
    </message>
    <message>
        <source>s per answer</source>
        <translation>s per antwoord</translation>
    </message>
    <message numerus="yes">
        <source>%n exercises · %1 of the last %2 right</source>
        <translation>
            <numerusform>%n oefening · %1 van de laatste %2 goed</numerusform>
            <numerusform>%n oefeningen · %1 van de laatste %2 goed</numerusform>
        </translation>
    </message>
    <message>
        <source>target %1 %3 · median %2</source>
        <translation>doel %1 %3 · mediaan %2</translation>
    </message>
    <message>
        <source>not practised yet</source>
        <translation>nog niet geoefend</translation>
    </message>
    <message>
        <source>target %1 %2</source>
        <translation>doel %1 %2</translation>
    </message>
    <message>
        <source>%1 more to mastery</source>
        <translation>nog %1 tot beheersing</translation>
    </message>
    <message>
        <source>House:</source>
        <translation>Huis:</translation>
    </message>
    <message>
        <source>Dealt rounds (focused on a procedure point)</source>
        <translation>Gedeelde rondes (gericht op een procedurepunt)</translation>
    </message>
    <message>
        <source>Payout drills</source>
        <translation>Uitbetalingsoefeningen</translation>
    </message>
    <message>
        <source>Skills of %1 at %2</source>
        <translation>Vaardigheden van %1 bij %2</translation>
    </message>
    <message>
        <source>Mastered: %1, each within its target time.</source>
        <translation>Beheerst: %1, elk binnen de doeltijd.</translation>
    </message>
</context>
<context>
    <name>QtSpotMode</name>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Spot the error</source>
        <translation>Vind de fout</translation>
    </message>
    <message>
        <source>Keys: Space play / pause · → step · ↑↓ choose a step · M mark as wrong · U unmark · F finish · Enter next</source>
        <translation>Toetsen: Spatie afspelen / pauze · → stap · ↑↓ stap kiezen · M als fout markeren · U markering weg · F klaar · Enter volgende</translation>
    </message>
    <message>
        <source>Keys: Space play · → step · M mark · U unmark · F finish</source>
        <comment>the key line, shorter</comment>
        <translation>Toetsen: Spatie afspelen · → stap · M markeren · U markering weg · F klaar</translation>
    </message>
    <message>
        <source>Space · → · M · U · F</source>
        <comment>the key line, shortest</comment>
        <translation>Spatie · → · M · U · F</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Stap %1: %2</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Goed: %1</translation>
    </message>
    <message>
        <source>A mistake, but another rule: %1</source>
        <translation>Een fout, maar een andere regel: %1</translation>
    </message>
    <message>
        <source>This step was right.</source>
        <translation>Deze stap was goed.</translation>
    </message>
    <message>
        <source>Missed: %1</source>
        <translation>Gemist: %1</translation>
    </message>
    <message>
        <source>Found %1 of %2</source>
        <translation>%1 van %2 gevonden</translation>
    </message>
    <message>
        <source>wrong rule %1</source>
        <translation>verkeerde regel %1</translation>
    </message>
    <message>
        <source>missed %1</source>
        <translation>gemist %1</translation>
    </message>
    <message>
        <source>false alarms %1</source>
        <translation>vals alarm %1</translation>
    </message>
    <message>
        <source>Step %1 (%2): %3</source>
        <translation>Stap %1 (%2): %3</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>stap %1 van %2</translation>
    </message>
    <message>
        <source>%1 marked</source>
        <translation>%1 gemarkeerd</translation>
    </message>
</context>
<context>
    <name>QtSpotPanel</name>
    <message>
        <source>Watch the dealer&apos;s round. Mark every step that breaks the procedure and name the rule it breaks.</source>
        <extracomment>a step&apos;s colours once judged: found, right step with another rule, false alarm, missed.</extracomment>
        <translation>Volg de ronde van de croupier. Markeer elke stap die de procedure breekt en noem de regel die hij breekt.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <source>Play or pause the dealer (Space)</source>
        <translation>De croupier afspelen of pauzeren (Spatie)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>One action (→)</source>
        <translation>Eén handeling (→)</translation>
    </message>
    <message>
        <source>The rule the marked step breaks</source>
        <translation>De regel die de gemarkeerde stap breekt</translation>
    </message>
    <message>
        <source>Mark as wrong (M)</source>
        <translation>Als fout markeren (M)</translation>
    </message>
    <message>
        <source>Unmark (U)</source>
        <translation>Markering weg (U)</translation>
    </message>
    <message>
        <source>Finish and score (F)</source>
        <translation>Afronden en scoren (F)</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Volgende ronde (Enter)</translation>
    </message>
</context>
<context>
    <name>QtStation</name>
    <message>
        <source>Class…</source>
        <extracomment>how often waiting writes are tried again, in ms.</extracomment>
        <translation>Klas…</translation>
    </message>
    <message>
        <source>The instructor&apos;s view of the class</source>
        <translation>Het overzicht van de docent over de klas</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>nog niets</translation>
    </message>
    <message>
        <source>%1 · assigned: %2</source>
        <translation>%1 · toegewezen: %2</translation>
    </message>
    <message>
        <source>Class server unreachable · %1 kept here</source>
        <translation>Klasserver onbereikbaar · %1 hier bewaard</translation>
    </message>
    <message numerus="yes">
        <source>%n results wait on this station (in memory and in a file, so a crash loses none); they are written to the class server, once each, as soon as it answers again</source>
        <translation>
            <numerusform>%n resultaat wacht op dit station (in het geheugen en in een bestand, dus een crash verliest het niet); het wordt naar de klasserver geschreven, één keer, zodra hij weer antwoordt</numerusform>
            <numerusform>%n resultaten wachten op dit station (in het geheugen en in een bestand, dus een crash verliest er geen); ze worden naar de klasserver geschreven, elk één keer, zodra hij weer antwoordt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept results written to the class server</source>
        <translation>
            <numerusform>%n bewaard resultaat naar de klasserver geschreven</numerusform>
            <numerusform>%n bewaarde resultaten naar de klasserver geschreven</numerusform>
        </translation>
    </message>
    <message>
        <source>The exam is over. Its rounds wait on this station; the verdict shows when the class server answers.</source>
        <translation>Het examen is voorbij. De rondes wachten op dit station; de uitslag verschijnt zodra de klasserver antwoordt.</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klas</translation>
    </message>
</context>
<context>
    <name>QtTableScene</name>
    <message>
        <source>BLACK JACK PAYS %1 · DEALER STANDS ON %2</source>
        <translation>BLACK JACK BETAALT %1 · CROUPIER PAST OP %2</translation>
    </message>
    <message>
        <source>INSURANCE PAYS %1 TO %2</source>
        <translation>VERZEKERING BETAALT %1 TEGEN %2</translation>
    </message>
    <message>
        <source>NO INSURANCE</source>
        <translation>GEEN VERZEKERING</translation>
    </message>
    <message>
        <source>TO</source>
        <extracomment>a hand&apos;s cards (or its empty card place) was clicked: the hand id, or ``dealer``. a bet&apos;s chips were clicked: the bet id. the view shown now: the next one is applied as the difference from it. each live hand&apos;s (total, kind, bubble text, strong), as last worked out. what the hands&apos; places were worked out from, and the places and scales. the scene rects the bets&apos; stacks cover, by box, and each stack&apos;s own point. how much smaller than full size the hands are drawn (a crowded table shrinks them) work that can wait until the view has shown the answer to a click (then None) the animation moving each hand, and where to.</extracomment>
        <translation>TEGEN</translation>
    </message>
    <message>
        <source>Limits %1 – %2</source>
        <translation>Limieten %1 – %2</translation>
    </message>
    <message>
        <source>BUST</source>
        <translation>DOOD</translation>
    </message>
    <message>
        <source>BLACK JACK</source>
        <translation>BLACK JACK</translation>
    </message>
    <message>
        <source>COLOUR</source>
        <translation>KLEUR</translation>
    </message>
    <message>
        <source>SWISS</source>
        <translation>SWISS</translation>
    </message>
    <message>
        <source>%1 %2 TO 1</source>
        <translation>%1 %2 TEGEN 1</translation>
    </message>
    <message>
        <source>SWISS JACK</source>
        <translation>SWISS JACK</translation>
    </message>
    <message>
        <source>BOX %1</source>
        <translation>BOX %1</translation>
    </message>
    <message>
        <source>Dealer draws</source>
        <translation>Croupier koopt</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>Schoen</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <source>House this round: %1</source>
        <translation>Huis deze ronde: %1</translation>
    </message>
    <message>
        <source>push</source>
        <translation>stand-off</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>betting</source>
        <extracomment>the round&apos;s phases (trainer.core.procedure.vocabulary.Phase) as the replay names them.</extracomment>
        <translation>inzetten</translation>
    </message>
    <message>
        <source>first deal</source>
        <translation>eerste deling</translation>
    </message>
    <message>
        <source>insurance offer</source>
        <translation>verzekering aangeboden</translation>
    </message>
    <message>
        <source>insurance open</source>
        <translation>verzekering open</translation>
    </message>
    <message>
        <source>Black Jack payouts</source>
        <translation>Black Jack uitbetalen</translation>
    </message>
    <message>
        <source>the boxes play</source>
        <translation>de boxen spelen</translation>
    </message>
    <message>
        <source>dealer draws</source>
        <translation>croupier koopt</translation>
    </message>
    <message>
        <source>insurance settlement</source>
        <translation>afrekening van de verzekeringen</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>afrekening</translation>
    </message>
    <message>
        <source>round over</source>
        <translation>ronde voorbij</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <extracomment>a hand&apos;s notes (trainer.progress.replay.table_text).</extracomment>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>dood</translation>
    </message>
    <message>
        <source>three sevens</source>
        <translation>drie zevens</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>verdubbeld</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>gepast</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>afgeruimd</translation>
    </message>
    <message>
        <source>live</source>
        <extracomment>a bet&apos;s state (trainer.progress.replay.BetView.status).</extracomment>
        <translation>in het spel</translation>
    </message>
    <message>
        <source>bonus paid</source>
        <translation>bonus uitbetaald</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>uitbetaald</translation>
    </message>
    <message>
        <source>collected</source>
        <translation>ingenomen</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>stand-off</translation>
    </message>
</context>
<context>
    <name>ReportPdf</name>
    <message>
        <source>Sessions before that, by month</source>
        <translation>Sessies daarvoor, per maand</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Maand</translation>
    </message>
    <message>
        <source>Earlier sessions, by week</source>
        <translation>Eerdere sessies, per week</translation>
    </message>
    <message>
        <source>The last {count} sessions</source>
        <translation>De laatste {count} sessies</translation>
    </message>
    <message>
        <source>Training report: {name}</source>
        <extracomment>table cell padding in CSS pixels (1/96 inch, about 1 mm).</extracomment>
        <translation>Trainingsrapport: {name}</translation>
    </message>
    <message>
        <source>page {page} of {pages}</source>
        <translation>pagina {page} van {pages}</translation>
    </message>
    <message>
        <source>Training report</source>
        <translation>Trainingsrapport</translation>
    </message>
    <message>
        <source>Sessions from {first} to {last}</source>
        <translation>Sessies van {first} tot {last}</translation>
    </message>
    <message>
        <source>No sessions recorded yet</source>
        <translation>Nog geen sessies opgeslagen</translation>
    </message>
    <message>
        <source>Report made on {date}</source>
        <translation>Rapport gemaakt op {date}</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Samenvatting</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sessies</translation>
    </message>
    <message>
        <source>Rounds dealt</source>
        <translation>Gedeelde rondes</translation>
    </message>
    <message>
        <source>Rounds without a mistake</source>
        <translation>Rondes zonder fout</translation>
    </message>
    <message>
        <source>Dealer actions</source>
        <translation>Handelingen van de croupier</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fouten</translation>
    </message>
    <message>
        <source>Accuracy (right actions)</source>
        <translation>Nauwkeurigheid (goede handelingen)</translation>
    </message>
    <message>
        <source>Time dealing</source>
        <translation>Tijd aan tafel</translation>
    </message>
    <message>
        <source>Average time per round</source>
        <translation>Gemiddelde tijd per ronde</translation>
    </message>
    <message>
        <source>Average time per action</source>
        <translation>Gemiddelde tijd per handeling</translation>
    </message>
    <message>
        <source>Payout drill answers right</source>
        <translation>Goede antwoorden in uitbetalingsoefeningen</translation>
    </message>
    <message>
        <source>Weakest procedure points</source>
        <translation>Zwakste procedurepunten</translation>
    </message>
    <message>
        <source>Procedure point</source>
        <translation>Procedurepunt</translation>
    </message>
    <message>
        <source>Rounds affected</source>
        <translation>Betrokken rondes</translation>
    </message>
    <message>
        <source>Most frequent mistake</source>
        <translation>Meest gemaakte fout</translation>
    </message>
    <message>
        <source>No mistakes recorded.</source>
        <translation>Geen fouten opgeslagen.</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Vaardigheden</translation>
    </message>
    <message>
        <source>Progress per week</source>
        <translation>Voortgang per week</translation>
    </message>
    <message>
        <source>Week</source>
        <translation>Week</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Nauwkeurigheid</translation>
    </message>
    <message>
        <source>Time per action</source>
        <translation>Tijd per handeling</translation>
    </message>
    <message>
        <source>Mistakes by kind</source>
        <translation>Fouten per soort</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fout</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>De regel</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Huis</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Pakket</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Payout drills</source>
        <translation>Uitbetalingsoefeningen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antwoorden</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Goed</translation>
    </message>
    <message>
        <source>Time per answer</source>
        <translation>Tijd per antwoord</translation>
    </message>
    <message>
        <source>Accuracy is the share of the dealer actions that were right. Procedure points group the mistake codes of the dealer procedure.</source>
        <translation>Nauwkeurigheid is het aandeel juiste handelingen van de croupier. Procedurepunten groeperen de foutcodes van de croupierprocedure.</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>Instructeur</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Handtekening</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Vaardigheid</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Oefeningen</translation>
    </message>
    <message>
        <source>Right (last)</source>
        <translation>Goed (laatste)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediaan</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Trend</translation>
    </message>
    <message>
        <source>Mastered: {rule}, each within its target time (per dealer action in a round, per answer in a drill).</source>
        <translation>Beheerst: {rule}, elk binnen de doeltijd (per handeling van de croupier in een ronde, per antwoord in een oefening).</translation>
    </message>
    <message>
        <source>Not practised yet: {skills}.</source>
        <translation>Nog niet geoefend: {skills}.</translation>
    </message>
    <message>
        <source>rounds without a mistake</source>
        <translation>rondes zonder fout</translation>
    </message>
    <message>
        <source>seconds per action</source>
        <translation>seconden per handeling</translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <source>Sign in</source>
        <translation>Aanmelden</translation>
    </message>
    <message>
        <source>Your name and password, as on your sign-in slip:</source>
        <translation>Je naam en wachtwoord, zoals op je inlogbriefje:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Wachtwoord:</translation>
    </message>
    <message>
        <source>Wrong name or password.</source>
        <translation>Verkeerde naam of verkeerd wachtwoord.</translation>
    </message>
</context>
<context>
    <name>States</name>
    <message>
        <source>Bets are placed: call no more bets.</source>
        <extracomment>machine state -&gt; what the dealer is doing now.</extracomment>
        <translation>De inzetten liggen: roep geen inzetten meer.</translation>
    </message>
    <message>
        <source>First deal: one card to each box, the dealer&apos;s card, a second card to each box.</source>
        <translation>Eerste deling: een kaart naar elke box, de kaart van de croupier, een tweede kaart naar elke box.</translation>
    </message>
    <message>
        <source>The dealer shows an ace.</source>
        <translation>De croupier toont een aas.</translation>
    </message>
    <message>
        <source>Insurance is open: check each insurance (refuse one over half the bet), pay even money, then close insurance.</source>
        <translation>De verzekering is open: controleer elke verzekering (weiger er een boven de halve inzet), betaal even money uit, sluit dan de verzekering.</translation>
    </message>
    <message>
        <source>The dealer shows 2-9.</source>
        <translation>De croupier toont 2-9.</translation>
    </message>
    <message>
        <source>The boxes play, left to right.</source>
        <translation>De boxen spelen, van links naar rechts.</translation>
    </message>
    <message>
        <source>Every box has finished: the dealer&apos;s hand.</source>
        <translation>Alle boxen zijn klaar: de hand van de croupier.</translation>
    </message>
    <message>
        <source>Settle the insurance bets.</source>
        <translation>Reken de verzekeringsinzetten af.</translation>
    </message>
    <message>
        <source>Settle counter-clockwise, then end the round.</source>
        <translation>Reken tegen de klok in af en beëindig dan de ronde.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>De ronde is voorbij.</translation>
    </message>
    <message>
        <source>The boxes play round the table: one card a hand, box 1 to the last, then round again.</source>
        <extracomment>the boxes&apos; play in a house that deals extra cards round the table (hit_order).</extracomment>
        <translation>De boxen spelen de tafel rond: één kaart per hand, box 1 tot de laatste, dan weer rond.</translation>
    </message>
    <message>
        <source>The first deal is done: settle the 21+3 bets, from your right, before anything else.</source>
        <extracomment>the first deal is done but its 21+3 bets are still on the table: they come first.</extracomment>
        <translation>De eerste deling is klaar: reken de 21+3-inzetten af, vanaf je rechterkant, vóór al het andere.</translation>
    </message>
    <message>
        <source>First deal: one card to each box, a second card to each box, then the dealer&apos;s card.</source>
        <extracomment>the first deal of a house that gives every box its two cards before the dealer&apos;s one (deal_order boxes_boxes_dealer, the Swiss house).</extracomment>
        <translation>Eerste deling: een kaart naar elke box, een tweede kaart naar elke box, dan de kaart van de croupier.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Three sevens</source>
        <translation>Drie zevens</translation>
    </message>
    <message>
        <source>Bust %1</source>
        <translation>Dood %1</translation>
    </message>
</context>
<context>
    <name>TerminalTexts</name>
    <message>
        <source>The dealer</source>
        <translation>De croupier</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>de croupier</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>geen kaarten</translation>
    </message>
    <message>
        <source>three sevens</source>
        <translation>drie zevens</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>dood</translation>
    </message>
    <message>
        <source>asks for a card</source>
        <translation>vraagt een kaart</translation>
    </message>
    <message>
        <source>asks to double</source>
        <translation>wil verdubbelen</translation>
    </message>
    <message>
        <source>asks to split</source>
        <translation>wil splitsen</translation>
    </message>
    <message>
        <source>asks: {wish}</source>
        <translation>vraagt: {wish}</translation>
    </message>
    <message>
        <source>Card to the dealer: {card}   (dealer: {hand})</source>
        <translation>Kaart naar de croupier: {card}   (croupier: {hand})</translation>
    </message>
    <message>
        <source>Card to {place}: {card}   ({place}: {hand})</source>
        <translation>Kaart naar {place}: {card}   ({place}: {hand})</translation>
    </message>
    <message>
        <source>Pay {bet} ({stake}): {amount}   ({on})</source>
        <translation>Uitbetalen aan {bet} ({stake}): {amount}   ({on})</translation>
    </message>
    <message>
        <source>Collect {bet} ({stake})   ({on})</source>
        <translation>{bet} ({stake}) innemen   ({on})</translation>
    </message>
    <message>
        <source>Push {bet} ({stake})   ({on})</source>
        <translation>Stand-off: {bet} ({stake})   ({on})</translation>
    </message>
    <message>
        <source>Double {place}   ({place}: {hand})</source>
        <translation>{place} verdubbelen   ({place}: {hand})</translation>
    </message>
    <message>
        <source>Split {place}   ({place}: {hand})</source>
        <translation>{place} splitsen   ({place}: {hand})</translation>
    </message>
    <message>
        <source>Refuse the request of {place}</source>
        <translation>Het verzoek van {place} weigeren</translation>
    </message>
    <message>
        <source>No more bets.</source>
        <translation>Geen inzetten meer.</translation>
    </message>
    <message>
        <source>Offer insurance.</source>
        <translation>Verzekering aanbieden.</translation>
    </message>
    <message>
        <source>Close insurance.</source>
        <translation>Verzekering sluiten.</translation>
    </message>
    <message>
        <source>End of the round.</source>
        <translation>Einde van de ronde.</translation>
    </message>
    <message>
        <source>{house}: a random round (seed {seed}) dealt by the book.</source>
        <translation>{house}: een willekeurige ronde (seed {seed}) volgens het boekje gedeeld.</translation>
    </message>
    <message>
        <source>Bets: {bets}</source>
        <translation>Inzetten: {bets}</translation>
    </message>
    <message>
        <source>Dealer: {hand}</source>
        <translation>Croupier: {hand}</translation>
    </message>
    <message>
        <source>House result: {amount}</source>
        <translation>Resultaat van het huis: {amount}</translation>
    </message>
</context>
<context>
    <name>Trains</name>
    <message>
        <source>dealing order</source>
        <extracomment>a pack scenario&apos;s procedure point -&gt; what it trains, in words.</extracomment>
        <translation>deelvolgorde</translation>
    </message>
    <message>
        <source>Black Jack paid at once</source>
        <translation>Black Jack direct uitbetaald</translation>
    </message>
    <message>
        <source>three sevens</source>
        <translation>drie zevens</translation>
    </message>
    <message>
        <source>insurance and even money</source>
        <translation>verzekering en even money</translation>
    </message>
    <message>
        <source>settlement order</source>
        <translation>afrekenvolgorde</translation>
    </message>
    <message>
        <source>splits and doubles</source>
        <translation>splitsen en verdubbelen</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>huisregels</translation>
    </message>
    <message>
        <source>side bets</source>
        <translation>bijzetten</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>insurance on %1: %2 x %3 = %4</source>
        <extracomment>house currency -&gt; how its house writes a sum: the text around the amount, and the decimal mark and thousands separator of the house&apos;s own convention where it has one (the Swiss house writes &quot;Fr. 1&apos;037.50&quot; whatever the window&apos;s language); None: the language&apos;s own. decimal mark and thousands separator per language, where Qt is not loaded (the same as QLocale&apos;s for these languages; the no-break space keeps &quot;1 500&quot; on one line). figure kind -&gt; its sentence (%1, %2 ... the figure&apos;s values in order).</extracomment>
        <translation>verzekering op %1: %2 x %3 = %4</translation>
    </message>
    <message>
        <source>three sevens bonus: %1 x %2 = %3</source>
        <translation>bonus drie zevens: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>even money: %1 x %2 = %3</source>
        <translation>even money: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>Black Jack: %1 x %2 = %3</source>
        <translation>Black Jack: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>win: %1 x %2 = %3</source>
        <translation>winst: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>the dealer shows %1: no insurance</source>
        <translation>de croupier toont %1: geen verzekering</translation>
    </message>
    <message>
        <source>the dealer shows %1: no insurance at %2</source>
        <translation>de croupier toont %1: geen verzekering bij %2</translation>
    </message>
    <message>
        <source>the dealer shows %1: %2</source>
        <translation>de croupier toont %1: %2</translation>
    </message>
    <message>
        <source>dealer %1: the dealer draws (draws below %2)</source>
        <translation>croupier %1: de croupier koopt (koopt onder %2)</translation>
    </message>
    <message>
        <source>dealer %1: the dealer stands (draws below %2)</source>
        <translation>croupier %1: de croupier past (koopt onder %2)</translation>
    </message>
    <message>
        <source>%1: %2 = %3, bust: collect its bets now</source>
        <translation>%1: %2 = %3, dood: neem de inzetten nu in</translation>
    </message>
    <message>
        <source>%1: %2 against the dealer&apos;s %3 → %4</source>
        <translation>%1: %2 tegen %3 van de croupier → %4</translation>
    </message>
    <message>
        <source>7+7+7 on the holder&apos;s first three cards: every bet on the box is paid at once</source>
        <translation>7+7+7 op de eerste drie kaarten van de houder: elke inzet in de box wordt direct uitbetaald</translation>
    </message>
    <message>
        <source>right: %1</source>
        <translation>goed: %1</translation>
    </message>
    <message>
        <source>, paid %1 (rounded down to a multiple of %2)</source>
        <translation>, uitbetaald %1 (naar beneden afgerond op een veelvoud van %2)</translation>
    </message>
    <message>
        <source>bet %1 → insurance up to %2</source>
        <translation>inzet %1 → verzekering tot %2</translation>
    </message>
    <message>
        <source>order: %1</source>
        <translation>volgorde: %1</translation>
    </message>
    <message>
        <source>pay</source>
        <extracomment>a settling verb as the end of a worked outcome (&quot;box 3: 18 against the dealer&apos;s 17 → pay&quot;).</extracomment>
        <translation>uitbetalen</translation>
    </message>
    <message>
        <source>collect</source>
        <translation>innemen</translation>
    </message>
    <message>
        <source>push</source>
        <translation>stand-off</translation>
    </message>
    <message>
        <source>Why</source>
        <extracomment>how long the order arrows stay on the table.</extracomment>
        <translation>Waarom</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>croupier</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Volgorde</translation>
    </message>
</context>
</TS>
