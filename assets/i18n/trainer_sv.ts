<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv">
<context>
    <name>Actions</name>
    <message>
        <source>No more bets</source>
        <translation>Inga fler insatser</translation>
    </message>
    <message>
        <source>Offer insurance</source>
        <translation>Erbjud försäkring</translation>
    </message>
    <message>
        <source>Close insurance</source>
        <translation>Stäng försäkringen</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>Avsluta given</translation>
    </message>
    <message>
        <source>Accept the double on %1</source>
        <translation>Godta dubblingen på %1</translation>
    </message>
    <message>
        <source>Accept the split of %1</source>
        <translation>Godta delningen av %1</translation>
    </message>
    <message>
        <source>Refuse the request of %1</source>
        <translation>Neka begäran från %1</translation>
    </message>
    <message>
        <source>Collect %1</source>
        <translation>Ta in %1</translation>
    </message>
    <message>
        <source>Push %1 (stand-off)</source>
        <translation>Stand-off: %1</translation>
    </message>
    <message>
        <source>Card to %1</source>
        <translation>Kort till %1</translation>
    </message>
    <message>
        <source>Pay %1: %2</source>
        <translation>Betala ut %1: %2</translation>
    </message>
    <message>
        <source>Refuse %1 (over the limit)</source>
        <translation>Neka %1 (över gränsen)</translation>
    </message>
    <message>
        <source>Card to the dealer</source>
        <translation>Kort till croupiern</translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own sentences (Python 3.11 to 3.13), kept word for word: argparse asks for them by these English texts. Their ``%(name)s`` places must stay in a translation.</extracomment>
        <translation>användning: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argument</translation>
    </message>
    <message>
        <source>options</source>
        <translation>val</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>visa den här hjälpen och avsluta</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>de här argumenten behövs: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>okända argument: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ett värde behövs</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>högst ett värde</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>minst ett värde behövs</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ogiltigt värde: %(value)r</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>går inte ihop med %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>ett av argumenten %s behövs</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>tvetydigt val: %(option)s kan vara %(matches)s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>värdet %r hör inte hit</translation>
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
        <translation>Swiss Jack-fältet tjock</translation>
    </message>
    <message>
        <source>Swiss Jack Black Jack field</source>
        <translation>Swiss Jack-fältet Black Jack</translation>
    </message>
    <message>
        <source>Swiss Jack colour field</source>
        <translation>Swiss Jack-fältet färg</translation>
    </message>
    <message>
        <source>Swiss Jack swiss field</source>
        <translation>Swiss Jack-fältet swiss</translation>
    </message>
    <message>
        <source>%1, first player behind</source>
        <extracomment>behind slot -&gt; the player&apos;s place behind the box holder.</extracomment>
        <translation>%1, första spelaren bakom</translation>
    </message>
    <message>
        <source>%1, second player behind</source>
        <translation>%1, andra spelaren bakom</translation>
    </message>
    <message>
        <source>%1, third player behind</source>
        <translation>%1, tredje spelaren bakom</translation>
    </message>
    <message>
        <source>Swiss Jack</source>
        <translation>Swiss Jack</translation>
    </message>
    <message>
        <source>box %1, split hand %2</source>
        <translation>box %1, delad hand %2</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>box %1</translation>
    </message>
    <message>
        <source>insurance on %1</source>
        <translation>försäkring på %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, player behind %2</source>
        <translation>%1, spelare bakom %2</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>an ace</source>
        <extracomment>a card&apos;s rank as the object of &quot;the dealer shows ...&quot;: cards in prose are words, never codes (&quot;the dealer shows an ace&quot;, not &quot;As&quot;).</extracomment>
        <translation>ett ess</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>en kung</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>en dam</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>en knekt</translation>
    </message>
    <message>
        <source>a ten</source>
        <translation>en tia</translation>
    </message>
    <message>
        <source>a nine</source>
        <translation>en nia</translation>
    </message>
    <message>
        <source>an eight</source>
        <translation>en åtta</translation>
    </message>
    <message>
        <source>a seven</source>
        <translation>en sjua</translation>
    </message>
    <message>
        <source>a six</source>
        <translation>en sexa</translation>
    </message>
    <message>
        <source>a five</source>
        <translation>en femma</translation>
    </message>
    <message>
        <source>a four</source>
        <translation>en fyra</translation>
    </message>
    <message>
        <source>a three</source>
        <translation>en trea</translation>
    </message>
    <message>
        <source>a two</source>
        <translation>en tvåa</translation>
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
        <translation>INTE OK</translation>
    </message>
    <message>
        <source>round finished</source>
        <translation>given avslutad</translation>
    </message>
    <message>
        <source>round not finished</source>
        <translation>given inte avslutad</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n mistakes, %2</source>
        <translation>
            <numerusform>%1: %n fel, %2</numerusform>
            <numerusform>%1: %n fel, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>steg %1</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>house: %1</source>
        <translation>huset: %1</translation>
    </message>
    <message>
        <source>actions:</source>
        <translation>handlingar:</translation>
    </message>
</context>
<context>
    <name>ClassReport</name>
    <message>
        <source>Trainee</source>
        <extracomment>the PDF&apos;s column headings, in English: the source texts the .ts files translate (the CSV keeps its stable COLUMNS in every language, for the programs that read it).</extracomment>
        <translation>Elev</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Givar</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Felfria</translation>
    </message>
    <message>
        <source>Accuracy %</source>
        <translation>Träffsäkerhet %</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Övningar</translation>
    </message>
    <message>
        <source>Drill %</source>
        <translation>Övningar %</translation>
    </message>
    <message>
        <source>Weakest point</source>
        <translation>Svagaste punkt</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Prov</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Godkända</translation>
    </message>
    <message>
        <source>Last exam</source>
        <translation>Senaste prov</translation>
    </message>
    <message numerus="yes">
        <source>%n trainees, %1</source>
        <translation>
            <numerusform>%n elev, %1</numerusform>
            <numerusform>%n elever, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>godkänd</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>underkänd</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>att granska</translation>
    </message>
    <message>
        <source>%1 %2 % %3 (%4)</source>
        <translation>%1 %2 % %3 (%4)</translation>
    </message>
    <message>
        <source>Class report: %1</source>
        <extracomment>the columns&apos; shares of the page, in the order of HEADINGS.</extracomment>
        <translation>Klassrapport: %1</translation>
    </message>
</context>
<context>
    <name>ClassTexts</name>
    <message>
        <source>Class %1 created in %2</source>
        <translation>Klassen %1 skapad i %2</translation>
    </message>
    <message>
        <source>no trainees yet</source>
        <translation>inga elever än</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is in class %2</source>
        <translation>%1 är med i klassen %2</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2, %3 min)</source>
        <translation>%1 (prov: godkänt från %2, %3 min)</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2)</source>
        <translation>%1 (prov: godkänt från %2)</translation>
    </message>
    <message>
        <source>Assigned %1 to %2</source>
        <translation>Tilldelade %1 till %2</translation>
    </message>
    <message>
        <source>Assigned %1 to class %2</source>
        <translation>Tilldelade %1 till klassen %2</translation>
    </message>
    <message>
        <source>Class %1</source>
        <translation>Klass %1</translation>
    </message>
    <message>
        <source>Class %1, %2</source>
        <translation>Klassen %1, %2</translation>
    </message>
    <message>
        <source>trainee</source>
        <translation>elev</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>givar</translation>
    </message>
    <message>
        <source>accuracy %</source>
        <translation>träffsäkerhet %</translation>
    </message>
    <message>
        <source>s/action</source>
        <translation>s/handling</translation>
    </message>
    <message>
        <source>drills</source>
        <translation>övningar</translation>
    </message>
    <message>
        <source>pack</source>
        <translation>paket</translation>
    </message>
    <message>
        <source>round</source>
        <translation>giv</translation>
    </message>
    <message>
        <source>last mistake</source>
        <translation>senaste fel</translation>
    </message>
    <message>
        <source>name</source>
        <translation>namn</translation>
    </message>
    <message>
        <source>login</source>
        <translation>inloggning</translation>
    </message>
    <message>
        <source>password</source>
        <translation>lösenord</translation>
    </message>
    <message>
        <source>The passwords are shown only now: hand each trainee theirs (or print slips with --pdf FILE).</source>
        <translation>Lösenorden visas bara nu: ge varje elev sitt (eller skriv ut lappar med --pdf FIL).</translation>
    </message>
    <message numerus="yes">
        <source>%n sign-in slips written to %1</source>
        <translation>
            <numerusform>%n inloggningslapp skriven till %1</numerusform>
            <numerusform>%n inloggningslappar skrivna till %1</numerusform>
        </translation>
    </message>
    <message>
        <source>free play</source>
        <translation>fritt spel</translation>
    </message>
    <message>
        <source>weakest: %1</source>
        <translation>svagast: %1</translation>
    </message>
    <message>
        <source>assigned: %1 to %2</source>
        <translation>tilldelat: %1 till %2</translation>
    </message>
    <message>
        <source>assigned: %1</source>
        <translation>tilldelat: %1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>godkänd</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>underkänd</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>att granska</translation>
    </message>
    <message>
        <source>exam: %1 %2, attempt %3: %4 clean of %5 (%6 played), %7 %</source>
        <translation>prov: %1 %2, försök %3: %4 felfria av %5 (%6 spelade), %7 %</translation>
    </message>
    <message>
        <source>%1 may take the exam %2 once more (%3 attempts in all)</source>
        <translation>%1 får göra provet %2 en gång till (%3 försök totalt)</translation>
    </message>
    <message>
        <source>%1&apos;s attempt at %2 is now: %3</source>
        <translation>%1s försök på %2 är nu: %3</translation>
    </message>
    <message>
        <source>%1 (verification code %2)</source>
        <translation>%1 (kontrollkod %2)</translation>
    </message>
    <message>
        <source>%1 passed the exam %2 of class %3 on %4 with %5 % (pass mark %6 %)</source>
        <translation>%1 klarade provet %2 i klassen %3 den %4 med %5 % (godkäntgräns %6 %)</translation>
    </message>
    <message>
        <source>not a certificate of this class</source>
        <translation>inget intyg från den här klassen</translation>
    </message>
    <message>
        <source>not counted: %1</source>
        <translation>räknas inte: %1</translation>
    </message>
    <message>
        <source>the pack cannot be read: %1</source>
        <translation>paketet kan inte läsas: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds of another scenario not counted</source>
        <translation>
            <numerusform>%n giv av ett annat scenario räknas inte</numerusform>
            <numerusform>%n givar av andra scenarier räknas inte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds faster than a person</source>
        <translation>
            <numerusform>%n giv snabbare än en människa</numerusform>
            <numerusform>%n givar snabbare än en människa</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (accepted)</source>
        <translation>%1 (godtaget)</translation>
    </message>
    <message>
        <source>%1 (rejected)</source>
        <translation>%1 (underkänt)</translation>
    </message>
    <message>
        <source>the stations&apos; shared login is gone: each trainee signs in with a login of their own (trainer class add NAME... makes them, trainer class password NAME gives a new password)</source>
        <translation>stationernas gemensamma inloggning finns inte längre: varje elev loggar in med en egen inloggning (trainer class add NAMN... skapar dem, trainer class password NAMN ger ett nytt lösenord)</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds disagree with their replay</source>
        <translation>
            <numerusform>%n giv stämmer inte med sin uppspelning</numerusform>
            <numerusform>%n giv stämmer inte med sin uppspelning</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n late rounds not counted</source>
        <translation>
            <numerusform>%n sen giv räknas inte</numerusform>
            <numerusform>%n sena givar räknas inte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds from another computer not counted</source>
        <translation>
            <numerusform>%n giv från en annan dator räknas inte</numerusform>
            <numerusform>%n givar från en annan dator räknas inte</numerusform>
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
        <translation>namn</translation>
    </message>
    <message>
        <source>decks</source>
        <translation>lekar</translation>
    </message>
    <message>
        <source>boxes</source>
        <translation>boxar</translation>
    </message>
    <message>
        <source>limits</source>
        <translation>gränser</translation>
    </message>
    <message>
        <source>* the default house</source>
        <translation>* standardhuset</translation>
    </message>
    <message>
        <source>trainer: no window: %1; here is a round by the book instead</source>
        <translation>trainer: inget fönster: %1; här är en giv enligt reglerna i stället</translation>
    </message>
    <message numerus="yes">
        <source>OK %1 (%n scenarios)</source>
        <translation>
            <numerusform>OK %1 (%n scenario)</numerusform>
            <numerusform>OK %1 (%n scenarier)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: warning: house %2 gives the player the edge: the house edge with basic strategy is %3 %</source>
        <translation>%1: varning: huset %2 ger spelaren fördelen: husets fördel med grundstrategi är %3 %</translation>
    </message>
    <message>
        <source>%1: note: --house %3 replaces the scenario&apos;s own rules: %2</source>
        <translation>%1: obs: --house %3 ersätter scenariots egna regler: %2</translation>
    </message>
</context>
<context>
    <name>DrillTexts</name>
    <message>
        <source>Time is up.</source>
        <translation>Tiden är ute.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a no-break space: a sum such as &quot;175 × 1,5 = 262,50&quot; never breaks inside in the window. a suit&apos;s letter in a card code -&gt; the symbol printed on the card.</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Black Jack on {bet}. Pay?</source>
        <translation>Black Jack på {bet}. Betala?</translation>
    </message>
    <message>
        <source>Insurance of {insurance} on a bet of {bet}; the dealer has Black Jack. Pay the insurance?</source>
        <translation>Försäkring på {insurance} på en insats på {bet}; croupiern har Black Jack. Betala försäkringen?</translation>
    </message>
    <message>
        <source>Black Jack on {bet} takes even money. Pay?</source>
        <translation>Black Jack på {bet} tar jämna pengar. Betala?</translation>
    </message>
    <message>
        <source>Three sevens on {bet}. Pay?</source>
        <translation>Tre sjuor på {bet}. Betala?</translation>
    </message>
    <message>
        <source>{bet} wins. Pay?</source>
        <translation>{bet} vinner. Betala?</translation>
    </message>
    <message>
        <source>{bet} doubled to {stake} wins. Pay?</source>
        <translation>{bet} dubblad till {stake} vinner. Betala?</translation>
    </message>
    <message>
        <source>A split hand of {bet}, doubled to {stake}, wins. Pay that hand?</source>
        <translation>En delad hand på {bet}, dubblad till {stake}, vinner. Betala den handen?</translation>
    </message>
    <message>
        <source>A split hand of {bet} wins. Pay that hand?</source>
        <translation>En delad hand på {bet} vinner. Betala den handen?</translation>
    </message>
    <message>
        <source>a straight flush</source>
        <translation>en färgstege</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>tretal</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>en stege</translation>
    </message>
    <message>
        <source>a flush</source>
        <translation>en färg</translation>
    </message>
    <message>
        <source>the dealer busts</source>
        <translation>croupiern blir tjock</translation>
    </message>
    <message>
        <source>the dealer has Black Jack</source>
        <translation>croupiern har Black Jack</translation>
    </message>
    <message>
        <source>the dealer has Black Jack in one suit</source>
        <translation>croupiern har Black Jack i samma färg</translation>
    </message>
    <message>
        <source>the dealer has Black Jack of two clubs</source>
        <translation>croupiern har Black Jack i två klöver</translation>
    </message>
    <message>
        <source>21+3 of {bet}: the box holds {box}, the dealer shows {dealer} ({made}). Pay?</source>
        <translation>21+3 på {bet}: boxen har {box}, croupiern visar {dealer} ({made}). Betala?</translation>
    </message>
    <message>
        <source>Black Jack box: holder {holder}, behind {behind}. Pay the box?</source>
        <translation>Box med Black Jack: innehavare {holder}, bakom {behind}. Betala boxen?</translation>
    </message>
    <message>
        <source>Three sevens box: holder {holder}, behind {behind}. Pay the box?</source>
        <translation>Box med tre sjuor: innehavare {holder}, bakom {behind}. Betala boxen?</translation>
    </message>
    <message>
        <source>Winning box: holder {holder}, behind {behind}. Pay the box?</source>
        <translation>Vinnande box: innehavare {holder}, bakom {behind}. Betala boxen?</translation>
    </message>
    <message>
        <source>Black Jack on {bet}</source>
        <translation>Black Jack på {bet}</translation>
    </message>
    <message>
        <source>{bet} doubled to {stake} wins</source>
        <translation>{bet} dubblad till {stake} vinner</translation>
    </message>
    <message>
        <source>{bet} wins</source>
        <translation>{bet} vinner</translation>
    </message>
    <message numerus="yes">
        <source>One player&apos;s %n boxes: {boxes}. Pay the player in total?</source>
        <translation>
            <numerusform>En spelares %n box: {boxes}. Betala spelaren totalt?</numerusform>
            <numerusform>En spelares %n boxar: {boxes}. Betala spelaren totalt?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n questions or {seconds} seconds</source>
        <translation>
            <numerusform>%n fråga eller {seconds} sekunder</numerusform>
            <numerusform>%n frågor eller {seconds} sekunder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n questions</source>
        <translation>
            <numerusform>%n fråga</numerusform>
            <numerusform>%n frågor</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} seconds</source>
        <translation>{seconds} sekunder</translation>
    </message>
    <message>
        <source>Payout drill at {house} ({currency}), {limit}.</source>
        <translation>Utbetalningsövning på {house} ({currency}), {limit}.</translation>
    </message>
    <message>
        <source>Type what the dealer pays (winnings only) and press Enter; q quits.</source>
        <translation>Skriv vad croupiern betalar ut (bara vinsten) och tryck Enter; q avslutar.</translation>
    </message>
    <message>
        <source>Right. {worked}   ({seconds}, streak {streak})</source>
        <translation>Rätt. {worked}   ({seconds}, svit {streak})</translation>
    </message>
    <message>
        <source>Wrong: you paid {given}, the payout is {answer}.</source>
        <translation>Fel: du betalade {given}, utbetalningen är {answer}.</translation>
    </message>
    <message>
        <source>In chips: {best}</source>
        <translation>I marker: {best}</translation>
    </message>
    <message>
        <source>Not graded: {problem}. Type it again, or q to quit.</source>
        <translation>Inte bedömt: {problem}. Skriv igen, eller q för att avsluta.</translation>
    </message>
    <message>
        <source>Time is up: that answer came after the end.</source>
        <translation>Tiden är ute: svaret kom efter slutet.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Avbrutet.</translation>
    </message>
    <message>
        <source>No answers.</source>
        <translation>Inga svar.</translation>
    </message>
    <message>
        <source>Saving the answers for {name} in {where}.</source>
        <translation>Sparar svaren för {name} i {where}.</translation>
    </message>
    <message numerus="yes">
        <source>The class server is away: %n answers wait on this computer and are written when the next quiz or station on this class database reaches it.</source>
        <translation>
            <numerusform>Klassens server är borta: %n svar väntar på den här datorn och skrivs när nästa quiz eller station på den här klassdatabasen når den.</numerusform>
            <numerusform>Klassens server är borta: %n svar väntar på den här datorn och skrivs när nästa quiz eller station på den här klassdatabasen når den.</numerusform>
        </translation>
    </message>
    <message>
        <source>{right} of {answered} right ({accuracy}), best streak {best}, median {median}.</source>
        <translation>{right} av {answered} rätt ({accuracy}), bästa svit {best}, median {median}.</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>slag</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>besvarade</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rätt</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>träffsäkerhet</translation>
    </message>
    <message>
        <source>median</source>
        <translation>median</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} och {last}</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>tjock</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>färg</translation>
    </message>
    <message>
        <source>swiss</source>
        <translation>swiss</translation>
    </message>
    <message>
        <source>Swiss Jack {field} field of {bet}: the dealer&apos;s hand is {cards} ({made}). Pay?</source>
        <translation>Swiss Jack, fältet {field}, på {bet}: croupierns hand är {cards} ({made}). Betala?</translation>
    </message>
    <message>
        <source>{sum}, rounded down to {unit}: {paid}</source>
        <translation>{sum}, avrundat nedåt till {unit}: {paid}</translation>
    </message>
    <message>
        <source>total {sum} = {answer}</source>
        <translation>totalt {sum} = {answer}</translation>
    </message>
    <message>
        <source>{amount} not in chips</source>
        <translation>{amount} inte i marker</translation>
    </message>
    <message>
        <source>no chips</source>
        <translation>inga marker</translation>
    </message>
    <message>
        <source>Right! {worked}
In chips: {best}</source>
        <translation>Rätt! {worked}
I marker: {best}</translation>
    </message>
    <message>
        <source>Wrong: you paid {given}; the payout is {answer}.
{worked}
In chips: {best}</source>
        <translation>Fel: du betalade {given}; utbetalningen är {answer}.
{worked}
I marker: {best}</translation>
    </message>
    <message>
        <source>Right, and with the fewest chips! {worked}
{best}</source>
        <translation>Rätt, och med minst antal marker! {worked}
{best}</translation>
    </message>
    <message>
        <source>Right amount, but fewer chips do it: {best}
{worked}</source>
        <translation>Rätt belopp, men det går med färre marker: {best}
{worked}</translation>
    </message>
    <message>
        <source>Wrong: your chips make {given}; pay {best}.
{worked}</source>
        <translation>Fel: dina marker blir {given}; betala {best}.
{worked}</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Försäkring</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Jämna pengar</translation>
    </message>
    <message>
        <source>Three sevens</source>
        <translation>Tre sjuor</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Vinst</translation>
    </message>
    <message>
        <source>Doubled win</source>
        <translation>Dubblad vinst</translation>
    </message>
    <message>
        <source>Split hand win</source>
        <translation>Vinst på delad hand</translation>
    </message>
    <message>
        <source>Pay the box</source>
        <translation>Betala boxen</translation>
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
        <translation>filen finns inte</translation>
    </message>
    <message>
        <source>an exam is sat by a person: %1 cannot be used with --exam</source>
        <translation>ett prov görs av en människa: %1 kan inte användas med --exam</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>är en mapp, inte en fil</translation>
    </message>
    <message>
        <source>unknown house %1; the houses are: %2</source>
        <translation>okänt hus %1; husen är: %2</translation>
    </message>
    <message>
        <source>no pack %1; the shipped packs are: %2</source>
        <translation>inget paket %1; de medföljande paketen är: %2</translation>
    </message>
    <message>
        <source>step %1 is listed twice</source>
        <translation>steg %1 står med två gånger</translation>
    </message>
    <message>
        <source>step %1 is past the last recorded action (step %2)</source>
        <translation>steg %1 ligger efter den sista inspelade handlingen (steg %2)</translation>
    </message>
    <message>
        <source>step %1 (%2) is a correct action, not %3</source>
        <translation>steg %1 (%2) är en riktig handling, inte %3</translation>
    </message>
    <message>
        <source>step %1 (%2) is a %3 mistake, not %4</source>
        <translation>steg %1 (%2) är felet %3, inte %4</translation>
    </message>
    <message>
        <source>step %1 (%2) is a %3 mistake that errors_to_find does not list</source>
        <translation>steg %1 (%2) är felet %3, som errors_to_find inte tar upp</translation>
    </message>
    <message>
        <source>the recorded actions stop before the round ends (no end_round that finishes it)</source>
        <translation>de inspelade handlingarna slutar innan given är slut (inget end_round som avslutar den)</translation>
    </message>
    <message>
        <source>bad card code %1: ranks are A 2-9 T J Q K, suits s h d c</source>
        <translation>felaktig kortkod %1: valörerna är A 2-9 T J Q K, färgerna s h d c</translation>
    </message>
    <message>
        <source>card %1 appears more often than the shoe&apos;s %2 decks hold</source>
        <translation>kortet %1 förekommer oftare än skons %2 kortlekar rymmer</translation>
    </message>
    <message>
        <source>this &apos;%1&apos; is not closed: add the missing &apos;%2&apos; (or a comma between entries) before line %3, column %4</source>
        <translation>denna &apos;%1&apos; stängs aldrig: lägg till den saknade &apos;%2&apos; (eller ett kommatecken mellan posterna) före rad %3, kolumn %4</translation>
    </message>
    <message>
        <source>this quote is never closed: add the closing quote at the end of the text</source>
        <translation>citattecknet stängs aldrig: lägg till det avslutande citattecknet i slutet av texten</translation>
    </message>
    <message>
        <source>a tab character: YAML indents with spaces only; replace the tab with spaces</source>
        <translation>ett tabbtecken: YAML drar in med mellanslag; byt tabben mot mellanslag</translation>
    </message>
    <message>
        <source>duplicate key %1 (first given on line %2)</source>
        <translation>nyckeln %1 finns två gånger (först på rad %2)</translation>
    </message>
    <message>
        <source>the required key %1 is missing</source>
        <translation>den obligatoriska nyckeln %1 saknas</translation>
    </message>
    <message>
        <source>%1 is not a key; did you mean %2?</source>
        <translation>%1 är ingen nyckel; menade du %2?</translation>
    </message>
    <message>
        <source>%1 is not a key here; the keys are: %2</source>
        <translation>%1 är ingen nyckel här; nycklarna är: %2</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 är inget tal</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 är inget heltal</translation>
    </message>
    <message>
        <source>bet %1 is over the table maximum %2</source>
        <translation>insatsen %1 är över bordets maximum %2</translation>
    </message>
    <message>
        <source>bet %1 is below the table minimum %2</source>
        <translation>insatsen %1 är under bordets minimum %2</translation>
    </message>
    <message>
        <source>tag %1 is not allowed</source>
        <translation>taggen %1 är inte tillåten</translation>
    </message>
    <message>
        <source>binary data (a NUL byte), not a text file</source>
        <translation>binära data (en NUL-byte), ingen textfil</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1)</source>
        <translation>ingen UTF-8-text (byte %1)</translation>
    </message>
    <message>
        <source>the file is more than the limit of %1 bytes</source>
        <translation>filen är större än gränsen på %1 byte</translation>
    </message>
    <message>
        <source>the file is %1 bytes, more than the limit of %2</source>
        <translation>filen är %1 byte, mer än gränsen på %2</translation>
    </message>
    <message>
        <source>no pack here (the file is empty or only comments); a pack is a mapping with %1</source>
        <translation>inget paket här (filen är tom eller bara kommentarer); ett paket är en mappning med %1</translation>
    </message>
    <message>
        <source>unknown action %1; actions are: %2</source>
        <translation>okänd handling %1; handlingarna är: %2</translation>
    </message>
    <message>
        <source>box %1 is not on the table: %2 has boxes %3</source>
        <translation>box %1 finns inte vid bordet: %2 har boxarna %3</translation>
    </message>
    <message>
        <source>folder holds no .yaml pack files</source>
        <translation>mappen innehåller inga .yaml-paketfiler</translation>
    </message>
    <message>
        <source>give a SCENARIO file or --random</source>
        <translation>ange en SCENARIO-fil eller --random</translation>
    </message>
    <message>
        <source>give a SCENARIO file or --random, not both</source>
        <translation>ange en SCENARIO-fil eller --random, inte båda</translation>
    </message>
    <message>
        <source>no amount: type a number such as %1</source>
        <translation>inget belopp: skriv ett tal, till exempel %1</translation>
    </message>
    <message>
        <source>%1 is not an amount: type digits, such as %2</source>
        <translation>%1 är inget belopp: skriv siffror, till exempel %2</translation>
    </message>
    <message>
        <source>%1 is not an amount: type a number such as %2</source>
        <translation>%1 är inget belopp: skriv ett tal, till exempel %2</translation>
    </message>
    <message>
        <source>%1: thousands are grouped by three digits, such as 1 500</source>
        <translation>%1: tusental grupperas med tre siffror, till exempel 1 500</translation>
    </message>
    <message>
        <source>%1: one decimal mark, with one or two digits after it, such as %2</source>
        <translation>%1: ett decimaltecken, med en eller två siffror efter, till exempel %2</translation>
    </message>
    <message>
        <source>%1 is ambiguous (%2 or %3?): type %4 without a mark, or at most two decimals</source>
        <translation>%1 är tvetydigt (%2 eller %3?): skriv %4 utan tecken, eller högst två decimaler</translation>
    </message>
    <message>
        <source>%1: at most two decimals, such as %2</source>
        <translation>%1: högst två decimaler, till exempel %2</translation>
    </message>
    <message>
        <source>%1: too long for an amount; type a plain number such as %2</source>
        <translation>%1: för långt för ett belopp; skriv ett vanligt tal, till exempel %2</translation>
    </message>
    <message>
        <source>%1 wants a whole number, got %2</source>
        <translation>%1 vill ha ett heltal, fick %2</translation>
    </message>
    <message>
        <source>%1 must be at least %2, got %3</source>
        <translation>%1 måste vara minst %2, fick %3</translation>
    </message>
    <message>
        <source>%1 must be at most %2, got %3</source>
        <translation>%1 får vara högst %2, fick %3</translation>
    </message>
    <message>
        <source>%1 wants a number of seconds, got %2</source>
        <translation>%1 vill ha ett antal sekunder, fick %2</translation>
    </message>
    <message>
        <source>%1 must be more than 0, got %2</source>
        <translation>%1 måste vara mer än 0, fick %2</translation>
    </message>
    <message>
        <source>%1 is for the interactive quiz, not with --print</source>
        <translation>%1 hör till det interaktiva förhöret, inte till --print</translation>
    </message>
    <message>
        <source>--json goes with --print N</source>
        <translation>--json hör ihop med --print N</translation>
    </message>
    <message>
        <source>--trainee needs a name</source>
        <translation>--trainee behöver ett namn</translation>
    </message>
    <message>
        <source>--house all works only with --print; name one house for a quiz</source>
        <translation>--house all fungerar bara med --print; ange ett hus för ett förhör</translation>
    </message>
    <message>
        <source>unknown kind %1; the kinds are: %2</source>
        <translation>okänt slag %1; slagen är: %2</translation>
    </message>
    <message>
        <source>unknown point %1; the points are: %2</source>
        <translation>okänd punkt %1; punkterna är: %2</translation>
    </message>
    <message>
        <source>no progress database in %1</source>
        <translation>ingen framstegsdatabas i %1</translation>
    </message>
    <message>
        <source>no trainee named %1 in %2 (trainees: %3)</source>
        <translation>ingen elev som heter %1 i %2 (elever: %3)</translation>
    </message>
    <message>
        <source>--day %1 is not a date (YYYY-MM-DD)</source>
        <translation>--day %1 är inget datum (ÅÅÅÅ-MM-DD)</translation>
    </message>
    <message>
        <source>bad --size %1: write it as 1280x800</source>
        <translation>felaktig --size %1: skriv den som 1280x800</translation>
    </message>
    <message>
        <source>a class needs a name</source>
        <translation>en klass behöver ett namn</translation>
    </message>
    <message>
        <source>a trainee needs a name</source>
        <translation>en elev behöver ett namn</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN must be at least %1 digits</source>
        <translation>lärarens PIN-kod måste ha minst %1 siffror</translation>
    </message>
    <message>
        <source>there is already a class named %1</source>
        <translation>det finns redan en klass som heter %1</translation>
    </message>
    <message>
        <source>name the class with --class (classes: %1)</source>
        <translation>ange klassen med --class (klasser: %1)</translation>
    </message>
    <message>
        <source>no class named %1 (classes: %2)</source>
        <translation>ingen klass som heter %1 (klasser: %2)</translation>
    </message>
    <message>
        <source>wrong instructor PIN for class %1</source>
        <translation>fel PIN-kod för läraren i klassen %1</translation>
    </message>
    <message>
        <source>%1 is not on the list of class %2 (the list: %3)</source>
        <translation>%1 står inte på listan för klassen %2 (listan: %3)</translation>
    </message>
    <message>
        <source>the pass mark is a share between 0 and 1 (0.8 for 80%)</source>
        <translation>godkäntgränsen är en andel mellan 0 och 1 (0.8 för 80%)</translation>
    </message>
    <message>
        <source>the time limit must be more than 0 minutes</source>
        <translation>tidsgränsen måste vara mer än 0 minuter</translation>
    </message>
    <message>
        <source>a time limit belongs to an exam: give a pass mark too</source>
        <translation>en tidsgräns hör till ett prov: ange också en godkäntgräns</translation>
    </message>
    <message>
        <source>--pass-mark %1: give a share such as 80% or 0.8</source>
        <translation>--pass-mark %1: ange en andel, till exempel 80% eller 0.8</translation>
    </message>
    <message>
        <source>sign in with the class and your name: --class CLASS --trainee NAME</source>
        <translation>logga in med klassen och ditt namn: --class KLASS --trainee NAMN</translation>
    </message>
    <message>
        <source>no progress database at %1</source>
        <translation>ingen framstegsdatabas i %1</translation>
    </message>
    <message>
        <source>the class database URL %1 is malformed: the port must be a whole number from 1 to 65535</source>
        <translation>klassdatabasens URL %1 är felaktig: porten måste vara ett heltal från 1 till 65535</translation>
    </message>
    <message>
        <source>the class database URL %1 is malformed: an IPv6 address goes in square brackets, both of them: %2</source>
        <translation>klassdatabasens URL %1 är felaktig: en IPv6-adress skrivs inom hakparenteser, båda två: %2</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: wrong name or password (login %2)</source>
        <translation>klassdatabasen %1 nekade inloggningen: fel namn eller lösenord (inloggning %2)</translation>
    </message>
    <message>
        <source>the class database %1 refused the connection: too many connections for this login (%2): it may hold 10 at once; close the trainer windows it has open elsewhere</source>
        <translation>klassdatabasen %1 nekade anslutningen: för många anslutningar för den här inloggningen (%2): den får ha 10 samtidigt; stäng tränarfönstren den har öppna på andra ställen</translation>
    </message>
    <message>
        <source>the class database %1 refused the connection: the server has no connection to spare (max_connections): close some trainer windows</source>
        <translation>klassdatabasen %1 nekade anslutningen: servern har ingen anslutning över (max_connections): stäng några tränarfönster</translation>
    </message>
    <message>
        <source>%1 needs the class database&apos;s owner login (the instructor&apos;s --db); a trainee&apos;s login may only add and read the trainee&apos;s own record</source>
        <translation>%1 kräver klassdatabasens ägarinloggning (lärarens --db); en elevs inloggning får bara lägga till och läsa elevens egna uppgifter</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: the server wants a password for user %2: put it in the URL</source>
        <translation>klassdatabasen %1 nekade inloggningen: servern vill ha ett lösenord för användaren %2: skriv det i URL:en</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: the server has no user %2</source>
        <translation>klassdatabasen %1 nekade inloggningen: servern har ingen användare %2</translation>
    </message>
    <message>
        <source>the class database %1 refused the login: the server has no database %2: check the end of the URL</source>
        <translation>klassdatabasen %1 nekade inloggningen: servern har ingen databas %2: kontrollera slutet av URL:en</translation>
    </message>
    <message>
        <source>cannot reach the class database %1: no server answers at %2 (%3)</source>
        <translation>når inte klassdatabasen %1: ingen server svarar på %2 (%3)</translation>
    </message>
    <message>
        <source>the class database %1 is not answering: %2</source>
        <translation>klassdatabasen %1 svarar inte: %2</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 är inte ett av %2</translation>
    </message>
    <message>
        <source>%1 is not a mapping of keys and values</source>
        <translation>%1 är ingen mappning av nycklar och värden</translation>
    </message>
    <message>
        <source>%1 is not a list</source>
        <translation>%1 är ingen lista</translation>
    </message>
    <message>
        <source>the list is empty: give at least one entry</source>
        <translation>listan är tom: ange minst en post</translation>
    </message>
    <message>
        <source>%1 is too small: it must be more than %2</source>
        <translation>%1 är för litet: det måste vara mer än %2</translation>
    </message>
    <message>
        <source>%1 is too large: it must be at most %2</source>
        <translation>%1 är för stort: det får vara högst %2</translation>
    </message>
    <message>
        <source>%1 is not a number of seconds</source>
        <translation>%1 är inget antal sekunder</translation>
    </message>
    <message>
        <source>%1 is not an amount: write a number such as 150 or 262.5</source>
        <translation>%1 är inget belopp: skriv ett tal som 150 eller 262.5</translation>
    </message>
    <message>
        <source>there is no bet %1 on the table</source>
        <translation>det finns ingen insats %1 på bordet</translation>
    </message>
    <message>
        <source>duplicate scenario id %1 (first used on line %2)</source>
        <translation>scenario-id %1 finns två gånger (först använt på rad %2)</translation>
    </message>
    <message>
        <source>no scenario %1 in this pack; its scenarios: %2</source>
        <translation>inget scenario %1 i det här paketet; dess scenarier: %2</translation>
    </message>
    <message>
        <source>this is a scenario pack, not one scenario: choose one with --scenario ID (its scenarios: %1)</source>
        <translation>det här är ett scenariopaket, inte ett scenario: välj ett med --scenario ID (dess scenarier: %1)</translation>
    </message>
    <message>
        <source>a second document starts here (&apos;---&apos;): a pack is one document; remove this line</source>
        <translation>ett andra dokument börjar här (&apos;---&apos;): ett paket är ett dokument; ta bort den här raden</translation>
    </message>
    <message>
        <source>the indentation does not match the lines above (the entry starts on line %1): indent this line exactly as far as the other keys of its entry</source>
        <translation>indraget stämmer inte med raderna ovanför (posten börjar på rad %1): dra in den här raden exakt lika långt som postens andra nycklar</translation>
    </message>
    <message>
        <source>a &apos;:&apos; where none can be: is this line indented deeper than the keys beside it? (a value that holds &apos;: &apos; needs quotes)</source>
        <translation>ett &apos;:&apos; där inget får stå: är raden indragen djupare än nycklarna bredvid? (ett värde som innehåller &apos;: &apos; behöver citattecken)</translation>
    </message>
    <message>
        <source>unacceptable character %1 (control characters are not allowed)</source>
        <translation>otillåtet tecken %1 (kontrolltecken är inte tillåtna)</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>nästlat djupare än %1 nivåer</translation>
    </message>
    <message>
        <source>bad --size %1: write it as 1440x900</source>
        <translation>felaktig --size %1: skriv den som 1440x900</translation>
    </message>
    <message>
        <source>--size %1 is out of range: at most %2</source>
        <translation>--size %1 är utanför gränserna: högst %2</translation>
    </message>
    <message>
        <source>cannot write the screenshot %1: it is a folder, not a file</source>
        <translation>kan inte skriva skärmbilden %1: det är en mapp, inte en fil</translation>
    </message>
    <message>
        <source>cannot write the screenshot %1: %2</source>
        <translation>kan inte skriva skärmbilden %1: %2</translation>
    </message>
    <message>
        <source>--data %1 is a file, not a folder</source>
        <translation>--data %1 är en fil, inte en mapp</translation>
    </message>
    <message>
        <source>no display to open the window on (DISPLAY is not set): run it on a desktop, under xvfb-run, or render it with --screenshot FILE</source>
        <translation>ingen skärm att öppna fönstret på (DISPLAY är inte satt): kör det på ett skrivbord, under xvfb-run, eller rita det med --screenshot FILE</translation>
    </message>
    <message>
        <source>Qt cannot open a window on this X display: %1 is missing (on Debian or Ubuntu: apt install %2)</source>
        <translation>Qt kan inte öppna ett fönster på den här X-skärmen: %1 saknas (på Debian eller Ubuntu: apt install %2)</translation>
    </message>
    <message>
        <source>did you mean %1?</source>
        <extracomment>the core&apos;s suggestion for a typo, anywhere in a sentence: &quot; (did you mean &apos;cosmopol&apos;?)&quot;.</extracomment>
        <translation>menade du %1?</translation>
    </message>
</context>
<context>
    <name>ExamPaper</name>
    <message>
        <source>PASSED</source>
        <translation>GODKÄND</translation>
    </message>
    <message>
        <source>TO REVIEW: the instructor looks at rounds played faster than a person</source>
        <translation>ATT GRANSKA: instruktören tittar på givar spelade snabbare än en människa</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>UNDERKÄND</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Score: %1 (%2 clean of the exam&apos;s %3 rounds; %4 played)</source>
        <translation>Resultat: %1 (%2 felfria av provets %3 givar; %4 spelade)</translation>
    </message>
    <message>
        <source>Pass mark: %1 · time limit: %2</source>
        <translation>Godkäntgräns: %1 · tidsgräns: %2</translation>
    </message>
    <message>
        <source>This attempt does not count: the exam was closed or its attempts used up.</source>
        <translation>Det här försöket räknas inte: provet var stängt eller försöken förbrukade.</translation>
    </message>
    <message>
        <source>Rounds after the time limit, not counted: %1</source>
        <translation>Givar efter tidsgränsen, räknas inte: %1</translation>
    </message>
    <message>
        <source>Rounds of another scenario, not counted: %1</source>
        <translation>Givar av ett annat scenario, räknas inte: %1</translation>
    </message>
    <message>
        <source>not played (failed)</source>
        <translation>inte spelad (underkänd)</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>felfri</translation>
    </message>
    <message>
        <source>with mistakes</source>
        <translation>med fel</translation>
    </message>
    <message>
        <source>faster than a person</source>
        <translation>snabbare än en människa</translation>
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
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Exam: %1</source>
        <translation>Prov: %1</translation>
    </message>
    <message>
        <source>Each round</source>
        <translation>Varje giv</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Elev</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klass</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prov</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Kasino</translation>
    </message>
    <message>
        <source>Passed on</source>
        <translation>Godkänd den</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Godkäntgräns</translation>
    </message>
    <message>
        <source>Verification code: %1 (trainer class verify %1)</source>
        <translation>Kontrollkod: %1 (trainer class verify %1)</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Intyg</translation>
    </message>
    <message>
        <source>Black Jack dealer training: exam passed</source>
        <translation>Utbildning till Black Jack-croupier: provet godkänt</translation>
    </message>
    <message>
        <source>The examiner’s signature</source>
        <translation>Examinatorns underskrift</translation>
    </message>
</context>
<context>
    <name>ExamSwitch</name>
    <message>
        <source>Exam mode</source>
        <translation>Provläge</translation>
    </message>
    <message>
        <source>Training mode</source>
        <translation>Träningsläge</translation>
    </message>
    <message>
        <source>Start an exam?</source>
        <translation>Börja ett prov?</translation>
    </message>
    <message>
        <source>Leave the exam for training?</source>
        <translation>Lämna provet för träning?</translation>
    </message>
    <message>
        <source>The pack has ended: it starts again at round 1.</source>
        <translation>Paketet är slut: det börjar om på giv 1.</translation>
    </message>
    <message>
        <source>The pack starts again at round 1 (you are at round %1 of %2).</source>
        <translation>Paketet börjar om på giv 1 (du är på giv %1 av %2).</translation>
    </message>
    <message>
        <source>A new round is dealt.</source>
        <translation>En ny giv delas ut.</translation>
    </message>
    <message>
        <source>The round in play is kept in your history as not finished.</source>
        <translation>Given som pågår sparas i din historik som inte avslutad.</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Byt</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Fortsätt spela</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>no more bets</source>
        <extracomment>the settings key that says the guide has been played or skipped once. the procedure&apos;s phases in order, as the guide&apos;s order line names them, with the round states each covers.</extracomment>
        <translation>inga fler insatser</translation>
    </message>
    <message>
        <source>first deal</source>
        <translation>första given</translation>
    </message>
    <message>
        <source>insurance, Black Jacks</source>
        <translation>försäkring, Black Jack</translation>
    </message>
    <message>
        <source>boxes&apos; play</source>
        <translation>boxarnas spel</translation>
    </message>
    <message>
        <source>dealer&apos;s hand</source>
        <translation>croupierns hand</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>avräkning</translation>
    </message>
    <message>
        <source>end</source>
        <translation>slut</translation>
    </message>
    <message numerus="yes">
        <source>That is a whole round, with %n mistakes: the panel says what each one was. &lt;b&gt;Enter&lt;/b&gt; deals the next one; &lt;b&gt;F1&lt;/b&gt; lists every key, and Help ▸ Guided round plays this guide again.</source>
        <translation>
            <numerusform>Det var en hel giv, med %n fel: panelen säger vad det var. &lt;b&gt;Enter&lt;/b&gt; ger nästa; &lt;b&gt;F1&lt;/b&gt; visar alla tangenter, och Hjälp ▸ Guidad giv spelar guiden igen.</numerusform>
            <numerusform>Det var en hel giv, med %n fel: panelen säger vad vart och ett var. &lt;b&gt;Enter&lt;/b&gt; ger nästa; &lt;b&gt;F1&lt;/b&gt; visar alla tangenter, och Hjälp ▸ Guidad giv spelar guiden igen.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is a whole round, dealt by the book. &lt;b&gt;Enter&lt;/b&gt; deals the next one; &lt;b&gt;F1&lt;/b&gt; lists every key, and Help ▸ Guided round plays this guide again.</source>
        <translation>Det var en hel giv, enligt boken. &lt;b&gt;Enter&lt;/b&gt; ger nästa; &lt;b&gt;F1&lt;/b&gt; visar alla tangenter, och Hjälp ▸ Guidad giv spelar guiden igen.</translation>
    </message>
    <message>
        <source>Wait for the players.</source>
        <translation>Vänta på spelarna.</translation>
    </message>
    <message>
        <source>The bets are placed. Close the betting: press &lt;b&gt;N&lt;/b&gt; (or &lt;b&gt;Enter&lt;/b&gt;). The round&apos;s clock starts with your first action.</source>
        <translation>Insatserna är lagda. Stäng insatserna: tryck &lt;b&gt;N&lt;/b&gt; (eller &lt;b&gt;Enter&lt;/b&gt;). Givens klocka startar med din första handling.</translation>
    </message>
    <message>
        <source>Now a card to yourself: press &lt;b&gt;D&lt;/b&gt;, or click the dealer&apos;s place.</source>
        <translation>Nu ett kort till dig själv: tryck &lt;b&gt;D&lt;/b&gt;, eller klicka på croupierns plats.</translation>
    </message>
    <message>
        <source>Deal in order, from your left: the next card goes to box %1. Press %2, or click the box&apos;s card place.</source>
        <translation>Ge i ordning, från din vänster: nästa kort går till box %1. Tryck %2, eller klicka på boxens kortplats.</translation>
    </message>
    <message>
        <source>Hand %1 asks for a card: press %2, or click its cards.</source>
        <translation>Hand %1 ber om kort: tryck %2, eller klicka på dess kort.</translation>
    </message>
    <message>
        <source>Hand %1 wants to %2 and may: press &lt;b&gt;A&lt;/b&gt; to accept.</source>
        <translation>Hand %1 vill %2 och får: tryck &lt;b&gt;A&lt;/b&gt; för att godta.</translation>
    </message>
    <message>
        <source>%1 is more than half its bet, which the house refuses. Select %2: click its chips, or press &lt;b&gt;Tab&lt;/b&gt; until it is marked.</source>
        <translation>%1 är mer än halva insatsen, vilket huset nekar. Välj %2: klicka på dess marker, eller tryck &lt;b&gt;Tab&lt;/b&gt; tills den är markerad.</translation>
    </message>
    <message>
        <source>%1 is more than half its bet: press &lt;b&gt;X&lt;/b&gt; to refuse it.</source>
        <translation>%1 är mer än halva insatsen: tryck &lt;b&gt;X&lt;/b&gt; för att neka den.</translation>
    </message>
    <message>
        <source>Hand %1 asks for something the house does not allow: press &lt;b&gt;X&lt;/b&gt; to refuse.</source>
        <translation>Hand %1 ber om något som huset inte tillåter: tryck &lt;b&gt;X&lt;/b&gt; för att neka.</translation>
    </message>
    <message>
        <source>You show an ace: offer insurance with &lt;b&gt;I&lt;/b&gt;.</source>
        <translation>Du visar ett ess: erbjud försäkring med &lt;b&gt;I&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The players have answered: close insurance with &lt;b&gt;I&lt;/b&gt;.</source>
        <translation>Spelarna har svarat: stäng försäkringen med &lt;b&gt;I&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Every bet is settled: end the round with &lt;b&gt;E&lt;/b&gt;.</source>
        <translation>Alla insatser är avräknade: avsluta given med &lt;b&gt;E&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Settle from your right to your left. Select %1: click its chips, or press &lt;b&gt;Tab&lt;/b&gt; until it is marked.</source>
        <translation>Avräkna från din höger till din vänster. Välj %1: klicka på dess marker, eller tryck &lt;b&gt;Tab&lt;/b&gt; tills den är markerad.</translation>
    </message>
    <message>
        <source>%1 lost: press &lt;b&gt;C&lt;/b&gt; to collect it.</source>
        <translation>%1 förlorade: tryck &lt;b&gt;C&lt;/b&gt; för att ta in den.</translation>
    </message>
    <message>
        <source>%1 ties with you: press &lt;b&gt;U&lt;/b&gt; to push it (stand-off).</source>
        <translation>%1 spelar lika med dig: tryck &lt;b&gt;U&lt;/b&gt; för stand-off.</translation>
    </message>
    <message>
        <source>%1 wins %2: press &lt;b&gt;P&lt;/b&gt;, type &lt;b&gt;%2&lt;/b&gt; and press &lt;b&gt;Enter&lt;/b&gt; (or build the amount with the panel&apos;s chips, then Pay).</source>
        <translation>%1 vinner %2: tryck &lt;b&gt;P&lt;/b&gt;, skriv &lt;b&gt;%2&lt;/b&gt; och tryck &lt;b&gt;Enter&lt;/b&gt; (eller bygg beloppet med panelens marker, sedan Betala).</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Nästa: %1</translation>
    </message>
    <message>
        <source>This round is spot the error: watch the recorded dealer (&lt;b&gt;Space&lt;/b&gt; plays, &lt;b&gt;→&lt;/b&gt; steps), mark each wrong step with &lt;b&gt;M&lt;/b&gt; and finish with &lt;b&gt;F&lt;/b&gt;. The guide deals with you again in the next dealing round.</source>
        <translation>Den här given är Hitta felet: titta på den inspelade croupiern (&lt;b&gt;Mellanslag&lt;/b&gt; spelar, &lt;b&gt;→&lt;/b&gt; stegar), markera varje fel steg med &lt;b&gt;M&lt;/b&gt; och avsluta med &lt;b&gt;F&lt;/b&gt;. Guiden hjälper dig igen i nästa giv du delar.</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <extracomment>the guide was closed: True when the round was played to its end, False when skipped. the hint has been brought up to date with the round (after a key or a click).</extracomment>
        <translation>Hoppa över guiden</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Exam mode: the guide gives no hints during an exam. Untick &lt;b&gt;Exam mode&lt;/b&gt; to be guided.</source>
        <translation>Provläge: guiden ger inga tips under ett prov. Kryssa ur &lt;b&gt;Provläge&lt;/b&gt; för att bli guidad.</translation>
    </message>
    <message>
        <source>Guided round: done</source>
        <translation>Guidad giv: klar</translation>
    </message>
    <message>
        <source>Guided round · hint %1</source>
        <translation>Guidad giv · tips %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>check a round&apos;s dealer actions against the procedure</source>
        <extracomment>an action list is a few dozen lines; anything past this is not one.</extracomment>
        <translation>kontrollera en givs dealerhandlingar mot proceduren</translation>
    </message>
    <message>
        <source>scenario file (minimal form, see docs/procedure.md) or a scenario pack</source>
        <translation>scenariofil (kort form, se docs/procedure.md) eller ett scenariopaket</translation>
    </message>
    <message>
        <source>with a scenario pack: the id of the scenario to run</source>
        <translation>med ett scenariopaket: id för scenariot som ska köras</translation>
    </message>
    <message>
        <source>the dealer&apos;s actions, one a line, # comments</source>
        <translation>dealerns handlingar, en per rad, # kommentarer</translation>
    </message>
    <message>
        <source>let the reference dealer play the round</source>
        <translation>låt referensdealern spela given</translation>
    </message>
    <message>
        <source>a random round instead of a scenario file</source>
        <translation>en slumpad giv i stället för en scenariofil</translation>
    </message>
    <message>
        <source>seed of the random round</source>
        <translation>frö för den slumpade given</translation>
    </message>
    <message>
        <source>with --random: a round in which this procedure point happens</source>
        <translation>med --random: en giv där den här procedurpunkten inträffar</translation>
    </message>
    <message>
        <source>house rules pack (default %1)</source>
        <translation>husregelpaket (standard %1)</translation>
    </message>
    <message>
        <source>print one JSON object</source>
        <translation>skriv ut ett JSON-objekt</translation>
    </message>
    <message>
        <source>save the round as a scenario file</source>
        <translation>spara given som scenariofil</translation>
    </message>
    <message>
        <source>print the procedure as a mermaid state diagram</source>
        <translation>skriv ut proceduren som ett tillståndsdiagram i mermaid</translation>
    </message>
    <message>
        <source>the class (default: the only one)</source>
        <translation>klassen (standard: den enda)</translation>
    </message>
    <message>
        <source>set up a class on the class database (PostgreSQL) and show today&apos;s overview</source>
        <translation>lägg upp en klass i klassdatabasen (PostgreSQL) och visa dagens översikt</translation>
    </message>
    <message>
        <source>Without a subcommand: today&apos;s overview of a class (--json for the JSON the Class view shows). Subcommands set the class up.</source>
        <translation>Utan underkommando: dagens översikt för en klass (--json för den JSON som klassvyn visar). Underkommandona lägger upp klassen.</translation>
    </message>
    <message>
        <source>print the overview as one JSON object</source>
        <translation>skriv ut översikten som ett JSON-objekt</translation>
    </message>
    <message>
        <source>the overview of another day (default: today)</source>
        <translation>översikten för en annan dag (standard: i dag)</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (not needed with the class database&apos;s owner login)</source>
        <translation>instruktörens PIN (behövs inte med klassdatabasens ägarinloggning)</translation>
    </message>
    <message>
        <source>make a class with its instructor&apos;s PIN</source>
        <translation>skapa en klass med instruktörens PIN</translation>
    </message>
    <message>
        <source>list the classes and their trainees</source>
        <translation>lista klasserna och deras elever</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (digits, at least 4): needed in a SQLite file only</source>
        <translation>instruktörens PIN-kod (siffror, minst 4): behövs bara i en SQLite-fil</translation>
    </message>
    <message>
        <source>put trainees on the class list; on a class server each gets a login and a password, printed once</source>
        <translation>sätt elever på klasslistan; på en klasserver får var och en en inloggning och ett lösenord, som skrivs ut en gång</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (a class in a SQLite file)</source>
        <translation>instruktörens PIN-kod (en klass i en SQLite-fil)</translation>
    </message>
    <message>
        <source>give a trainee&apos;s login a new password (printed once); the old one stops working at once</source>
        <translation>ge en elevs inloggning ett nytt lösenord (skrivs ut en gång); det gamla slutar gälla direkt</translation>
    </message>
    <message>
        <source>assign a pack to the class or a trainee; an exam with --pass-mark</source>
        <translation>tilldela klassen eller en elev ett paket; ett prov med --pass-mark</translation>
    </message>
    <message>
        <source>a shipped pack&apos;s id or a pack file</source>
        <translation>id för ett medföljande paket eller en paketfil</translation>
    </message>
    <message>
        <source>only this trainee (default: the whole class)</source>
        <translation>bara den här eleven (standard: hela klassen)</translation>
    </message>
    <message>
        <source>the house to play it in (default: the pack&apos;s)</source>
        <translation>huset att spela det i (standard: paketets)</translation>
    </message>
    <message>
        <source>an exam: share of clean rounds to pass (80%% or 0.8)</source>
        <translation>ett prov: andel felfria givar för godkänt (80%% eller 0,8)</translation>
    </message>
    <message>
        <source>the exam&apos;s time limit in minutes</source>
        <translation>provets tidsgräns i minuter</translation>
    </message>
    <message>
        <source>the exam closes at the end of this day (YYYY-MM-DD) or at YYYY-MM-DDTHH:MM</source>
        <translation>provet stänger vid slutet av denna dag (ÅÅÅÅ-MM-DD) eller vid ÅÅÅÅ-MM-DDTHH:MM</translation>
    </message>
    <message>
        <source>attempts each trainee has (default 1)</source>
        <translation>antal försök per elev (standard 1)</translation>
    </message>
    <message>
        <source>open the Class window: today&apos;s overview, live (the instructor&apos;s PIN)</source>
        <translation>öppna klassfönstret: dagens översikt, direkt (instruktörens PIN)</translation>
    </message>
    <message>
        <source>the instructor&apos;s PIN (not needed with the owner login)</source>
        <translation>instruktörens PIN (behövs inte med ägarinloggningen)</translation>
    </message>
    <message>
        <source>render the window to a PNG and exit</source>
        <translation>spara fönstret som PNG och avsluta</translation>
    </message>
    <message>
        <source>with --screenshot: the window&apos;s size</source>
        <translation>med --screenshot: fönstrets storlek</translation>
    </message>
    <message>
        <source>the class report, one line per trainee</source>
        <translation>klassrapporten, en rad per elev</translation>
    </message>
    <message>
        <source>grant a trainee one more attempt at an exam (the owner&apos;s login)</source>
        <translation>ge en elev ett försök till på ett prov (ägarens inloggning)</translation>
    </message>
    <message>
        <source>accept an attempt marked &apos;faster than a person&apos; (--reject: count it failed)</source>
        <translation>godta ett försök markerat &apos;snabbare än en människa&apos; (--reject: räkna det som underkänt)</translation>
    </message>
    <message>
        <source>a passed exam&apos;s certificate as a one-page PDF (the owner&apos;s login)</source>
        <translation>ett godkänt provs intyg som en PDF på en sida (ägarens inloggning)</translation>
    </message>
    <message>
        <source>the exam&apos;s pack</source>
        <translation>provets paket</translation>
    </message>
    <message>
        <source>the rounds were not played by a person: failed</source>
        <translation>givarna spelades inte av en människa: underkänt</translation>
    </message>
    <message>
        <source>check a certificate&apos;s verification code (the owner&apos;s login)</source>
        <translation>kontrollera ett intygs kontrollkod (ägarens inloggning)</translation>
    </message>
    <message>
        <source>gone: each trainee has a login of their own (class add)</source>
        <translation>borttaget: varje elev har en egen inloggning (class add)</translation>
    </message>
    <message>
        <source>print [{&quot;name&quot;: ..., &quot;login&quot;: ..., &quot;password&quot;: ...}] for a script</source>
        <translation>skriv ut [{&quot;name&quot;: ..., &quot;login&quot;: ..., &quot;password&quot;: ...}] för ett skript</translation>
    </message>
    <message>
        <source>write sign-in slips to cut out (the table is not printed)</source>
        <translation>skriv inloggningslappar att klippa ut (tabellen skrivs inte ut)</translation>
    </message>
    <message>
        <source>list the house rules packs (and validate them)</source>
        <translation>lista husregelpaketen (och kontrollera dem)</translation>
    </message>
    <message>
        <source>house names or pack files (default: every shipped house)</source>
        <translation>husnamn eller paketfiler (standard: alla medföljande hus)</translation>
    </message>
    <message>
        <source>Practise the Black Jack dealer&apos;s procedure under several casinos&apos; house rules.</source>
        <extracomment>the modules of the subcommands, in the order --help lists them, and the commands each adds. A module is imported only when its command runs (or for --help): ``trainer gui`` loads neither the drills, nor the reports, nor the class database before the window paints.</extracomment>
        <translation>Öva Black Jack-dealerns procedur under flera kasinons husregler.</translation>
    </message>
    <message>
        <source>show the trainer&apos;s version and exit</source>
        <translation>visa programmets version och avsluta</translation>
    </message>
    <message>
        <source>the language of everything a person reads (%1; default: the system&apos;s, else en)</source>
        <translation>språket för allt man läser (%1; standard: systemets, annars en)</translation>
    </message>
    <message>
        <source>open the dealer&apos;s table (the desktop app)</source>
        <translation>öppna dealerns bord (skrivbordsappen)</translation>
    </message>
    <message>
        <source>scenario pack: a file, or a shipped pack&apos;s id; &apos;none&apos; for free play (default: the first shipped pack of the house, else free play)</source>
        <translation>scenariopaket: en fil eller id för ett medföljande paket; &apos;none&apos; för fritt spel (standard: husets första medföljande paket, annars fritt spel)</translation>
    </message>
    <message>
        <source>first random round&apos;s seed in free play (default 0)</source>
        <translation>frö för första slumpade given i fritt spel (standard 0)</translation>
    </message>
    <message>
        <source>deal the first round to the first player decision, save the window as a PNG and exit</source>
        <translation>ge första given fram till första spelarbeslutet, spara fönstret som PNG och avsluta</translation>
    </message>
    <message>
        <source>exam mode: mistakes are shown only at the end of each round (a person&apos;s: not with --screenshot or --stop-at)</source>
        <translation>provläge: fel visas först i slutet av varje giv (för en människa: inte med --screenshot eller --stop-at)</translation>
    </message>
    <message>
        <source>with --screenshot: where the reference dealer stops (default: decision); never with --exam</source>
        <translation>med --screenshot: var referensgivaren stannar (standard: decision); aldrig med --exam</translation>
    </message>
    <message>
        <source>with --screenshot: window size (at least %1; a smaller one is raised to it)</source>
        <translation>med --screenshot: fönsterstorlek (minst %1; en mindre höjs till den)</translation>
    </message>
    <message>
        <source>whose progress is recorded (default: whoever trained last, else your login name)</source>
        <translation>vems framsteg som sparas (standard: den som övade senast, annars ditt inloggningsnamn)</translation>
    </message>
    <message>
        <source>a class station: sign --trainee in to this class on the class database (--db)</source>
        <translation>en klasstation: logga in --trainee i den här klassen i klassdatabasen (--db)</translation>
    </message>
    <message>
        <source>a house&apos;s mathematics: the dealer&apos;s totals, basic strategy, house edge, side bets</source>
        <translation>ett hus matematik: dealerns summor, grundstrategi, husets fördel, sidoinsatser</translation>
    </message>
    <message>
        <source>Compute, exactly from the shoe, the dealer&apos;s final totals by up card, the basic strategy for the house&apos;s rules, the house edge with it, what each rule is worth, and each side bet&apos;s win probability and house edge.</source>
        <translation>Räkna exakt från skon: dealerns slutsummor per öppet kort, grundstrategin för husets regler, husets fördel med den, vad varje regel är värd och varje sidoinsats vinstchans och husets fördel.</translation>
    </message>
    <message>
        <source>a house name or pack file (default %1)</source>
        <translation>ett husnamn eller en paketfil (standard %1)</translation>
    </message>
    <message>
        <source>print one JSON object instead of the text</source>
        <translation>skriv ut ett JSON-objekt i stället för texten</translation>
    </message>
    <message>
        <source>practise your weak points, a speed run or the daily challenge in the terminal</source>
        <extracomment>what the trainee may type, in the procedure&apos;s notation (the same in every language).</extracomment>
        <translation>öva dina svaga punkter, ett snabbpass eller dagens utmaning i terminalen</translation>
    </message>
    <message>
        <source>Practise in the terminal: type the dealer&apos;s actions as in trainer check.</source>
        <translation>Öva i terminalen: skriv dealerns handlingar som i trainer check.</translation>
    </message>
    <message>
        <source>whose progress to read and record</source>
        <translation>vems framsteg som läses och sparas</translation>
    </message>
    <message>
        <source>speed run: N focused rounds, only time and mistakes</source>
        <translation>snabbpass: N fokuserade givar, bara tid och fel</translation>
    </message>
    <message>
        <source>today&apos;s challenge: %1 rounds, the same for everyone</source>
        <translation>dagens utmaning: %1 givar, samma för alla</translation>
    </message>
    <message>
        <source>spaced review (FSRS): the skills due today, most overdue first</source>
        <translation>repetition med intervall (FSRS): dagens färdigheter, de mest försenade först</translation>
    </message>
    <message>
        <source>with --review: exercises (default %1)</source>
        <translation>med --review: övningar (standard %1)</translation>
    </message>
    <message>
        <source>with --speed: the point (default: the house&apos;s points in turn)</source>
        <translation>med --speed: punkten (standard: husets punkter i tur och ordning)</translation>
    </message>
    <message>
        <source>seed (default: from the clock)</source>
        <translation>frö (standard: från klockan)</translation>
    </message>
    <message>
        <source>most exercises in a practice session</source>
        <translation>flest övningar i ett övningspass</translation>
    </message>
    <message>
        <source>skills file (target times and mastery; default the shipped one)</source>
        <translation>färdighetsfil (måltider och behärskning; standard den medföljande)</translation>
    </message>
    <message>
        <source>the reference dealer plays and answers (a dry run)</source>
        <translation>referensdealern spelar och svarar (en provkörning)</translation>
    </message>
    <message>
        <source>payout drills: print questions or quiz yourself in the terminal</source>
        <extracomment>questions in an interactive quiz when neither --count nor --seconds is given. the most questions --print will write; more is a typo, not a drill. a bad option, or a progress database that cannot be used. the quiz was stopped with Ctrl-C (128 + SIGINT, as shells report it). the session mode of a terminal quiz in the progress database.</extracomment>
        <translation>utbetalningsövningar: skriv ut frågor eller förhör dig själv i terminalen</translation>
    </message>
    <message>
        <source>Payout drills: how much does the dealer pay? Type the amount; q or end of input stops.</source>
        <translation>Utbetalningsövningar: hur mycket betalar dealern? Skriv beloppet; q eller slut på indata avslutar.</translation>
    </message>
    <message>
        <source>house rules pack (default %1); with --print, &apos;all&apos; mixes every house</source>
        <translation>husregelpaket (standard %1); med --print blandar &apos;all&apos; alla hus</translation>
    </message>
    <message>
        <source>print N questions with their answers and exit</source>
        <translation>skriv ut N frågor med svar och avsluta</translation>
    </message>
    <message>
        <source>with --print: one JSON object a line</source>
        <translation>med --print: ett JSON-objekt per rad</translation>
    </message>
    <message>
        <source>seed: the same seed asks the same questions, in the order --print N --seed S prints them (without a seed the quiz adapts to your answers)</source>
        <translation>frö: samma frö ger samma frågor, i den ordning --print N --seed S skriver ut dem (utan frö anpassar sig förhöret efter dina svar)</translation>
    </message>
    <message>
        <source>questions in the quiz (default %1 when untimed)</source>
        <translation>frågor i förhöret (standard %1 utan tidsgräns)</translation>
    </message>
    <message>
        <source>end the quiz after T seconds</source>
        <translation>avsluta förhöret efter T sekunder</translation>
    </message>
    <message>
        <source>only these kinds: %1</source>
        <translation>bara de här sorterna: %1</translation>
    </message>
    <message>
        <source>record every answer in this trainee&apos;s progress (created if new); without it nothing is saved</source>
        <translation>spara varje svar i den här elevens framsteg (skapas om ny); utan det sparas inget</translation>
    </message>
    <message>
        <source>Payout drills.</source>
        <translation>Utbetalningsövningar.</translation>
    </message>
    <message>
        <source>write a trainee&apos;s progress report (PDF) or export sessions and mistakes (CSV)</source>
        <translation>skriv en elevs framstegsrapport (PDF) eller exportera pass och fel (CSV)</translation>
    </message>
    <message>
        <source>Write a trainee&apos;s progress report as PDF, or export the trainee&apos;s sessions and mistakes as CSV (FILE gets the sessions, FILE-mistakes.csv beside it the mistakes).</source>
        <translation>Skriv en elevs framstegsrapport som PDF, eller exportera elevens pass och fel som CSV (FIL får passen, FIL-mistakes.csv bredvid den felen).</translation>
    </message>
    <message>
        <source>the trainee&apos;s name (any case)</source>
        <translation>elevens namn (stora eller små bokstäver)</translation>
    </message>
    <message>
        <source>write the PDF report to FILE</source>
        <translation>skriv PDF-rapporten till FIL</translation>
    </message>
    <message>
        <source>write sessions to FILE and mistakes to FILE-mistakes.csv</source>
        <translation>skriv passen till FIL och felen till FIL-mistakes.csv</translation>
    </message>
    <message>
        <source>check scenario packs: structure, game rules, and a replay of every scenario</source>
        <translation>kontrollera scenariopaket: struktur, spelregler och en uppspelning av varje scenario</translation>
    </message>
    <message>
        <source>Check scenario packs and print one line per problem (file:line:column: key: message), or &apos;OK path (N scenarios)&apos;. Exits 2 if any pack has a problem.</source>
        <translation>Kontrollera scenariopaket och skriv en rad per problem (fil:rad:kolumn: nyckel: meddelande), eller &apos;OK sökväg (N scenarier)&apos;. Avslutar med 2 om något paket har ett problem.</translation>
    </message>
    <message>
        <source>pack files, or folders of *.yaml packs (default: the shipped packs)</source>
        <translation>paketfiler eller mappar med *.yaml-paket (standard: de medföljande paketen)</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <extracomment>the placeholders&apos; names in usage lines (``--house HOUSE``); letters (N, S, WxH) stay.</extracomment>
        <translation>KOMMANDO</translation>
    </message>
    <message>
        <source>SUBCOMMAND</source>
        <translation>UNDERKOMMANDO</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>KOD</translation>
    </message>
    <message>
        <source>CLASS</source>
        <translation>KLASS</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FIL</translation>
    </message>
    <message>
        <source>HOUSE</source>
        <translation>HUS</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAMN</translation>
    </message>
    <message>
        <source>PACK</source>
        <translation>PAKET</translation>
    </message>
    <message>
        <source>POINT</source>
        <translation>PUNKT</translation>
    </message>
    <message>
        <source>SHARE</source>
        <translation>ANDEL</translation>
    </message>
    <message>
        <source>TRAINEE</source>
        <translation>ELEV</translation>
    </message>
    <message>
        <source>SCENARIO</source>
        <translation>SCENARIO</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>MAPP</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>SEED</source>
        <translation>FRÖ</translation>
    </message>
    <message>
        <source>COUNT</source>
        <translation>ANTAL</translation>
    </message>
    <message>
        <source>MAX</source>
        <translation>MAX</translation>
    </message>
    <message>
        <source>%1 is not one of: %2; did you mean %3?</source>
        <translation>%1 finns inte bland: %2; menade du %3?</translation>
    </message>
    <message>
        <source>%1 is not one of: %2</source>
        <translation>%1 finns inte bland: %2</translation>
    </message>
    <message>
        <source>(see %1 --help)</source>
        <translation>(se %1 --help)</translation>
    </message>
    <message>
        <source>folder of the progress database (default: %1)</source>
        <translation>mapp för framstegsdatabasen (standard: %1)</translation>
    </message>
    <message>
        <source>the progress database: postgresql://user@host:port/db for a class server, or a SQLite file (path or sqlite:///path); default: $TRAINER_DB, else progress.sqlite3 in --data</source>
        <translation>framstegsdatabasen: postgresql://user@host:port/db för en klasserver, eller en SQLite-fil (sökväg eller sqlite:///sökväg); standard: $TRAINER_DB, annars progress.sqlite3 i --data</translation>
    </message>
</context>
<context>
    <name>HistoryExams</name>
    <message>
        <source>passed</source>
        <translation>godkänd</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>underkänd</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>att granska</translation>
    </message>
    <message>
        <source>Exam: %1</source>
        <translation>Prov: %1</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Cards go out in table order from box 1 (the dealer&apos;s left): %1; %2.</source>
        <translation>Korten går ut i bordsordning från box 1 (till croupierns vänster): %1; %2.</translation>
    </message>
    <message>
        <source>in the first deal one card to each box, one to the dealer, then each box&apos;s second card</source>
        <extracomment>the house&apos;s first deal (rules.deal_order) -&gt; how it goes.</extracomment>
        <translation>i första given ett kort till varje box, ett till croupiern, sedan varje box andra kort</translation>
    </message>
    <message>
        <source>in the first deal a card to each box, each box&apos;s second card, and only then the dealer&apos;s card</source>
        <translation>i första given ett kort till varje box, varje box andra kort, och först sedan croupierns kort</translation>
    </message>
    <message>
        <source>then each hand is finished before the next</source>
        <extracomment>the house&apos;s extra cards (rules.hit_order) -&gt; how they go.</extracomment>
        <translation>sedan spelas varje hand klart före nästa</translation>
    </message>
    <message>
        <source>then one card a hand round the table, box 1 to the last, until every hand has finished</source>
        <translation>sedan ett kort per hand runt bordet, från box 1 till den sista, tills varje hand har spelat klart</translation>
    </message>
    <message>
        <source>Side bets are settled first, from the dealer&apos;s right: %1.</source>
        <translation>Sidoinsatser avräknas först, från croupierns höger: %1.</translation>
    </message>
    <message>
        <source>A side bet is settled only once it is decided: %1.</source>
        <translation>En sidoinsats avräknas först när den är avgjord: %1.</translation>
    </message>
    <message>
        <source>%1 right after the first deal</source>
        <translation>%1 direkt efter första given</translation>
    </message>
    <message>
        <source>%1 on the dealer&apos;s finished hand, before insurance and the main bets</source>
        <translation>%1 på croupierns färdiga hand, före försäkring och huvudinsatser</translation>
    </message>
    <message>
        <source>%1 after the first deal</source>
        <translation>%1 efter första given</translation>
    </message>
    <message>
        <source>%1 on the dealer&apos;s finished hand</source>
        <translation>%1 på croupierns färdiga hand</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 och %2</translation>
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
        <translation>Tjeckisk variant</translation>
    </message>
    <message>
        <source>Dutch casino (Holland style)</source>
        <translation>Nederländskt kasino (holländsk stil)</translation>
    </message>
    <message>
        <source>Swedish restaurant casino</source>
        <translation>Svenskt restaurangkasino</translation>
    </message>
    <message>
        <source>Swiss casino (Swiss Jack)</source>
        <translation>Schweiziskt kasino (Swiss Jack)</translation>
    </message>
</context>
<context>
    <name>LoginSlips</name>
    <message>
        <source>Sign-in for the Croupier trainer: class %1</source>
        <extracomment>the slip&apos;s labels, in English: the source texts the .ts files translate.</extracomment>
        <translation>Inloggning till Croupier-tränaren: klass %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Inloggning</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Lösenord</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Keep this slip to yourself: the password is yours alone.</source>
        <translation>Behåll lappen för dig själv: lösenordet är bara ditt.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Keys: 1-9 box (0 = 10; split box: then 1/2/3) · D dealer · Tab select bet · P pay · C collect · U push · I insurance · A accept / X refuse request · N no more bets · E end round · Enter no more bets / next round · F1 help</source>
        <extracomment>Qt key -&gt; the window command it runs. a dealer&apos;s button -&gt; the key its tooltip names.</extracomment>
        <translation>Tangenter: 1-9 box (0 = 10; delad box: sedan 1/2/3) · D croupier · Tab välj insats · P betala · C ta in · U stand-off · I försäkring · A godta / X neka · N inga fler insatser · E avsluta given · Enter inga fler insatser / nästa giv · F1 hjälp</translation>
    </message>
    <message>
        <source>A box (0 is box 10; with more than 9 boxes, type both digits). From no more bets until the boxes are done (deal, insurance, Black Jack payouts, play) it deals the box a card; afterwards it selects the box&apos;s bet.</source>
        <translation>En box (0 är box 10; med fler än 9 boxar skriver du båda siffrorna). Från inga fler insatser tills boxarna är klara (giv, försäkring, Black Jack-utbetalning, spel) ger den boxen ett kort; därefter väljer den boxens insats.</translation>
    </message>
    <message>
        <source>then 1, 2, 3</source>
        <translation>sedan 1, 2, 3</translation>
    </message>
    <message>
        <source>In a split box, the hand: 3 then 2 is hand 3.2 (Enter: the hand being served).</source>
        <translation>I en delad box, handen: 3 och sedan 2 är hand 3.2 (Enter: handen som spelas).</translation>
    </message>
    <message>
        <source>A card to the dealer.</source>
        <translation>Ett kort till croupiern.</translation>
    </message>
    <message>
        <source>Tab: the next bet in the dealer&apos;s order (settlement: from your right), Shift+Tab the one before; → ← the bet to the right or left.</source>
        <translation>Tab: nästa insats i croupierns ordning (avräkning: från din högra sida), Shift+Tab den före; → ← insatsen till höger eller vänster.</translation>
    </message>
    <message>
        <source>Pay the selected bet the amount typed (empty: type it, then Enter).</source>
        <translation>Betala ut det inskrivna beloppet på vald insats (tomt: skriv det, sedan Enter).</translation>
    </message>
    <message>
        <source>Collect the selected bet.</source>
        <translation>Ta in vald insats.</translation>
    </message>
    <message>
        <source>Push the selected bet (stand-off). Where the player may leave it on the box for the next round (Casino Cosmopol), it is still a push.</source>
        <translation>Stand-off på vald insats. Där spelaren får låta den ligga kvar i boxen till nästa giv (Casino Cosmopol) är det ändå stand-off.</translation>
    </message>
    <message>
        <source>Offer insurance, or close it when it is open.</source>
        <translation>Erbjud försäkring, eller stäng den när den är öppen.</translation>
    </message>
    <message>
        <source>Accept / refuse the player&apos;s double or split; while insurance is open, X refuses the selected insurance.</source>
        <translation>Godta / neka spelarens dubbling eller delning; medan försäkringen är öppen nekar X vald försäkring.</translation>
    </message>
    <message>
        <source>No more bets.</source>
        <translation>Inga fler insatser.</translation>
    </message>
    <message>
        <source>End the round.</source>
        <translation>Avsluta given.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Before the deal: no more bets. After the round: the next round. In the amount field: pay. Mid-round it ends nothing: E ends the round.</source>
        <translation>Före given: inga fler insatser. Efter given: nästa giv. I beloppsfältet: betala. Mitt i given avslutar den inget: E avslutar given.</translation>
    </message>
    <message>
        <source>Clear the selection (in the amount field: back to the table).</source>
        <translation>Rensa valet (i beloppsfältet: tillbaka till bordet).</translation>
    </message>
    <message>
        <source>Each does what its button under the table does; while the button is greyed out, its key does nothing either.</source>
        <translation>Var och en gör det dess knapp under bordet gör; när knappen är gråtonad gör tangenten inget heller.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mus</translation>
    </message>
    <message>
        <source>A click on a hand&apos;s cards (or its empty card place) does what its digit does; the dealer&apos;s place deals the dealer a card; a bet&apos;s chips select it; the chip picker builds the amount.</source>
        <translation>Ett klick på en hands kort (eller dess tomma kortplats) gör det dess siffra gör; croupierns plats ger croupiern ett kort; en insats marker väljer den; markväljaren bygger beloppet.</translation>
    </message>
    <message>
        <source>Show or hide this help.</source>
        <translation>Visa eller dölj den här hjälpen.</translation>
    </message>
    <message>
        <source>Keys: 1-9 box · D dealer · Tab bet · P pay · C collect · U push · E end round · F1 all keys</source>
        <comment>the key line, shorter: for a small window</comment>
        <translation>Tangenter: 1-9 box · D croupier · Tab insats · P betala · C ta in · U stand-off · E avsluta given · F1 alla tangenter</translation>
    </message>
    <message>
        <source>F1: all keys</source>
        <comment>the key line, shortest</comment>
        <translation>F1: alla tangenter</translation>
    </message>
    <message>
        <source>Dealing by keyboard and mouse</source>
        <translation>Ge kort med tangentbord och mus</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>No pack loaded: %1</source>
        <extracomment>set while restart_round deals a pack again from one of its rounds (round_flows reads it)</extracomment>
        <translation>Inget paket laddat: %1</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>House:</source>
        <translation>Hus:</translation>
    </message>
    <message>
        <source>Packs…</source>
        <translation>Paket…</translation>
    </message>
    <message>
        <source>Restart round</source>
        <translation>Börja om given</translation>
    </message>
    <message>
        <source>Exam mode</source>
        <translation>Provläge</translation>
    </message>
    <message>
        <source>Keys (F1)</source>
        <translation>Tangenter (F1)</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Pass</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;Guided round</source>
        <translation>&amp;Guidad giv</translation>
    </message>
    <message>
        <source>Drills</source>
        <extracomment>a lazily built page failed to start: the error&apos;s text (the table goes on).</extracomment>
        <translation>Övningar</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Huset</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historik</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Färdigheter</translation>
    </message>
    <message>
        <source>The tab failed to start: %1</source>
        <translation>Fliken kunde inte starta: %1</translation>
    </message>
    <message>
        <source>Black Jack dealer trainer — %1</source>
        <translation>Black Jack-tränare för croupierer — %1</translation>
    </message>
    <message>
        <source>The pack is finished: choose another (Ctrl+O).</source>
        <translation>Paketet är klart: välj ett annat (Ctrl+O).</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Giv %1 av %2</translation>
    </message>
    <message>
        <source>Free play · round %1</source>
        <translation>Fritt spel · giv %1</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prov</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Träning</translation>
    </message>
    <message>
        <source>trains: %1</source>
        <translation>tränar: %1</translation>
    </message>
    <message>
        <source>Time limit near: %1 left</source>
        <translation>Tidsgränsen närmar sig: %1 kvar</translation>
    </message>
    <message>
        <source>Over the time limit</source>
        <translation>Över tidsgränsen</translation>
    </message>
    <message>
        <source>The round is over: Enter deals the next one.</source>
        <extracomment>phases before the bets close and after the round ends: no card, no end of round. the session&apos;s life cycle and the table: made by finish_build (None before). listeners called with (session, pack) when a session starts (the recorder). the optional pages (drills; with a database, History and Skills), built when shown</extracomment>
        <translation>Given är slut: Enter ger nästa.</translation>
    </message>
    <message>
        <source>The shoe ran out of cards: this round cannot go on. Restart the round.</source>
        <translation>Skon har tagit slut på kort: rundan kan inte fortsätta. Starta om rundan.</translation>
    </message>
    <message>
        <source>Hand %1 asks: %2</source>
        <translation>Hand %1 ber om: %2</translation>
    </message>
    <message>
        <source>%1: stake %2</source>
        <translation>%1: insats %2</translation>
    </message>
    <message>
        <source>Select a bet first (click its chips or press Tab).</source>
        <translation>Välj först en insats (klicka på dess marker eller tryck Tab).</translation>
    </message>
    <message>
        <source>Type the amount (or click chips), then Enter.</source>
        <translation>Skriv beloppet (eller klicka på marker), sedan Enter.</translation>
    </message>
    <message>
        <source>Not paid: %1</source>
        <translation>Inte utbetalt: %1</translation>
    </message>
    <message>
        <source>No player is asking for anything.</source>
        <translation>Ingen spelare ber om något.</translation>
    </message>
    <message>
        <source>Hand %1 asks for a card: deal it.</source>
        <translation>Hand %1 ber om kort: ge det.</translation>
    </message>
    <message>
        <source>Select the insurance to refuse (click its chips or press Tab).</source>
        <translation>Välj försäkringen som ska nekas (klicka på dess marker eller tryck Tab).</translation>
    </message>
    <message>
        <source>%1 (key %2) is not available now.</source>
        <translation>%1 (tangent %2) går inte nu.</translation>
    </message>
    <message>
        <source>Enter ends nothing mid-round: E ends the round.</source>
        <extracomment>states in which a box, by its digit or a click on its cards, takes a card: from no more bets until the boxes are done, whether or not a card is due (a card dealt before the insurance is closed or a Black Jack is paid is a mistake the core names). Afterwards the box&apos;s digit or cards select its bet. Keys and clicks share this one meaning. milliseconds a half-typed box number waits for its second digit.</extracomment>
        <translation>Enter avslutar inget mitt i given: E avslutar given.</translation>
    </message>
    <message>
        <source>Box %1 has no hand %2.</source>
        <translation>Box %1 har ingen hand %2.</translation>
    </message>
    <message>
        <source>There is no box %1.</source>
        <translation>Det finns ingen box %1.</translation>
    </message>
    <message>
        <source>Box %1…</source>
        <translation>Box %1…</translation>
    </message>
    <message>
        <source>Box %1 is split: which hand? (%2)</source>
        <translation>Box %1 är delad: vilken hand? (%2)</translation>
    </message>
    <message>
        <source>Box %1 has no bet.</source>
        <translation>Box %1 har ingen insats.</translation>
    </message>
</context>
<context>
    <name>MathTexts</name>
    <message>
        <source>House edge with the house&apos;s basic strategy: %1 %</source>
        <extracomment>the dealer&apos;s outcomes in table order, as the report keys them. the mark beside a chart cell a hole-card game plays otherwise.</extracomment>
        <translation>Husets fördel med husets grundstrategi: %1 %</translation>
    </message>
    <message>
        <source>The German casinos&apos; game, the reference: %1 %</source>
        <translation>De tyska kasinonas spel, jämförelsen: %1 %</translation>
    </message>
    <message>
        <source>The dealer&apos;s final hand by up card, before the Black Jack check (percent)</source>
        <translation>Croupierns slutliga hand efter första kortet, före kontrollen av Black Jack (procent)</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>tjock</translation>
    </message>
    <message>
        <source>up card</source>
        <translation>första kort</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alla</translation>
    </message>
    <message>
        <source>Basic strategy: H hit, S stand, D double (else hit), Ds double (else stand), P split; * a hole-card game plays the cell otherwise</source>
        <translation>Grundstrategi: H kort, S stanna, D dubbla (annars kort), Ds dubbla (annars stanna), P dela; * ett spel med dolt kort spelar rutan annorlunda</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>kort</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>stanna</translation>
    </message>
    <message>
        <source>double, else hit</source>
        <translation>dubbla, annars kort</translation>
    </message>
    <message>
        <source>double, else stand</source>
        <translation>dubbla, annars stanna</translation>
    </message>
    <message>
        <source>split</source>
        <translation>dela</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hård</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>mjuk</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>par</translation>
    </message>
    <message>
        <source>What the house&apos;s rules are worth against the reference game (percentage points of house edge)</source>
        <translation>Vad husets regler är värda mot jämförelsespelet (procentenheter av husets fördel)</translation>
    </message>
    <message>
        <source>no hole card (a dealer Black Jack takes doubles and splits): %1</source>
        <translation>inget dolt kort (croupierns Black Jack tar dubbleringar och delningar): %1</translation>
    </message>
    <message>
        <source>the rules together, beyond their sum: %1</source>
        <translation>reglerna tillsammans, utöver summan: %1</translation>
    </message>
    <message>
        <source>Side bets</source>
        <translation>Sidoinsatser</translation>
    </message>
    <message>
        <source>%1: wins %2 % of the time, house edge %3 %</source>
        <translation>%1: vinner %2 % av gångerna, husets fördel %3 %</translation>
    </message>
    <message>
        <source>none at this house</source>
        <translation>inga i det här huset</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 kortlekar</translation>
    </message>
    <message>
        <source>the dealer hits soft 17</source>
        <translation>croupiern tar kort på mjuk 17</translation>
    </message>
    <message>
        <source>the dealer stands on %1</source>
        <translation>croupiern stannar på %1</translation>
    </message>
    <message>
        <source>Black Jack pays %1</source>
        <translation>Black Jack betalar %1</translation>
    </message>
    <message>
        <source>no doubling</source>
        <translation>ingen dubbling</translation>
    </message>
    <message>
        <source>double on %1, a soft hand with its ace as 1</source>
        <translation>dubbla på %1, en mjuk hand med esset som 1</translation>
    </message>
    <message>
        <source>double on %1</source>
        <translation>dubbla på %1</translation>
    </message>
    <message>
        <source>double after a split</source>
        <translation>dubbla efter delning</translation>
    </message>
    <message>
        <source>no double after a split</source>
        <translation>ingen dubblering efter delning</translation>
    </message>
    <message>
        <source>split equal ranks only</source>
        <translation>dela bara lika valörer</translation>
    </message>
    <message>
        <source>split equal values</source>
        <translation>dela lika värden</translation>
    </message>
    <message>
        <source>tens may be split</source>
        <translation>tior får delas</translation>
    </message>
    <message>
        <source>no split of tens</source>
        <translation>tior delas inte</translation>
    </message>
    <message>
        <source>no splitting</source>
        <translation>ingen delning</translation>
    </message>
    <message>
        <source>one split per box</source>
        <translation>en delning per box</translation>
    </message>
    <message>
        <source>re-split without a limit</source>
        <translation>dela igen utan gräns</translation>
    </message>
    <message>
        <source>re-split up to %1 hands</source>
        <translation>dela igen upp till %1 händer</translation>
    </message>
    <message>
        <source>aces may be split again</source>
        <translation>ess får delas igen</translation>
    </message>
    <message>
        <source>split aces take one card, no re-split</source>
        <translation>delade ess får ett kort, ingen ny delning</translation>
    </message>
    <message>
        <source>no re-split of aces</source>
        <translation>ess delas inte igen</translation>
    </message>
    <message>
        <source>three sevens pay %1</source>
        <translation>tre sjuor betalar %1</translation>
    </message>
    <message>
        <source>no three-sevens bonus</source>
        <translation>ingen bonus för tre sjuor</translation>
    </message>
    <message>
        <source>the dealer wins ties on %1</source>
        <translation>croupiern vinner lika på %1</translation>
    </message>
    <message>
        <source>ties stand off</source>
        <translation>lika är stand-off</translation>
    </message>
    <message>
        <source>a soft 21 may draw</source>
        <translation>mjuk 21 får ta kort</translation>
    </message>
    <message>
        <source>every 21 stands</source>
        <translation>varje 21 stannar</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>Out of phase</source>
        <extracomment>mistake code -&gt; (short title, the rule it breaks), in English: the source text that the .ts files translate.</extracomment>
        <translation>Fel moment</translation>
    </message>
    <message>
        <source>That action has no place at this point of the round.</source>
        <translation>Den handlingen hör inte hemma i den här delen av given.</translation>
    </message>
    <message>
        <source>Wrong dealing order</source>
        <translation>Fel ordning i given</translation>
    </message>
    <message>
        <source>Cards go out in table order from box 1 (the dealer&apos;s left): each hand finished before the next, or one card a hand round the table where the house plays so.</source>
        <translation>Korten går ut i bordsordning från box 1 (till croupierns vänster): varje hand spelas klart före nästa, eller ett kort per hand runt bordet där huset spelar så.</translation>
    </message>
    <message>
        <source>Card to an empty box</source>
        <translation>Kort till en tom box</translation>
    </message>
    <message>
        <source>Only boxes that hold a bet receive cards.</source>
        <translation>Bara boxar med en insats får kort.</translation>
    </message>
    <message>
        <source>Dealer&apos;s card too early</source>
        <translation>Croupierns kort för tidigt</translation>
    </message>
    <message>
        <source>The dealer&apos;s second card waits until every box has finished.</source>
        <translation>Croupierns andra kort väntar tills varje box har spelat klart.</translation>
    </message>
    <message>
        <source>Card to a finished hand</source>
        <translation>Kort till en färdig hand</translation>
    </message>
    <message>
        <source>A hand that stood, reached 21, has Black Jack, doubled or is a split ace with its card takes no more cards.</source>
        <translation>En hand som stannat, nått 21, har Black Jack, dubblat eller är ett delat ess med sitt kort får inga fler kort.</translation>
    </message>
    <message>
        <source>Black Jack not paid at once</source>
        <translation>Black Jack inte utbetald direkt</translation>
    </message>
    <message>
        <source>With a dealer&apos;s 2-9 showing, every Black Jack is paid before the first box is served.</source>
        <translation>När croupiern visar 2-9 betalas varje Black Jack ut innan första boxen får kort.</translation>
    </message>
    <message>
        <source>Black Jack paid too early</source>
        <translation>Black Jack utbetald för tidigt</translation>
    </message>
    <message>
        <source>With a dealer&apos;s ten or ace showing (or where the house pays at settlement), a Black Jack waits for the dealer&apos;s hand.</source>
        <translation>När croupiern visar tia eller ess (eller där huset betalar vid avräkningen) väntar en Black Jack på croupierns hand.</translation>
    </message>
    <message>
        <source>Three sevens not paid</source>
        <translation>Tre sjuor inte utbetalda</translation>
    </message>
    <message>
        <source>Three sevens as the holder&apos;s first three cards pay every bet on the box 1:1 at once.</source>
        <translation>Tre sjuor som boxinnehavarens tre första kort ger 1:1 direkt på varje insats i boxen.</translation>
    </message>
    <message>
        <source>Insurance not offered</source>
        <translation>Försäkring inte erbjuden</translation>
    </message>
    <message>
        <source>A dealer&apos;s ace showing: offer insurance (and even money) before serving any box.</source>
        <translation>Croupiern visar ess: erbjud försäkring (och jämna pengar) innan någon box får kort.</translation>
    </message>
    <message>
        <source>Insurance not allowed</source>
        <translation>Försäkring inte tillåten</translation>
    </message>
    <message>
        <source>Insurance is offered only when the dealer&apos;s first card is an ace, in a house that offers it.</source>
        <translation>Försäkring erbjuds bara när croupierns första kort är ett ess, i ett hus som har försäkring.</translation>
    </message>
    <message>
        <source>Even money not paid</source>
        <translation>Jämna pengar inte utbetalda</translation>
    </message>
    <message>
        <source>A Black Jack that took even money is paid 1:1 before insurance closes.</source>
        <translation>En Black Jack som tog jämna pengar betalas 1:1 innan försäkringen stängs.</translation>
    </message>
    <message>
        <source>Illegal double accepted</source>
        <translation>Otillåten dubbling godtagen</translation>
    </message>
    <message>
        <source>The house does not allow that double: refuse it.</source>
        <translation>Huset tillåter inte den dubblingen: neka den.</translation>
    </message>
    <message>
        <source>Illegal split accepted</source>
        <translation>Otillåten delning godtagen</translation>
    </message>
    <message>
        <source>The house does not allow that split: refuse it.</source>
        <translation>Huset tillåter inte den delningen: neka den.</translation>
    </message>
    <message>
        <source>Legal request refused</source>
        <translation>Tillåten begäran nekad</translation>
    </message>
    <message>
        <source>The player&apos;s request is allowed by the house and must be accepted.</source>
        <translation>Spelarens begäran är tillåten i huset och ska godtas.</translation>
    </message>
    <message>
        <source>Bust not collected</source>
        <translation>Tjock hand inte intagen</translation>
    </message>
    <message>
        <source>A bust hand&apos;s bets are collected, and its cards removed, before the dealer moves on.</source>
        <translation>En tjock hands insatser tas in, och dess kort tas bort, innan croupiern går vidare.</translation>
    </message>
    <message>
        <source>Dealer must draw</source>
        <translation>Croupiern måste ta kort</translation>
    </message>
    <message>
        <source>The dealer draws to 17 before any bet is settled.</source>
        <translation>Croupiern tar kort upp till 17 innan någon insats avräknas.</translation>
    </message>
    <message>
        <source>Dealer must stand</source>
        <translation>Croupiern måste stanna</translation>
    </message>
    <message>
        <source>The dealer stands on 17 or more, and takes no card when no bet is live in a house that says so.</source>
        <translation>Croupiern stannar på 17 eller mer och tar inget kort när ingen insats är kvar, i ett hus som säger så.</translation>
    </message>
    <message>
        <source>Insurance not settled first</source>
        <translation>Försäkring inte avräknad först</translation>
    </message>
    <message>
        <source>Without a dealer&apos;s Black Jack, the insurance bets are collected before any other bet.</source>
        <translation>Utan Black Jack hos croupiern tas försäkringsinsatserna in före alla andra insatser.</translation>
    </message>
    <message>
        <source>Wrong settlement order</source>
        <translation>Fel ordning i avräkningen</translation>
    </message>
    <message>
        <source>Settle counter-clockwise: from the dealer&apos;s right (the last hand) to the left, hand by hand.</source>
        <translation>Avräkna moturs: från croupierns höger (sista handen) åt vänster, hand för hand.</translation>
    </message>
    <message>
        <source>Wrong outcome</source>
        <translation>Fel utfall</translation>
    </message>
    <message>
        <source>That bet did not win, lose or tie the way it was settled.</source>
        <translation>Den insatsen vann, förlorade eller spelade inte lika så som den avräknades.</translation>
    </message>
    <message>
        <source>Wrong amount</source>
        <translation>Fel belopp</translation>
    </message>
    <message>
        <source>The payout amount is wrong.</source>
        <translation>Utbetalningens belopp är fel.</translation>
    </message>
    <message>
        <source>Round not finished</source>
        <translation>Given inte avslutad</translation>
    </message>
    <message>
        <source>The round ends only when every bet is settled and no card is owed.</source>
        <translation>Given slutar först när varje insats är avräknad och inget kort är skyldigt.</translation>
    </message>
    <message>
        <source>Insurance over the limit accepted</source>
        <translation>Försäkring över gränsen godtagen</translation>
    </message>
    <message>
        <source>An insurance over the house&apos;s limit (more than half the bet) is refused before the round goes on.</source>
        <translation>En försäkring över husets gräns (mer än halva insatsen) nekas innan given fortsätter.</translation>
    </message>
    <message>
        <source>Side bet not settled</source>
        <translation>Sidoinsats inte avräknad</translation>
    </message>
    <message>
        <source>Side bets are settled first, from the dealer&apos;s right: a 21+3 right after the first deal, a Swiss Jack before insurance and main bets.</source>
        <translation>Sidoinsatser avräknas först, från croupierns höger: 21+3 direkt efter första given, Swiss Jack före försäkring och huvudinsatser.</translation>
    </message>
    <message>
        <source>Side bet settled too early</source>
        <translation>Sidoinsats avräknad för tidigt</translation>
    </message>
    <message>
        <source>A side bet is settled only once it is decided: a 21+3 after the first deal, a Swiss Jack on the dealer&apos;s finished hand.</source>
        <translation>En sidoinsats avräknas först när den är avgjord: 21+3 efter första given, Swiss Jack på croupierns färdiga hand.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>code -&gt; the rule it breaks, in English (the reference wording, and the source text).</extracomment>
        <translation>%1 eller %2</translation>
    </message>
    <message>
        <source>Expected: %1.</source>
        <translation>Väntat: %1.</translation>
    </message>
</context>
<context>
    <name>Modes</name>
    <message>
        <source>training</source>
        <extracomment>a session&apos;s mode as the store keeps it -&gt; its name.</extracomment>
        <translation>träning</translation>
    </message>
    <message>
        <source>exam</source>
        <translation>prov</translation>
    </message>
    <message>
        <source>drill</source>
        <translation>övning</translation>
    </message>
</context>
<context>
    <name>PackResult</name>
    <message>
        <source>rounds passed</source>
        <translation>givar godkända</translation>
    </message>
    <message>
        <source>this pack sets no pass mark</source>
        <translation>paketet har ingen godkäntgräns</translation>
    </message>
    <message>
        <source>pass mark %1 %</source>
        <translation>godkänt vid %1 %</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>GODKÄND</translation>
    </message>
    <message>
        <source>NOT PASSED</source>
        <translation>EJ GODKÄND</translation>
    </message>
    <message>
        <source>(the pack was not played from its first scenario)</source>
        <translation>(paketet spelades inte från sitt första scenario)</translation>
    </message>
    <message>
        <source>exam</source>
        <translation>prov</translation>
    </message>
    <message>
        <source>training</source>
        <translation>träning</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>spot the error: found %1 of %2, false alarms %3</source>
        <translation>hitta felet: %1 av %2 hittade, falsklarm %3</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>inte avslutad</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>felfri</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>ingen gräns</translation>
    </message>
    <message>
        <source>over</source>
        <translation>över tiden</translation>
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
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Time / limit</source>
        <translation>Tid / gräns</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Godkänd</translation>
    </message>
    <message>
        <source>Procedure point</source>
        <translation>Procedurpunkt</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fel</translation>
    </message>
    <message>
        <source>Which</source>
        <translation>Vilka</translation>
    </message>
    <message>
        <source>No mistakes: every round by the book.</source>
        <translation>Inga fel: varje giv enligt reglerna.</translation>
    </message>
    <message>
        <source>Total time</source>
        <translation>Total tid</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Givar</translation>
    </message>
    <message>
        <source>Mistakes by procedure point</source>
        <translation>Fel per procedurpunkt</translation>
    </message>
    <message>
        <source>Pack result: %1</source>
        <translation>Paketresultat: %1</translation>
    </message>
    <message>
        <source>Print to PDF…</source>
        <translation>Skriv ut till PDF…</translation>
    </message>
    <message>
        <source>Save the pack result as PDF</source>
        <translation>Spara paketresultatet som PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Inte skrivet: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Skrivet: %1</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Instructor</source>
        <translation>Instruktör</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>The instructor&apos;s PIN of class %1:</source>
        <translation>Instruktörens PIN för klass %1:</translation>
    </message>
    <message>
        <source>Open the class</source>
        <translation>Öppna klassen</translation>
    </message>
    <message>
        <source>Wrong PIN. The instructor&apos;s PIN of class %1:</source>
        <translation>Fel PIN. Instruktörens PIN för klass %1:</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Hit</source>
        <extracomment>player decision or wish -&gt; the bubble at the hand.</extracomment>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Stanna</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Dubbla</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Dela</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Försäkring</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Jämna pengar</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message>
        <source>Dealing order</source>
        <extracomment>every point&apos;s name and focus name, marked for lupdate (the core keeps the English ids and names; a test keeps this list in step with it).</extracomment>
        <translation>Ordning i given</translation>
    </message>
    <message>
        <source>Insurance and even money</source>
        <translation>Försäkring och jämna pengar</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Försäkring</translation>
    </message>
    <message>
        <source>Immediate Black Jack</source>
        <translation>Black Jack direkt</translation>
    </message>
    <message>
        <source>Three sevens</source>
        <translation>Tre sjuor</translation>
    </message>
    <message>
        <source>Insurance window</source>
        <translation>Försäkringsfönstret</translation>
    </message>
    <message>
        <source>Even money</source>
        <translation>Jämna pengar</translation>
    </message>
    <message>
        <source>Settlement order</source>
        <translation>Ordning i avräkningen</translation>
    </message>
    <message>
        <source>Splits and doubles</source>
        <translation>Dela och dubbla</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Dela</translation>
    </message>
    <message>
        <source>Resplit</source>
        <translation>Dela igen</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Dubbla</translation>
    </message>
    <message>
        <source>Behind bets</source>
        <translation>Insatser bakom</translation>
    </message>
    <message>
        <source>House rules: the dealer&apos;s draw</source>
        <translation>Husets regler: croupierns kort</translation>
    </message>
    <message>
        <source>Dealer&apos;s draw</source>
        <translation>Croupierns kort</translation>
    </message>
    <message>
        <source>Bust collection</source>
        <translation>Ta in tjocka händer</translation>
    </message>
    <message>
        <source>Settlement order and payouts</source>
        <translation>Avräkningens ordning och utbetalningar</translation>
    </message>
    <message>
        <source>Phases of the round</source>
        <translation>Givens faser</translation>
    </message>
    <message>
        <source>Side bets (21+3, Swiss Jack)</source>
        <translation>Sidoinsatser (21+3, Swiss Jack)</translation>
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
        <translation>insatser</translation>
    </message>
    <message>
        <source>first deal</source>
        <translation>första given</translation>
    </message>
    <message>
        <source>insurance offer</source>
        <translation>försäkring erbjuds</translation>
    </message>
    <message>
        <source>insurance window</source>
        <translation>försäkringen öppen</translation>
    </message>
    <message>
        <source>Black Jack payouts</source>
        <translation>Black Jack betalas</translation>
    </message>
    <message>
        <source>play</source>
        <translation>spel</translation>
    </message>
    <message>
        <source>dealer draw</source>
        <translation>croupierns kort</translation>
    </message>
    <message>
        <source>insurance settlement</source>
        <translation>försäkringar avräknas</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>avräkning</translation>
    </message>
    <message>
        <source>done</source>
        <translation>klar</translation>
    </message>
    <message>
        <source>actions: {actions}; commands: {commands}</source>
        <translation>handlingar: {actions}; kommandon: {commands}</translation>
    </message>
    <message numerus="yes">
        <source>Practice for {name} at {house}: %n weak points</source>
        <translation>
            <numerusform>Träning för {name} på {house}: %n svag punkt</numerusform>
            <numerusform>Träning för {name} på {house}: %n svaga punkter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{point}: %n recent mistakes</source>
        <translation>
            <numerusform>{point}: %n fel nyligen</numerusform>
            <numerusform>{point}: %n fel nyligen</numerusform>
        </translation>
    </message>
    <message>
        <source>Cleared {cleared} of {points} in {exercises}.</source>
        <translation>Klarade {cleared} av {points} på {exercises}.</translation>
    </message>
    <message numerus="yes">
        <source>%n weak points</source>
        <translation>
            <numerusform>%n svag punkt</numerusform>
            <numerusform>%n svaga punkter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exercises</source>
        <translation>
            <numerusform>%n övning</numerusform>
            <numerusform>%n övningar</numerusform>
        </translation>
    </message>
    <message>
        <source>Review for {name} at {house}: {due} due now; {exercises}.</source>
        <translation>Repetition för {name} på {house}: {due} att repetera nu; {exercises}.</translation>
    </message>
    <message numerus="yes">
        <source>%n skills</source>
        <translation>
            <numerusform>%n färdighet</numerusform>
            <numerusform>%n färdigheter</numerusform>
        </translation>
    </message>
    <message>
        <source>No skill was reviewed.</source>
        <translation>Ingen färdighet repeterades.</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed %n skills. Next reviews:</source>
        <translation>
            <numerusform>%n färdighet repeterad. Nästa repetitioner:</numerusform>
            <numerusform>%n färdigheter repeterade. Nästa repetitioner:</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {seconds} s, {mistakes} in {rounds}.</source>
        <translation>Tid {seconds} s, {mistakes} på {rounds}.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n fel</numerusform>
            <numerusform>%n fel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n giv</numerusform>
            <numerusform>%n givar</numerusform>
        </translation>
    </message>
    <message>
        <source>A personal best!</source>
        <translation>Personligt rekord!</translation>
    </message>
    <message>
        <source>{mistakes}, {seconds} s</source>
        <translation>{mistakes}, {seconds} s</translation>
    </message>
    <message>
        <source>A personal best! (before: {best})</source>
        <translation>Personligt rekord! (förut: {best})</translation>
    </message>
    <message>
        <source>Personal best: {best}.</source>
        <translation>Personligt rekord: {best}.</translation>
    </message>
    <message>
        <source>{name} has no recorded mistakes at {house}: nothing to practise yet.</source>
        <translation>{name} har inga sparade fel på {house}: inget att träna än.</translation>
    </message>
    <message numerus="yes">
        <source>Each is cleared after %n right in a row (no mistake, within the target time).</source>
        <translation>
            <numerusform>Var och en klaras efter %n rätt (inget fel, inom måltiden).</numerusform>
            <numerusform>Var och en klaras efter %n rätt i rad (inget fel, inom måltiden).</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {number}: {point}; target {target} s per action</source>
        <translation>Giv {number}: {point}; mål {target} s per handling</translation>
    </message>
    <message>
        <source>Round {number}: {point} (for {spot}); target {target} s per action</source>
        <translation>Giv {number}: {point} (för {spot}); mål {target} s per handling</translation>
    </message>
    <message>
        <source>Question {number} (for {spot}); target {target} s</source>
        <translation>Fråga {number} (för {spot}); mål {target} s</translation>
    </message>
    <message>
        <source>right: {point} {streak}/{needed}</source>
        <translation>rätt: {point} {streak}/{needed}</translation>
    </message>
    <message>
        <source>not yet: {point} {streak}/{needed}</source>
        <translation>inte än: {point} {streak}/{needed}</translation>
    </message>
    <message>
        <source> - cleared</source>
        <translation> - klarad</translation>
    </message>
    <message>
        <source>{point}: {right}/{done} right</source>
        <translation>{point}: {right}/{done} rätt</translation>
    </message>
    <message>
        <source>{number}. {skill} (target {target} s)</source>
        <translation>{number}. {skill} (mål {target} s)</translation>
    </message>
    <message>
        <source>right; next review {due}</source>
        <translation>rätt; nästa repetition {due}</translation>
    </message>
    <message>
        <source>right but slow; next review {due}</source>
        <translation>rätt men långsamt; nästa repetition {due}</translation>
    </message>
    <message>
        <source>not yet; next review {due}</source>
        <translation>inte än; nästa repetition {due}</translation>
    </message>
    <message>
        <source>right now: {actions}</source>
        <translation>rätt nu: {actions}</translation>
    </message>
    <message>
        <source>not an action: {problem} (help lists them)</source>
        <translation>ingen handling: {problem} (help listar dem)</translation>
    </message>
    <message>
        <source>(noted)</source>
        <translation>(noterat)</translation>
    </message>
    <message>
        <source>type an amount, such as {whole} or {half}</source>
        <translation>skriv ett belopp, till exempel {whole} eller {half}</translation>
    </message>
    <message>
        <source>right ({worked})</source>
        <translation>rätt ({worked})</translation>
    </message>
    <message>
        <source>WRONG: {answer}; why: {worked}</source>
        <translation>FEL: {answer}; varför: {worked}</translation>
    </message>
    <message numerus="yes">
        <source>Daily challenge {day} at {house}: %n rounds, the same for everyone today.</source>
        <translation>
            <numerusform>Dagens utmaning {day} på {house}: %n giv, samma för alla i dag.</numerusform>
            <numerusform>Dagens utmaning {day} på {house}: %n givar, samma för alla i dag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speed run at {house}: %n rounds; only time and mistakes count.</source>
        <translation>
            <numerusform>Snabbspel på {house}: %n giv; bara tid och fel räknas.</numerusform>
            <numerusform>Snabbspel på {house}: %n givar; bara tid och fel räknas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {number}/{total}: {point}</source>
        <translation>Giv {number}/{total}: {point}</translation>
    </message>
    <message>
        <source>round {round}, step {step}: {action}: {code}</source>
        <translation>giv {round}, steg {step}: {action}: {code}</translation>
    </message>
    <message>
        <source>MISTAKE: {mistake}</source>
        <translation>FEL: {mistake}</translation>
    </message>
    <message>
        <source>{bet}: paid {amount}</source>
        <translation>{bet}: betalad {amount}</translation>
    </message>
    <message>
        <source>{bet}: collected</source>
        <translation>{bet}: intagen</translation>
    </message>
    <message>
        <source>{bet}: pushed</source>
        <translation>{bet}: stand-off</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>betalad</translation>
    </message>
    <message>
        <source>collected</source>
        <translation>intagen</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>stand-off</translation>
    </message>
    <message>
        <source>bonus paid</source>
        <translation>bonus utbetald</translation>
    </message>
    <message>
        <source>{hand} asks to double</source>
        <translation>{hand} vill dubbla</translation>
    </message>
    <message>
        <source>{hand} asks to split</source>
        <translation>{hand} vill dela</translation>
    </message>
    <message>
        <source>{hand} asks for a card</source>
        <translation>{hand} vill ha ett kort</translation>
    </message>
    <message>
        <source>phase: {phase}</source>
        <translation>fas: {phase}</translation>
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
        <translation>ny</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>lär sig</translation>
    </message>
    <message>
        <source>slipping</source>
        <translation>glider</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>behärskad</translation>
    </message>
    <message>
        <source>practice of weak points</source>
        <extracomment>the pack word a session of ``trainer practice`` (and the window&apos;s practice) is stored under -&gt; what a person reads in a report&apos;s Pack column.</extracomment>
        <translation>övning av svaga punkter</translation>
    </message>
    <message>
        <source>review</source>
        <translation>repetition</translation>
    </message>
    <message>
        <source>speed run</source>
        <translation>snabbspel</translation>
    </message>
    <message>
        <source>daily challenge</source>
        <translation>dagens utmaning</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Drill: %1</source>
        <translation>Övning: %1</translation>
    </message>
    <message>
        <source>%1 exercises, %2 % right over the last %3</source>
        <translation>%1 övningar, %2 % rätt av de senaste %3</translation>
    </message>
    <message>
        <source>week %1, %2</source>
        <translation>v. %1 %2</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2 %, %3 min)</source>
        <translation>%1 (prov: godkänt vid %2 %, %3 min)</translation>
    </message>
    <message>
        <source>%1 (exam: pass %2 %)</source>
        <translation>%1 (prov: godkänt vid %2 %)</translation>
    </message>
</context>
<context>
    <name>QtActionBar</name>
    <message>
        <source>No more bets</source>
        <extracomment>buttons a row: all in one, or two rows when one would cut their words (a small window).</extracomment>
        <translation>Inga fler insatser</translation>
    </message>
    <message>
        <source>Offer insurance</source>
        <translation>Erbjud försäkring</translation>
    </message>
    <message>
        <source>Close insurance</source>
        <translation>Stäng försäkring</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Dubbla</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Dela</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Neka</translation>
    </message>
    <message>
        <source>Dealer card</source>
        <translation>Croupierkort</translation>
    </message>
    <message>
        <source>End round</source>
        <translation>Avsluta giv</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (tangent %2)</translation>
    </message>
</context>
<context>
    <name>QtChallenge</name>
    <message>
        <source>Speed run (%1 rounds)</source>
        <translation>Snabbspel (%1 givar)</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Dagens utmaning</translation>
    </message>
    <message>
        <source>Daily challenge %1</source>
        <translation>Dagens utmaning %1</translation>
    </message>
    <message>
        <source>Speed run</source>
        <translation>Snabbspel</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n mistakes in %2 s.</source>
        <extracomment>results of rounds played before a Restart round, kept for the final count</extracomment>
        <translation>
            <numerusform>%1: %n fel på %2 s.</numerusform>
            <numerusform>%1: %n fel på %2 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Personal best: %n mistakes in %1 s.</source>
        <translation>
            <numerusform>Personligt rekord: %n fel på %1 s.</numerusform>
            <numerusform>Personligt rekord: %n fel på %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>A personal best!</source>
        <translation>Personligt rekord!</translation>
    </message>
</context>
<context>
    <name>QtClassView</name>
    <message>
        <source>Trainee</source>
        <extracomment>the table&apos;s headings, marked so lupdate puts them in the catalogs (in the view&apos;s context).</extracomment>
        <translation>Elev</translation>
    </message>
    <message>
        <source>Rounds today</source>
        <translation>Givar i dag</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Träffsäkerhet</translation>
    </message>
    <message>
        <source>s / action</source>
        <translation>s / handling</translation>
    </message>
    <message>
        <source>Drill answers</source>
        <translation>Övningssvar</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Giv</translation>
    </message>
    <message>
        <source>Last mistake</source>
        <translation>Senaste fel</translation>
    </message>
    <message>
        <source>Double-click a trainee for their history and replays.</source>
        <extracomment>a trainee&apos;s row was reloaded (after a notification or a poll): their name.</extracomment>
        <translation>Dubbelklicka på en elev för historik och uppspelningar.</translation>
    </message>
    <message>
        <source>updated every %1 s</source>
        <translation>uppdateras var %1:e s</translation>
    </message>
    <message>
        <source>● live</source>
        <translation>● live</translation>
    </message>
    <message>
        <source>not live (%1): updated every %2 s</source>
        <translation>inte live (%1): uppdateras var %2:e s</translation>
    </message>
    <message>
        <source>cannot read the class: %1</source>
        <translation>kan inte läsa klassen: %1</translation>
    </message>
    <message>
        <source>Class %1 — %2</source>
        <translation>Klass %1 — %2</translation>
    </message>
    <message>
        <source>Weakest points today</source>
        <translation>Svagaste punkterna i dag</translation>
    </message>
    <message>
        <source>{point}: {mistakes}, {trainees}</source>
        <translation>{point}: {mistakes}, {trainees}</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n fel</numerusform>
            <numerusform>%n fel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainees</source>
        <translation>
            <numerusform>%n elev</numerusform>
            <numerusform>%n elever</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes yet today.</source>
        <translation>Inga fel än i dag.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>godkänd</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>inte godkänd</translation>
    </message>
    <message>
        <source>to review</source>
        <translation>att granska</translation>
    </message>
    <message>
        <source>%1 of %2 clean (%3 played), %4 %</source>
        <translation>%1 av %2 felfria (%3 spelade), %4 %</translation>
    </message>
    <message>
        <source>Assigned and exams</source>
        <translation>Tilldelat och prov</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds disagree with their replay</source>
        <translation>
            <numerusform>%n giv stämmer inte med sin uppspelning</numerusform>
            <numerusform>%n giv stämmer inte med sin uppspelning</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n late rounds not counted</source>
        <translation>
            <numerusform>%n sent giv räknas inte</numerusform>
            <numerusform>%n sena giv räknas inte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds from another computer not counted</source>
        <translation>
            <numerusform>%n giv från en annan dator räknas inte</numerusform>
            <numerusform>%n giv från en annan dator räknas inte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds of another scenario not counted</source>
        <translation>
            <numerusform>%n giv av ett annat scenario räknas inte</numerusform>
            <numerusform>%n givar av ett annat scenario räknas inte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds faster than a person</source>
        <translation>
            <numerusform>%n giv snabbare än en människa</numerusform>
            <numerusform>%n givar snabbare än en människa</numerusform>
        </translation>
    </message>
    <message>
        <source>awaits your review (trainer class accept)</source>
        <translation>väntar på din granskning (trainer class accept)</translation>
    </message>
    <message>
        <source>does not count (closed, beyond the attempts, or not opened by the server)</source>
        <translation>räknas inte (stängt, utöver försöken eller inte öppnat av servern)</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>Historik för %1</translation>
    </message>
</context>
<context>
    <name>QtDatabaseSetting</name>
    <message>
        <source>Progress database</source>
        <extracomment>the password in ``user:password@`` or in ``password=`` (a URL&apos;s query, libpq&apos;s keywords).</extracomment>
        <translation>Framstegsdatabas</translation>
    </message>
    <message>
        <source>Where progress is recorded from the next start: a class server (postgresql://user@host/database) or a SQLite file. Leave it empty for this computer&apos;s own file.</source>
        <translation>Var framstegen sparas från nästa start: en klasserver (postgresql://användare@värd/databas) eller en SQLite-fil. Lämna tomt för den här datorns egen fil.</translation>
    </message>
    <message>
        <source>The progress database changes at the next start.</source>
        <translation>Framstegsdatabasen byts vid nästa start.</translation>
    </message>
    <message>
        <source>Progress &amp;database…</source>
        <translation>Framstegs&amp;databas…</translation>
    </message>
</context>
<context>
    <name>QtDrillTab</name>
    <message>
        <source>{house} ({currency}), bets {low} to {high}</source>
        <extracomment>chip colours by denomination (face, text); other denominations get a slate grey.</extracomment>
        <translation>{house} ({currency}), insatser {low} till {high}</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Ingen tidsgräns</translation>
    </message>
    <message>
        <source>Timed session:</source>
        <translation>Pass på tid:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Length of a timed session</source>
        <translation>Längd på ett tidtaget pass</translation>
    </message>
    <message>
        <source>Start timed session</source>
        <translation>Starta pass på tid</translation>
    </message>
    <message>
        <source>Free practice</source>
        <translation>Fri övning</translation>
    </message>
    <message>
        <source>Start over without a time limit</source>
        <translation>Börja om utan tidsgräns</translation>
    </message>
    <message>
        <source>Pay:</source>
        <translation>Betala:</translation>
    </message>
    <message>
        <source>amount, then Enter</source>
        <translation>belopp, sedan Enter</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Betala</translation>
    </message>
    <message>
        <source>Or build the payout from chips (click a chip to add it):</source>
        <translation>Eller bygg utbetalningen av marker (klicka på en mark för att lägga till den):</translation>
    </message>
    <message>
        <source>Add a {chip} chip</source>
        <translation>Lägg till en mark på {chip}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Rensa</translation>
    </message>
    <message>
        <source>Pay these chips</source>
        <translation>Betala dessa marker</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Slag</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Besvarade</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Träffsäkerhet</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Mediantid</translation>
    </message>
    <message>
        <source>Type what the dealer pays, winnings only, and press Enter.</source>
        <translation>Skriv vad croupiern betalar ut, bara vinsten, och tryck Enter.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>New session: go!</source>
        <translation>Nytt pass: kör!</translation>
    </message>
    <message>
        <source>Session stopped.</source>
        <translation>Passet stoppat.</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Tid kvar: {time}</translation>
    </message>
    <message>
        <source>Time is up.</source>
        <translation>Tiden är ute.</translation>
    </message>
    <message>
        <source>{why} {right} of {answered} right ({accuracy}), best streak {best}.</source>
        <translation>{why} {right} av {answered} rätt ({accuracy}), bästa svit {best}.</translation>
    </message>
    <message>
        <source>{why} No answers.</source>
        <translation>{why} Inga svar.</translation>
    </message>
    <message>
        <source>Start another timed session, or choose free practice.</source>
        <translation>Starta ett nytt pass på tid, eller välj fri övning.</translation>
    </message>
    <message>
        <source>Type an amount first, such as 262.5.</source>
        <translation>Skriv först ett belopp, till exempel 262,5.</translation>
    </message>
    <message>
        <source>Click chips to build the payout first.</source>
        <translation>Klicka först på marker för att bygga utbetalningen.</translation>
    </message>
    <message>
        <source>Not paid: {problem}</source>
        <translation>Inte utbetalt: {problem}</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>Passet är slut.</translation>
    </message>
    <message numerus="yes">
        <source>Chips built: {total} ({pile}; %n chips)</source>
        <translation>
            <numerusform>Byggda marker: {total} ({pile}; %n mark)</numerusform>
            <numerusform>Byggda marker: {total} ({pile}; %n marker)</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips built: none. Change no chip can make (a half, say) stays out of the chips.</source>
        <translation>Byggda marker: inga. Växel som ingen mark kan göra (till exempel en halv) hålls utanför markerna.</translation>
    </message>
    <message>
        <source>Streak {streak} (best {best}), {right} of {answered} right ({accuracy}), median {median}</source>
        <translation>Svit {streak} (bästa {best}), {right} av {answered} rätt ({accuracy}), median {median}</translation>
    </message>
    <message>
        <source>Streak 0: no answers yet</source>
        <translation>Svit 0: inga svar än</translation>
    </message>
</context>
<context>
    <name>QtExamVerdict</name>
    <message>
        <source>Exam: %1</source>
        <translation>Prov: %1</translation>
    </message>
    <message>
        <source>Print to PDF…</source>
        <translation>Skriv ut till PDF…</translation>
    </message>
    <message>
        <source>Save the exam&apos;s verdict as PDF</source>
        <translation>Spara provets resultat som PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Inte skrivet: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Skrivet: %1</translation>
    </message>
</context>
<context>
    <name>QtFocusPicker</name>
    <message>
        <source>Focus:</source>
        <translation>Fokus:</translation>
    </message>
    <message>
        <source>Free play: deal rounds in which this point happens</source>
        <translation>Fritt spel: ge givar där den här punkten inträffar</translation>
    </message>
    <message>
        <source>Any round</source>
        <translation>Vilken giv som helst</translation>
    </message>
</context>
<context>
    <name>QtHistoryView</name>
    <message>
        <source>By week</source>
        <extracomment>a hue per procedure point, so a code&apos;s colour tells its part of the procedure. a period of the &quot;By week&quot; view (&quot;2024-W10&quot;). rounds the History table reads at a time (more as it is scrolled down). the latest periods the charts show (a year of days would be a thousand bars). a round&apos;s id, when the trainee asks to replay it. &quot;Practise these&quot;: a practice session on the weak points.</extracomment>
        <translation>Per vecka</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Per dag</translation>
    </message>
    <message>
        <source>Procedure point</source>
        <translation>Procedurpunkt</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fel</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Givar</translation>
    </message>
    <message>
        <source>Most frequent mistake</source>
        <translation>Vanligaste felet</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelad</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Läge</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Handlingar</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Avslutad</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Rounds passed</source>
        <translation>Godkända givar</translation>
    </message>
    <message>
        <source>Replay round</source>
        <extracomment>a class station&apos;s own exam attempts (trainer/ui/pages/history_exams.py), or None. table row -&gt; the exam attempt shown there (filled by history_exams.add_exam_rows)</extracomment>
        <translation>Spela upp given</translation>
    </message>
    <message>
        <source>Periods:</source>
        <translation>Perioder:</translation>
    </message>
    <message>
        <source>Weakest procedure points</source>
        <translation>Svagaste procedurpunkter</translation>
    </message>
    <message>
        <source>Practise these</source>
        <translation>Öva på dessa</translation>
    </message>
    <message>
        <source>Focused rounds on these points until each is cleared</source>
        <translation>Fokuserade givar på de här punkterna tills var och en är klarad</translation>
    </message>
    <message>
        <source>Recorded rounds</source>
        <translation>Sparade givar</translation>
    </message>
    <message>
        <source>Pack results (double-click to open and print)</source>
        <translation>Paketresultat (dubbelklicka för att öppna och skriva ut)</translation>
    </message>
    <message>
        <source>W%1</source>
        <comment>a week of the year on a chart axis</comment>
        <translation>v. %1</translation>
    </message>
    <message>
        <source>Progress of {name}</source>
        <translation>Framsteg för {name}</translation>
    </message>
    <message>
        <source>No rounds recorded yet.</source>
        <translation>Inga givar sparade än.</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds, {clean} without a mistake</source>
        <translation>
            <numerusform>%n giv, {clean} utan fel</numerusform>
            <numerusform>%n givar, {clean} utan fel</numerusform>
        </translation>
    </message>
    <message>
        <source>{accuracy} % of {actions} actions right</source>
        <translation>{accuracy} % av {actions} handlingar rätt</translation>
    </message>
    <message>
        <source>last played {date}</source>
        <translation>senast spelad {date}</translation>
    </message>
    <message numerus="yes">
        <source>Spot the error: %n rounds, {found} of {to_find} mistakes found, {wrong} with the wrong rule, {alarms}</source>
        <translation>
            <numerusform>Hitta felet: %n giv, {found} av {to_find} fel hittade, {wrong} med fel regel, {alarms}</numerusform>
            <numerusform>Hitta felet: %n givar, {found} av {to_find} fel hittade, {wrong} med fel regel, {alarms}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n false alarms</source>
        <translation>
            <numerusform>%n falsklarm</numerusform>
            <numerusform>%n falsklarm</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes per code</source>
        <translation>Fel per kod</translation>
    </message>
    <message>
        <source>Mistakes per code: no rounds recorded yet</source>
        <translation>Fel per kod: inga givar sparade än</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>fel</translation>
    </message>
    <message>
        <source>Accuracy and speed</source>
        <translation>Träffsäkerhet och tempo</translation>
    </message>
    <message>
        <source>Accuracy and speed: no rounds recorded yet</source>
        <translation>Träffsäkerhet och tempo: inga givar sparade än</translation>
    </message>
    <message>
        <source>seconds per action</source>
        <translation>sekunder per handling</translation>
    </message>
    <message>
        <source>s per action</source>
        <comment>a short axis title</comment>
        <translation>s per handling</translation>
    </message>
    <message>
        <source>actions right</source>
        <translation>handlingar rätt</translation>
    </message>
    <message>
        <source>rounds without a mistake</source>
        <translation>givar utan fel</translation>
    </message>
    <message>
        <source>payout drills right</source>
        <translation>utbetalningsövningar rätt</translation>
    </message>
    <message>
        <source>Also: {codes}</source>
        <translation>Även: {codes}</translation>
    </message>
    <message>
        <source>No mistakes recorded.</source>
        <translation>Inga fel sparade.</translation>
    </message>
    <message>
        <source>Payout drills to practise: {kinds}</source>
        <translation>Utbetalningsövningar att öva på: {kinds}</translation>
    </message>
    <message>
        <source>{kind} ({accuracy} right)</source>
        <translation>{kind} ({accuracy} rätt)</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>inte avslutad</translation>
    </message>
    <message>
        <source>finished with mistakes</source>
        <translation>avslutad med fel</translation>
    </message>
    <message>
        <source>clean</source>
        <translation>felfri</translation>
    </message>
    <message>
        <source>Recorded rounds at %1</source>
        <translation>Sparade givar – %1</translation>
    </message>
    <message>
        <source>no pass mark</source>
        <translation>ingen godkäntgräns</translation>
    </message>
</context>
<context>
    <name>QtLanguageMenu</name>
    <message>
        <source>Language: %1.</source>
        <translation>Språk: %1.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>The dealers of this house are trained in %1. Switch the trainer to %1?</source>
        <translation>Det här husets croupierer utbildas på %1. Byta tränarens språk till %1?</translation>
    </message>
    <message>
        <source>This pack is written in %1: its titles and notes are not translated.</source>
        <translation>Det här paketet är skrivet på %1: dess titlar och anteckningar är inte översatta.</translation>
    </message>
</context>
<context>
    <name>QtPackBrowser</name>
    <message>
        <source>Choose a house and a pack</source>
        <extracomment>the item data role holding (pack index, scenario index) of a scenario row.</extracomment>
        <translation>Välj ett hus och ett paket</translation>
    </message>
    <message numerus="yes">
        <source>{house} (%n boxes)</source>
        <extracomment>how many of ``packs`` are shipped (the rest came from files).</extracomment>
        <translation>
            <numerusform>{house} (%n box)</numerusform>
            <numerusform>{house} (%n boxar)</numerusform>
        </translation>
    </message>
    <message>
        <source>House (free play):</source>
        <translation>Hus (fritt spel):</translation>
    </message>
    <message>
        <source>Pack / scenario</source>
        <translation>Paket / scenario</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>Tränar</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Free play: random rounds</source>
        <translation>Fritt spel: slumpade givar</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>allt</translation>
    </message>
    <message>
        <source>Open pack file…</source>
        <translation>Öppna paketfil…</translation>
    </message>
    <message>
        <source>Load a scenario pack (YAML) from a file; it is remembered for next time</source>
        <translation>Ladda ett scenariopaket (YAML) från en fil; det kommer ihåg till nästa gång</translation>
    </message>
    <message>
        <source>Packs that did not load:</source>
        <translation>Paket som inte laddades:</translation>
    </message>
    <message>
        <source>No scenario packs are installed yet: free play deals random rounds.</source>
        <translation>Inga scenariopaket är installerade än: fritt spel ger slumpade givar.</translation>
    </message>
    <message>
        <source>Exam mode: mistakes are shown only at the end of each round</source>
        <translation>Provläge: fel visas först i slutet av varje giv</translation>
    </message>
    <message numerus="yes">
        <source>%n scenarios</source>
        <translation>
            <numerusform>%n scenario</numerusform>
            <numerusform>%n scenarier</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>av %1</translation>
    </message>
    <message>
        <source>spot the error</source>
        <translation>hitta felet</translation>
    </message>
    <message>
        <source>Open a scenario pack</source>
        <translation>Öppna ett scenariopaket</translation>
    </message>
    <message>
        <source>Scenario packs (*.yaml *.yml);;All files (*)</source>
        <translation>Scenariopaket (*.yaml *.yml);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Inte öppnat: %1</translation>
    </message>
</context>
<context>
    <name>QtPracticeSession</name>
    <message>
        <source>Practice question</source>
        <translation>Övningsfråga</translation>
    </message>
    <message>
        <source>amount to pay</source>
        <translation>belopp att betala</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Betala</translation>
    </message>
    <message>
        <source>Type an amount, such as 150 or 262.5.</source>
        <translation>Skriv ett belopp, till exempel 150 eller 262,5.</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Rätt: %1</translation>
    </message>
    <message>
        <source>Wrong: pay %1. Why: %2</source>
        <translation>Fel: betala %1. Varför: %2</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Övning</translation>
    </message>
    <message>
        <source>Practice: %1, for %2 (%3 of %4 right in a row)</source>
        <translation>Övning: %1, för %2 (%3 av %4 rätt i rad)</translation>
    </message>
    <message>
        <source>Practice: %1 (%2 of %3 right in a row)</source>
        <translation>Övning: %1 (%2 av %3 rätt i rad)</translation>
    </message>
    <message>
        <source>Practice: </source>
        <translation>Övning: </translation>
    </message>
    <message>
        <source>nothing to practise</source>
        <translation>inget att öva på</translation>
    </message>
    <message>
        <source>every point cleared</source>
        <translation>alla punkter klarade</translation>
    </message>
</context>
<context>
    <name>QtProgress</name>
    <message>
        <source>Bringing the progress database up to date: every recorded round is worked out once…</source>
        <extracomment>the chooser&apos;s last entry, which asks for a new name.</extracomment>
        <translation>Framstegsdatabasen uppdateras: varje inspelad runda räknas igenom en gång…</translation>
    </message>
    <message>
        <source>Progress database</source>
        <extracomment>why nothing is recorded (the database would not open), or None. the read-only connection the History tab and the replays read through. the seed of the next practice session (None: from the clock; tests set it). the damaged database&apos;s path while nothing is recorded into it, else None. the session being recorded (house, mode, pack), to go on in a new database.</extracomment>
        <translation>Framstegsdatabas</translation>
    </message>
    <message>
        <source>Whose progress is recorded</source>
        <translation>Vems framsteg som sparas</translation>
    </message>
    <message>
        <source>Nothing is recorded: %1</source>
        <translation>Inget sparas: %1</translation>
    </message>
    <message>
        <source>Trainee:</source>
        <translation>Elev:</translation>
    </message>
    <message>
        <source>New trainee…</source>
        <translation>Ny elev…</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>Ny elev</translation>
    </message>
    <message>
        <source>The trainee&apos;s name:</source>
        <translation>Elevens namn:</translation>
    </message>
    <message>
        <source>Start a new progress database</source>
        <translation>Starta en ny framstegsdatabas</translation>
    </message>
    <message>
        <source>The damaged file is kept beside it under a new name, exactly as it is</source>
        <translation>Den skadade filen sparas bredvid under ett nytt namn, precis som den är</translation>
    </message>
    <message>
        <source>The progress database&apos;s journal files were deleted or replaced while it was open: nothing more is recorded. Close every trainer window and start it again.</source>
        <translation>Framstegsdatabasens journalfiler togs bort eller ersattes medan den var öppen: inget mer sparas. Stäng alla tränarfönster och starta igen.</translation>
    </message>
    <message>
        <source>The progress database %1 is damaged: nothing more is recorded in it.</source>
        <translation>Framstegsdatabasen %1 är skadad: inget mer sparas i den.</translation>
    </message>
    <message>
        <source>Cannot move the damaged database aside: %1</source>
        <translation>Kan inte flytta undan den skadade databasen: %1</translation>
    </message>
    <message>
        <source>A new progress database was started; the damaged one is kept as %1</source>
        <translation>En ny framstegsdatabas har startats; den skadade sparas som %1</translation>
    </message>
    <message>
        <source>Practise these</source>
        <translation>Öva på dessa</translation>
    </message>
</context>
<context>
    <name>QtReplayView</name>
    <message>
        <source>Next mistake</source>
        <translation>Nästa fel</translation>
    </message>
    <message>
        <source>Before the first action</source>
        <translation>Före första handlingen</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>En handling bakåt (vänsterpil)</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>En handling framåt (högerpil)</translation>
    </message>
    <message>
        <source>After the last action</source>
        <translation>Efter sista handlingen</translation>
    </message>
    <message>
        <source>Round {id} cannot be replayed</source>
        <translation>Giv {id} kan inte spelas upp</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>the new position (0 = before the first action).</extracomment>
        <translation>Uppspelning</translation>
    </message>
    <message>
        <source>Free round</source>
        <translation>Fri giv</translation>
    </message>
    <message>
        <source>Replay: {title}, {when}</source>
        <extracomment>what the replay&apos;s window is called: the round by its title and time, never its row number</extracomment>
        <translation>Uppspelning: {title}, {when}</translation>
    </message>
    <message>
        <source>{title} · {when} · {house} · {actions}, {mistakes}</source>
        <translation>{title} · {when} · {house} · {actions}, {mistakes}</translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n handling</numerusform>
            <numerusform>%n handlingar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n fel</numerusform>
            <numerusform>%n fel</numerusform>
        </translation>
    </message>
    <message>
        <source>The procedure has changed since this round was played: steps {steps} are judged differently now.</source>
        <translation>Proceduren har ändrats sedan given spelades: steg {steps} bedöms annorlunda nu.</translation>
    </message>
    <message>
        <source>Start: the table before the first action</source>
        <translation>Start: bordet före första handlingen</translation>
    </message>
    <message>
        <source>step {position} of {count}</source>
        <translation>steg {position} av {count}</translation>
    </message>
    <message>
        <source>Before the first action.</source>
        <translation>Före första handlingen.</translation>
    </message>
    <message>
        <source>Step {n}: {action}</source>
        <translation>Steg {n}: {action}</translation>
    </message>
    <message>
        <source>The right action was</source>
        <translation>Rätt handling var</translation>
    </message>
    <message>
        <source>The action was not applied: the table stays as it was.</source>
        <translation>Handlingen utfördes inte: bordet är som det var.</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fas</translation>
    </message>
    <message>
        <source>House this round (collected less paid)</source>
        <translation>Huset denna giv (intaget minus utbetalt)</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>inga kort</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Croupier</translation>
    </message>
    <message>
        <source>asks: {request}</source>
        <translation>ber om: {request}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anteckningar</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Insatser</translation>
    </message>
    <message>
        <source>Next right action</source>
        <translation>Nästa rätta handling</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Given är slut.</translation>
    </message>
</context>
<context>
    <name>QtRoundFlows</name>
    <message>
        <source>Open pack file…</source>
        <extracomment>the spot-the-error round in play, if any. the pack whose rounds are being scored, the results so far, the last result. spot-the-error replays step this fast when played (tests make it quicker).</extracomment>
        <translation>Öppna paketfil…</translation>
    </message>
    <message>
        <source>Save this round to a pack…</source>
        <translation>Spara given i ett paket…</translation>
    </message>
    <message>
        <source>Play a round first: there is nothing to save yet.</source>
        <translation>Spela en giv först: det finns inget att spara än.</translation>
    </message>
    <message numerus="yes">
        <source>Saved to %1: %n scenarios</source>
        <translation>
            <numerusform>Sparat i %1: %n scenario</numerusform>
            <numerusform>Sparat i %1: %n scenarier</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Giv %1 av %2</translation>
    </message>
    <message>
        <source>The pack is finished: choose another (Ctrl+O).</source>
        <translation>Paketet är klart: välj ett annat (Ctrl+O).</translation>
    </message>
</context>
<context>
    <name>QtSaveToPack</name>
    <message>
        <source>Save this round to a pack</source>
        <translation>Spara given i ett paket</translation>
    </message>
    <message>
        <source>The round is saved with its bets, every card it used and the players&apos; decisions, so it replays exactly. Comments in the pack file stay as they are.</source>
        <translation>Given sparas med sina insatser, alla kort den använde och spelarnas beslut, så att den spelas upp exakt. Kommentarer i paketfilen lämnas som de är.</translation>
    </message>
    <message>
        <source>a new or existing pack file (.yaml)</source>
        <translation>en ny eller befintlig paketfil (.yaml)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Välj…</translation>
    </message>
    <message>
        <source>Pack file:</source>
        <translation>Paketfil:</translation>
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
        <translation>Vad ska eleven se upp med?</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>Tips:</translation>
    </message>
    <message>
        <source>This round shows none of the procedure points a scenario trains (play one with three or more boxes, a Black Jack, a split…).</source>
        <translation>Den här given visar ingen av procedurpunkterna som ett scenario tränar (spela en med tre eller fler boxar, en Black Jack, en delning…).</translation>
    </message>
    <message>
        <source>Trains:</source>
        <translation>Tränar:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>ingen gräns</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Tidsgräns:</translation>
    </message>
    <message numerus="yes">
        <source>Keep the dealer&apos;s actions: a spot-the-error scenario with %n mistakes to find</source>
        <translation>
            <numerusform>Behåll croupierns handlingar: ett hitta-felet-scenario med %n fel att hitta</numerusform>
            <numerusform>Behåll croupierns handlingar: ett hitta-felet-scenario med %n fel att hitta</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a round played to its end with mistakes in it can be spot the error.</source>
        <translation>Bara en giv som spelats till slut och har fel kan bli hitta felet.</translation>
    </message>
    <message>
        <source>Pack file to save the round to</source>
        <translation>Paketfil att spara given i</translation>
    </message>
    <message>
        <source>Scenario packs (*.yaml *.yml)</source>
        <translation>Scenariopaket (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>a pack file</source>
        <translation>en paketfil</translation>
    </message>
    <message>
        <source>a title</source>
        <translation>en titel</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>ett tips</translation>
    </message>
    <message>
        <source>what it trains</source>
        <translation>vad den tränar</translation>
    </message>
    <message>
        <source>Give %1.</source>
        <translation>Ange %1.</translation>
    </message>
    <message>
        <source>%1 is a folder: give a file name.</source>
        <translation>%1 är en mapp: ange ett filnamn.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Inte sparat: %1</translation>
    </message>
</context>
<context>
    <name>QtSidePanel</name>
    <message>
        <source>Round</source>
        <extracomment>the trainee left the field: +1 Tab, -1 Shift+Tab, 0 Esc. the ``::item`` padding of the panel&apos;s style sheet, and the item&apos;s bottom border. &quot;0:08 left&quot; as a scenario&apos;s time limit nears, in red (hidden otherwise). the house&apos;s decimal mark, for the examples in messages.</extracomment>
        <translation>Giv</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Insats</translation>
    </message>
    <message>
        <source>amount to pay</source>
        <translation>belopp att betala</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Rensa</translation>
    </message>
    <message>
        <source>Pay (P)</source>
        <translation>Betala (P)</translation>
    </message>
    <message>
        <source>Collect (C)</source>
        <translation>Ta in (C)</translation>
    </message>
    <message>
        <source>Push (U)</source>
        <translation>Stand-off (U)</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fel</translation>
    </message>
    <message>
        <source>Exam: your mistakes are recorded and shown when the round ends.</source>
        <translation>Prov: dina fel noteras och visas när given är slut.</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>Sammanfattning av given</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Nästa giv (Enter)</translation>
    </message>
    <message>
        <source>Add a %1 chip to the amount</source>
        <translation>Lägg en mark på %1 till beloppet</translation>
    </message>
    <message>
        <source>Click a bet&apos;s chips (or press Tab) to select it.</source>
        <translation>Klicka på en insats marker (eller tryck Tab) för att välja den.</translation>
    </message>
    <message>
        <source>Mistakes (exam)</source>
        <translation>Fel (prov)</translation>
    </message>
    <message>
        <source>No mistakes this round.</source>
        <translation>Inga fel i den här given.</translation>
    </message>
    <message>
        <source>Nothing is shown here until the round ends.</source>
        <translation>Inget visas här förrän given är slut.</translation>
    </message>
    <message>
        <source>No mistakes so far this round.</source>
        <translation>Inga fel hittills i den här given.</translation>
    </message>
    <message>
        <source>Expected: %1</source>
        <translation>Väntat: %1</translation>
    </message>
    <message>
        <source>Clean round!</source>
        <translation>Felfri giv!</translation>
    </message>
    <message>
        <source>Over the time limit</source>
        <translation>Över tidsgränsen</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n fel</numerusform>
            <numerusform>%n fel</numerusform>
        </translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tid: %1</translation>
    </message>
    <message>
        <source>Payouts right: %1 · wrong: %2</source>
        <translation>Utbetalningar rätt: %1 · fel: %2</translation>
    </message>
    <message>
        <source>Actions: %1</source>
        <translation>Handlingar: %1</translation>
    </message>
    <message>
        <source>House result: %1</source>
        <translation>Husets resultat: %1</translation>
    </message>
    <message>
        <source>The chips do not balance!</source>
        <translation>Markerna går inte jämnt ut!</translation>
    </message>
    <message>
        <source>Session over</source>
        <translation>Passet är slut</translation>
    </message>
</context>
<context>
    <name>QtSkillsView</name>
    <message>
        <source>steady</source>
        <translation>stabil</translation>
    </message>
    <message>
        <source>review due</source>
        <translation>dags att repetera</translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>the review date&apos;s format, in Qt&apos;s date format: d the day, MMM the month&apos;s short name</comment>
        <translation>d MMM</translation>
    </message>
    <message>
        <source>next review %1</source>
        <translation>nästa repetition %1</translation>
    </message>
    <message>
        <source>s per action</source>
        <translation>s per handling</translation>
    </message>
    <message>
        <source>s per answer</source>
        <translation>s per svar</translation>
    </message>
    <message numerus="yes">
        <source>%n exercises · %1 of the last %2 right</source>
        <translation>
            <numerusform>%n övning · %1 av de senaste %2 rätt</numerusform>
            <numerusform>%n övningar · %1 av de senaste %2 rätt</numerusform>
        </translation>
    </message>
    <message>
        <source>target %1 %3 · median %2</source>
        <translation>mål %1 %3 · median %2</translation>
    </message>
    <message>
        <source>not practised yet</source>
        <translation>inte övad än</translation>
    </message>
    <message>
        <source>target %1 %2</source>
        <translation>mål %1 %2</translation>
    </message>
    <message>
        <source>%1 more to mastery</source>
        <translation>%1 kvar till behärskning</translation>
    </message>
    <message>
        <source>House:</source>
        <translation>Hus:</translation>
    </message>
    <message>
        <source>Dealt rounds (focused on a procedure point)</source>
        <translation>Utdelade givar (med fokus på en procedurpunkt)</translation>
    </message>
    <message>
        <source>Payout drills</source>
        <translation>Utbetalningsövningar</translation>
    </message>
    <message>
        <source>Skills of %1 at %2</source>
        <translation>Färdigheter för %1 på %2</translation>
    </message>
    <message>
        <source>Mastered: %1, each within its target time.</source>
        <translation>Behärskat: %1, var och en inom sin måltid.</translation>
    </message>
</context>
<context>
    <name>QtSpotMode</name>
    <message>
        <source>Exam</source>
        <translation>Prov</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Träning</translation>
    </message>
    <message>
        <source>Spot the error</source>
        <translation>Hitta felet</translation>
    </message>
    <message>
        <source>Keys: Space play / pause · → step · ↑↓ choose a step · M mark as wrong · U unmark · F finish · Enter next</source>
        <translation>Tangenter: Mellanslag spela / paus · → steg · ↑↓ välj steg · M markera som fel · U avmarkera · F avsluta · Enter nästa</translation>
    </message>
    <message>
        <source>Keys: Space play · → step · M mark · U unmark · F finish</source>
        <comment>the key line, shorter</comment>
        <translation>Tangenter: Mellanslag spela · → steg · M markera · U avmarkera · F avsluta</translation>
    </message>
    <message>
        <source>Space · → · M · U · F</source>
        <comment>the key line, shortest</comment>
        <translation>Mellanslag · → · M · U · F</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Steg %1: %2</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Rätt: %1</translation>
    </message>
    <message>
        <source>A mistake, but another rule: %1</source>
        <translation>Ett fel, men en annan regel: %1</translation>
    </message>
    <message>
        <source>This step was right.</source>
        <translation>Det här steget var rätt.</translation>
    </message>
    <message>
        <source>Missed: %1</source>
        <translation>Missat: %1</translation>
    </message>
    <message>
        <source>Found %1 of %2</source>
        <translation>Hittade %1 av %2</translation>
    </message>
    <message>
        <source>wrong rule %1</source>
        <translation>fel regel %1</translation>
    </message>
    <message>
        <source>missed %1</source>
        <translation>missade %1</translation>
    </message>
    <message>
        <source>false alarms %1</source>
        <translation>falsklarm %1</translation>
    </message>
    <message>
        <source>Step %1 (%2): %3</source>
        <translation>Steg %1 (%2): %3</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>steg %1 av %2</translation>
    </message>
    <message>
        <source>%1 marked</source>
        <translation>%1 markerade</translation>
    </message>
</context>
<context>
    <name>QtSpotPanel</name>
    <message>
        <source>Watch the dealer&apos;s round. Mark every step that breaks the procedure and name the rule it breaks.</source>
        <extracomment>a step&apos;s colours once judged: found, right step with another rule, false alarm, missed.</extracomment>
        <translation>Följ croupierns giv. Markera varje steg som bryter mot proceduren och ange regeln det bryter mot.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <source>Play or pause the dealer (Space)</source>
        <translation>Spela eller pausa croupiern (Mellanslag)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Steg</translation>
    </message>
    <message>
        <source>One action (→)</source>
        <translation>En handling (→)</translation>
    </message>
    <message>
        <source>The rule the marked step breaks</source>
        <translation>Regeln som det markerade steget bryter mot</translation>
    </message>
    <message>
        <source>Mark as wrong (M)</source>
        <translation>Markera som fel (M)</translation>
    </message>
    <message>
        <source>Unmark (U)</source>
        <translation>Avmarkera (U)</translation>
    </message>
    <message>
        <source>Finish and score (F)</source>
        <translation>Avsluta och räkna (F)</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Nästa giv (Enter)</translation>
    </message>
</context>
<context>
    <name>QtStation</name>
    <message>
        <source>Class…</source>
        <extracomment>how often waiting writes are tried again, in ms.</extracomment>
        <translation>Klass…</translation>
    </message>
    <message>
        <source>The instructor&apos;s view of the class</source>
        <translation>Lärarens vy över klassen</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>inget än</translation>
    </message>
    <message>
        <source>%1 · assigned: %2</source>
        <translation>%1 · tilldelat: %2</translation>
    </message>
    <message>
        <source>Class server unreachable · %1 kept here</source>
        <translation>Klasservern kan inte nås · %1 sparade här</translation>
    </message>
    <message numerus="yes">
        <source>%n results wait on this station (in memory and in a file, so a crash loses none); they are written to the class server, once each, as soon as it answers again</source>
        <translation>
            <numerusform>%n resultat väntar på den här stationen (i minnet och i en fil, så en krasch förlorar inget); det skrivs till klasservern, en gång, så fort den svarar igen</numerusform>
            <numerusform>%n resultat väntar på den här stationen (i minnet och i en fil, så en krasch förlorar inget); de skrivs till klasservern, en gång var, så fort den svarar igen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept results written to the class server</source>
        <translation>
            <numerusform>%n sparat resultat skrivet till klasservern</numerusform>
            <numerusform>%n sparade resultat skrivna till klasservern</numerusform>
        </translation>
    </message>
    <message>
        <source>The exam is over. Its rounds wait on this station; the verdict shows when the class server answers.</source>
        <translation>Provet är slut. Givarna väntar på den här stationen; resultatet visas när klasservern svarar.</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klass</translation>
    </message>
</context>
<context>
    <name>QtTableScene</name>
    <message>
        <source>BLACK JACK PAYS %1 · DEALER STANDS ON %2</source>
        <translation>BLACK JACK BETALAR %1 · CROUPIERN STANNAR PÅ %2</translation>
    </message>
    <message>
        <source>INSURANCE PAYS %1 TO %2</source>
        <translation>FÖRSÄKRING BETALAR %1 MOT %2</translation>
    </message>
    <message>
        <source>NO INSURANCE</source>
        <translation>INGEN FÖRSÄKRING</translation>
    </message>
    <message>
        <source>TO</source>
        <extracomment>a hand&apos;s cards (or its empty card place) was clicked: the hand id, or ``dealer``. a bet&apos;s chips were clicked: the bet id. the view shown now: the next one is applied as the difference from it. each live hand&apos;s (total, kind, bubble text, strong), as last worked out. what the hands&apos; places were worked out from, and the places and scales. the scene rects the bets&apos; stacks cover, by box, and each stack&apos;s own point. how much smaller than full size the hands are drawn (a crowded table shrinks them) work that can wait until the view has shown the answer to a click (then None) the animation moving each hand, and where to.</extracomment>
        <translation>MOT</translation>
    </message>
    <message>
        <source>Limits %1 – %2</source>
        <translation>Gränser %1 – %2</translation>
    </message>
    <message>
        <source>BUST</source>
        <translation>TJOCK</translation>
    </message>
    <message>
        <source>BLACK JACK</source>
        <translation>BLACK JACK</translation>
    </message>
    <message>
        <source>COLOUR</source>
        <translation>FÄRG</translation>
    </message>
    <message>
        <source>SWISS</source>
        <translation>SWISS</translation>
    </message>
    <message>
        <source>%1 %2 TO 1</source>
        <translation>%1 %2 MOT 1</translation>
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
        <translation>Croupiern tar kort</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>Sko</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Slängda kort</translation>
    </message>
    <message>
        <source>House this round: %1</source>
        <translation>Huset denna giv: %1</translation>
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
        <translation>insatser</translation>
    </message>
    <message>
        <source>first deal</source>
        <translation>första given</translation>
    </message>
    <message>
        <source>insurance offer</source>
        <translation>försäkring erbjuds</translation>
    </message>
    <message>
        <source>insurance open</source>
        <translation>försäkring öppen</translation>
    </message>
    <message>
        <source>Black Jack payouts</source>
        <translation>Black Jack betalas ut</translation>
    </message>
    <message>
        <source>the boxes play</source>
        <translation>boxarna spelar</translation>
    </message>
    <message>
        <source>dealer draws</source>
        <translation>croupiern tar kort</translation>
    </message>
    <message>
        <source>insurance settlement</source>
        <translation>avräkning av försäkringar</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>avräkning</translation>
    </message>
    <message>
        <source>round over</source>
        <translation>given är slut</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <extracomment>a hand&apos;s notes (trainer.progress.replay.table_text).</extracomment>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>tjock</translation>
    </message>
    <message>
        <source>three sevens</source>
        <translation>tre sjuor</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>dubblad</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>stannat</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>avräknad</translation>
    </message>
    <message>
        <source>live</source>
        <extracomment>a bet&apos;s state (trainer.progress.replay.BetView.status).</extracomment>
        <translation>i spel</translation>
    </message>
    <message>
        <source>bonus paid</source>
        <translation>bonus utbetald</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>utbetald</translation>
    </message>
    <message>
        <source>collected</source>
        <translation>intagen</translation>
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
        <translation>Pass dessförinnan, per månad</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Månad</translation>
    </message>
    <message>
        <source>Earlier sessions, by week</source>
        <translation>Tidigare pass, per vecka</translation>
    </message>
    <message>
        <source>The last {count} sessions</source>
        <translation>De senaste {count} passen</translation>
    </message>
    <message>
        <source>Training report: {name}</source>
        <extracomment>table cell padding in CSS pixels (1/96 inch, about 1 mm).</extracomment>
        <translation>Träningsrapport: {name}</translation>
    </message>
    <message>
        <source>page {page} of {pages}</source>
        <translation>sida {page} av {pages}</translation>
    </message>
    <message>
        <source>Training report</source>
        <translation>Träningsrapport</translation>
    </message>
    <message>
        <source>Sessions from {first} to {last}</source>
        <translation>Pass från {first} till {last}</translation>
    </message>
    <message>
        <source>No sessions recorded yet</source>
        <translation>Inga pass sparade än</translation>
    </message>
    <message>
        <source>Report made on {date}</source>
        <translation>Rapporten gjord {date}</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Sammanfattning</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Rounds dealt</source>
        <translation>Utdelade givar</translation>
    </message>
    <message>
        <source>Rounds without a mistake</source>
        <translation>Givar utan fel</translation>
    </message>
    <message>
        <source>Dealer actions</source>
        <translation>Croupierns handlingar</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fel</translation>
    </message>
    <message>
        <source>Accuracy (right actions)</source>
        <translation>Träffsäkerhet (rätta handlingar)</translation>
    </message>
    <message>
        <source>Time dealing</source>
        <translation>Tid som croupier</translation>
    </message>
    <message>
        <source>Average time per round</source>
        <translation>Medeltid per giv</translation>
    </message>
    <message>
        <source>Average time per action</source>
        <translation>Medeltid per handling</translation>
    </message>
    <message>
        <source>Payout drill answers right</source>
        <translation>Rätta svar i utbetalningsövningar</translation>
    </message>
    <message>
        <source>Weakest procedure points</source>
        <translation>Svagaste procedurpunkter</translation>
    </message>
    <message>
        <source>Procedure point</source>
        <translation>Procedurpunkt</translation>
    </message>
    <message>
        <source>Rounds affected</source>
        <translation>Berörda givar</translation>
    </message>
    <message>
        <source>Most frequent mistake</source>
        <translation>Vanligaste felet</translation>
    </message>
    <message>
        <source>No mistakes recorded.</source>
        <translation>Inga fel sparade.</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Färdigheter</translation>
    </message>
    <message>
        <source>Progress per week</source>
        <translation>Framsteg per vecka</translation>
    </message>
    <message>
        <source>Week</source>
        <translation>Vecka</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Givar</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Träffsäkerhet</translation>
    </message>
    <message>
        <source>Time per action</source>
        <translation>Tid per handling</translation>
    </message>
    <message>
        <source>Mistakes by kind</source>
        <translation>Fel per slag</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fel</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Antal</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Började</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Läge</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Payout drills</source>
        <translation>Utbetalningsövningar</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Slag</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rätt</translation>
    </message>
    <message>
        <source>Time per answer</source>
        <translation>Tid per svar</translation>
    </message>
    <message>
        <source>Accuracy is the share of the dealer actions that were right. Procedure points group the mistake codes of the dealer procedure.</source>
        <translation>Träffsäkerhet är andelen av croupierns handlingar som var rätt. Procedurpunkterna grupperar felkoderna i croupierns procedur.</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>Instruktör</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Underskrift</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Färdighet</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Övningar</translation>
    </message>
    <message>
        <source>Right (last)</source>
        <translation>Rätt (senaste)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Trend</translation>
    </message>
    <message>
        <source>Mastered: {rule}, each within its target time (per dealer action in a round, per answer in a drill).</source>
        <translation>Behärskat: {rule}, var och en inom sin måltid (per croupierhandling i en giv, per svar i en övning).</translation>
    </message>
    <message>
        <source>Not practised yet: {skills}.</source>
        <translation>Inte övat än: {skills}.</translation>
    </message>
    <message>
        <source>rounds without a mistake</source>
        <translation>givar utan fel</translation>
    </message>
    <message>
        <source>seconds per action</source>
        <translation>sekunder per handling</translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <source>Sign in</source>
        <translation>Logga in</translation>
    </message>
    <message>
        <source>Your name and password, as on your sign-in slip:</source>
        <translation>Ditt namn och lösenord, som på din inloggningslapp:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Namn:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Lösenord:</translation>
    </message>
    <message>
        <source>Wrong name or password.</source>
        <translation>Fel namn eller lösenord.</translation>
    </message>
</context>
<context>
    <name>States</name>
    <message>
        <source>Bets are placed: call no more bets.</source>
        <extracomment>machine state -&gt; what the dealer is doing now.</extracomment>
        <translation>Insatserna är lagda: säg inga fler insatser.</translation>
    </message>
    <message>
        <source>First deal: one card to each box, the dealer&apos;s card, a second card to each box.</source>
        <translation>Första given: ett kort till varje box, croupierns kort, ett andra kort till varje box.</translation>
    </message>
    <message>
        <source>The dealer shows an ace.</source>
        <translation>Croupiern visar ett ess.</translation>
    </message>
    <message>
        <source>Insurance is open: check each insurance (refuse one over half the bet), pay even money, then close insurance.</source>
        <translation>Försäkringen är öppen: kontrollera varje försäkring (neka en över halva insatsen), betala jämna pengar, stäng sedan försäkringen.</translation>
    </message>
    <message>
        <source>The dealer shows 2-9.</source>
        <translation>Croupiern visar 2-9.</translation>
    </message>
    <message>
        <source>The boxes play, left to right.</source>
        <translation>Boxarna spelar, från vänster till höger.</translation>
    </message>
    <message>
        <source>Every box has finished: the dealer&apos;s hand.</source>
        <translation>Alla boxar har spelat klart: croupierns hand.</translation>
    </message>
    <message>
        <source>Settle the insurance bets.</source>
        <translation>Avräkna försäkringsinsatserna.</translation>
    </message>
    <message>
        <source>Settle counter-clockwise, then end the round.</source>
        <translation>Avräkna moturs och avsluta sedan given.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Given är slut.</translation>
    </message>
    <message>
        <source>The boxes play round the table: one card a hand, box 1 to the last, then round again.</source>
        <extracomment>the boxes&apos; play in a house that deals extra cards round the table (hit_order).</extracomment>
        <translation>Boxarna spelar runt bordet: ett kort per hand, box 1 till den sista, sedan ett varv till.</translation>
    </message>
    <message>
        <source>The first deal is done: settle the 21+3 bets, from your right, before anything else.</source>
        <extracomment>the first deal is done but its 21+3 bets are still on the table: they come first.</extracomment>
        <translation>Första given är klar: avräkna 21+3-insatserna, från din höger, före allt annat.</translation>
    </message>
    <message>
        <source>First deal: one card to each box, a second card to each box, then the dealer&apos;s card.</source>
        <extracomment>the first deal of a house that gives every box its two cards before the dealer&apos;s one (deal_order boxes_boxes_dealer, the Swiss house).</extracomment>
        <translation>Första given: ett kort till varje box, ett andra kort till varje box, sedan croupierns kort.</translation>
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
        <translation>Tre sjuor</translation>
    </message>
    <message>
        <source>Bust %1</source>
        <translation>Tjock %1</translation>
    </message>
</context>
<context>
    <name>TerminalTexts</name>
    <message>
        <source>The dealer</source>
        <translation>Croupiern</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>croupiern</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>inga kort</translation>
    </message>
    <message>
        <source>three sevens</source>
        <translation>tre sjuor</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>tjock</translation>
    </message>
    <message>
        <source>asks for a card</source>
        <translation>vill ha kort</translation>
    </message>
    <message>
        <source>asks to double</source>
        <translation>vill dubbla</translation>
    </message>
    <message>
        <source>asks to split</source>
        <translation>vill dela</translation>
    </message>
    <message>
        <source>asks: {wish}</source>
        <translation>vill: {wish}</translation>
    </message>
    <message>
        <source>Card to the dealer: {card}   (dealer: {hand})</source>
        <translation>Kort till croupiern: {card}   (croupiern: {hand})</translation>
    </message>
    <message>
        <source>Card to {place}: {card}   ({place}: {hand})</source>
        <translation>Kort till {place}: {card}   ({place}: {hand})</translation>
    </message>
    <message>
        <source>Pay {bet} ({stake}): {amount}   ({on})</source>
        <translation>Betala ut {bet} ({stake}): {amount}   ({on})</translation>
    </message>
    <message>
        <source>Collect {bet} ({stake})   ({on})</source>
        <translation>Ta in {bet} ({stake})   ({on})</translation>
    </message>
    <message>
        <source>Push {bet} ({stake})   ({on})</source>
        <translation>Stand-off: {bet} ({stake})   ({on})</translation>
    </message>
    <message>
        <source>Double {place}   ({place}: {hand})</source>
        <translation>Dubbla {place}   ({place}: {hand})</translation>
    </message>
    <message>
        <source>Split {place}   ({place}: {hand})</source>
        <translation>Dela {place}   ({place}: {hand})</translation>
    </message>
    <message>
        <source>Refuse the request of {place}</source>
        <translation>Avslå önskemålet från {place}</translation>
    </message>
    <message>
        <source>No more bets.</source>
        <translation>Inga fler insatser.</translation>
    </message>
    <message>
        <source>Offer insurance.</source>
        <translation>Erbjud försäkring.</translation>
    </message>
    <message>
        <source>Close insurance.</source>
        <translation>Stäng försäkringen.</translation>
    </message>
    <message>
        <source>End of the round.</source>
        <translation>Given är slut.</translation>
    </message>
    <message>
        <source>{house}: a random round (seed {seed}) dealt by the book.</source>
        <translation>{house}: en slumpad giv (seed {seed}) given enligt reglerna.</translation>
    </message>
    <message>
        <source>Bets: {bets}</source>
        <translation>Insatser: {bets}</translation>
    </message>
    <message>
        <source>Dealer: {hand}</source>
        <translation>Croupier: {hand}</translation>
    </message>
    <message>
        <source>House result: {amount}</source>
        <translation>Husets resultat: {amount}</translation>
    </message>
</context>
<context>
    <name>Trains</name>
    <message>
        <source>dealing order</source>
        <extracomment>a pack scenario&apos;s procedure point -&gt; what it trains, in words.</extracomment>
        <translation>ordning i given</translation>
    </message>
    <message>
        <source>Black Jack paid at once</source>
        <translation>Black Jack utbetald direkt</translation>
    </message>
    <message>
        <source>three sevens</source>
        <translation>tre sjuor</translation>
    </message>
    <message>
        <source>insurance and even money</source>
        <translation>försäkring och jämna pengar</translation>
    </message>
    <message>
        <source>settlement order</source>
        <translation>ordning i avräkningen</translation>
    </message>
    <message>
        <source>splits and doubles</source>
        <translation>dela och dubbla</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>husets regler</translation>
    </message>
    <message>
        <source>side bets</source>
        <translation>sidoinsatser</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>insurance on %1: %2 x %3 = %4</source>
        <extracomment>house currency -&gt; how its house writes a sum: the text around the amount, and the decimal mark and thousands separator of the house&apos;s own convention where it has one (the Swiss house writes &quot;Fr. 1&apos;037.50&quot; whatever the window&apos;s language); None: the language&apos;s own. decimal mark and thousands separator per language, where Qt is not loaded (the same as QLocale&apos;s for these languages; the no-break space keeps &quot;1 500&quot; on one line). figure kind -&gt; its sentence (%1, %2 ... the figure&apos;s values in order).</extracomment>
        <translation>försäkring på %1: %2 x %3 = %4</translation>
    </message>
    <message>
        <source>three sevens bonus: %1 x %2 = %3</source>
        <translation>bonus för tre sjuor: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>even money: %1 x %2 = %3</source>
        <translation>jämna pengar: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>Black Jack: %1 x %2 = %3</source>
        <translation>Black Jack: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>win: %1 x %2 = %3</source>
        <translation>vinst: %1 x %2 = %3</translation>
    </message>
    <message>
        <source>the dealer shows %1: no insurance</source>
        <translation>croupiern visar %1: ingen försäkring</translation>
    </message>
    <message>
        <source>the dealer shows %1: no insurance at %2</source>
        <translation>croupiern visar %1: ingen försäkring på %2</translation>
    </message>
    <message>
        <source>the dealer shows %1: %2</source>
        <translation>croupiern visar %1: %2</translation>
    </message>
    <message>
        <source>dealer %1: the dealer draws (draws below %2)</source>
        <translation>croupiern %1: croupiern tar kort (tar kort under %2)</translation>
    </message>
    <message>
        <source>dealer %1: the dealer stands (draws below %2)</source>
        <translation>croupiern %1: croupiern stannar (tar kort under %2)</translation>
    </message>
    <message>
        <source>%1: %2 = %3, bust: collect its bets now</source>
        <translation>%1: %2 = %3, tjock: ta in insatserna nu</translation>
    </message>
    <message>
        <source>%1: %2 against the dealer&apos;s %3 → %4</source>
        <translation>%1: %2 mot croupierns %3 → %4</translation>
    </message>
    <message>
        <source>7+7+7 on the holder&apos;s first three cards: every bet on the box is paid at once</source>
        <translation>7+7+7 på innehavarens tre första kort: varje insats i boxen betalas direkt</translation>
    </message>
    <message>
        <source>right: %1</source>
        <translation>rätt: %1</translation>
    </message>
    <message>
        <source>, paid %1 (rounded down to a multiple of %2)</source>
        <translation>, utbetalt %1 (avrundat nedåt till en multipel av %2)</translation>
    </message>
    <message>
        <source>bet %1 → insurance up to %2</source>
        <translation>insats %1 → försäkring upp till %2</translation>
    </message>
    <message>
        <source>order: %1</source>
        <translation>ordning: %1</translation>
    </message>
    <message>
        <source>pay</source>
        <extracomment>a settling verb as the end of a worked outcome (&quot;box 3: 18 against the dealer&apos;s 17 → pay&quot;).</extracomment>
        <translation>betala</translation>
    </message>
    <message>
        <source>collect</source>
        <translation>ta in</translation>
    </message>
    <message>
        <source>push</source>
        <translation>stand-off</translation>
    </message>
    <message>
        <source>Why</source>
        <extracomment>how long the order arrows stay on the table.</extracomment>
        <translation>Varför</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>croupier</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordning</translation>
    </message>
</context>
</TS>
