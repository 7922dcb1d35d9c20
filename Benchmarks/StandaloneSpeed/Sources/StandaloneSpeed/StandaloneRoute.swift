// Generated from routes.table by urlroutes (`urlroutes generate swift --standalone`, or RouteTablePlugin
// with `@option swift-standalone`). Do not edit: edit the table, and the next build writes this file again.
// It reads and writes links as URLRoutes' router does, with no dependency: no URLRoutes, no PCRE2.

/// The named routes of routes.table, a case each: `StandaloneRoute(url:)` reads a link, `url()` and
/// `path()` write one that routes back to the same case with the same values.
enum StandaloneRoute: Hashable, Sendable, CustomStringConvertible {
    /// `acme /s0/home` (routes.table:2)
    case section0View
    /// `https /s1/item/:id` (routes.table:3)
    case section1View(id: String)
    /// `acme /s2/order/:order_id<\d+>` (routes.table:4)
    case section2View(orderId: String)
    /// `https /s3/list(/:page)` (routes.table:5)
    case section3View(page: String?)
    /// `acme /s4/files/*` (routes.table:6)
    case section4View(wildcard: [String])
    /// `https /s5/home` (routes.table:7)
    case section5View
    /// `acme /s6/item/:id` (routes.table:8)
    case section6View(id: String)
    /// `https /s7/order/:order_id<\d+>` (routes.table:9)
    case section7View(orderId: String)
    /// `acme /s8/list(/:page)` (routes.table:10)
    case section8View(page: String?)
    /// `https /s9/files/*` (routes.table:11)
    case section9View(wildcard: [String])
    /// `acme /s10/home` (routes.table:12)
    case section10View
    /// `https /s11/item/:id` (routes.table:13)
    case section11View(id: String)
    /// `acme /s12/order/:order_id<\d+>` (routes.table:14)
    case section12View(orderId: String)
    /// `https /s13/list(/:page)` (routes.table:15)
    case section13View(page: String?)
    /// `acme /s14/files/*` (routes.table:16)
    case section14View(wildcard: [String])
    /// `https /s15/home` (routes.table:17)
    case section15View
    /// `acme /s16/item/:id` (routes.table:18)
    case section16View(id: String)
    /// `https /s17/order/:order_id<\d+>` (routes.table:19)
    case section17View(orderId: String)
    /// `acme /s18/list(/:page)` (routes.table:20)
    case section18View(page: String?)
    /// `https /s19/files/*` (routes.table:21)
    case section19View(wildcard: [String])
    /// `acme /s20/home` (routes.table:22)
    case section20View
    /// `https /s21/item/:id` (routes.table:23)
    case section21View(id: String)
    /// `acme /s22/order/:order_id<\d+>` (routes.table:24)
    case section22View(orderId: String)
    /// `https /s23/list(/:page)` (routes.table:25)
    case section23View(page: String?)
    /// `acme /s24/files/*` (routes.table:26)
    case section24View(wildcard: [String])
    /// `https /s25/home` (routes.table:27)
    case section25View
    /// `acme /s26/item/:id` (routes.table:28)
    case section26View(id: String)
    /// `https /s27/order/:order_id<\d+>` (routes.table:29)
    case section27View(orderId: String)
    /// `acme /s28/list(/:page)` (routes.table:30)
    case section28View(page: String?)
    /// `https /s29/files/*` (routes.table:31)
    case section29View(wildcard: [String])
    /// `acme /s30/home` (routes.table:32)
    case section30View
    /// `https /s31/item/:id` (routes.table:33)
    case section31View(id: String)
    /// `acme /s32/order/:order_id<\d+>` (routes.table:34)
    case section32View(orderId: String)
    /// `https /s33/list(/:page)` (routes.table:35)
    case section33View(page: String?)
    /// `acme /s34/files/*` (routes.table:36)
    case section34View(wildcard: [String])
    /// `https /s35/home` (routes.table:37)
    case section35View
    /// `acme /s36/item/:id` (routes.table:38)
    case section36View(id: String)
    /// `https /s37/order/:order_id<\d+>` (routes.table:39)
    case section37View(orderId: String)
    /// `acme /s38/list(/:page)` (routes.table:40)
    case section38View(page: String?)
    /// `https /s39/files/*` (routes.table:41)
    case section39View(wildcard: [String])
    /// `acme /s40/home` (routes.table:42)
    case section40View
    /// `https /s41/item/:id` (routes.table:43)
    case section41View(id: String)
    /// `acme /s42/order/:order_id<\d+>` (routes.table:44)
    case section42View(orderId: String)
    /// `https /s43/list(/:page)` (routes.table:45)
    case section43View(page: String?)
    /// `acme /s44/files/*` (routes.table:46)
    case section44View(wildcard: [String])
    /// `https /s45/home` (routes.table:47)
    case section45View
    /// `acme /s46/item/:id` (routes.table:48)
    case section46View(id: String)
    /// `https /s47/order/:order_id<\d+>` (routes.table:49)
    case section47View(orderId: String)
    /// `acme /s48/list(/:page)` (routes.table:50)
    case section48View(page: String?)
    /// `https /s49/files/*` (routes.table:51)
    case section49View(wildcard: [String])
    /// `acme /s50/home` (routes.table:52)
    case section50View
    /// `https /s51/item/:id` (routes.table:53)
    case section51View(id: String)
    /// `acme /s52/order/:order_id<\d+>` (routes.table:54)
    case section52View(orderId: String)
    /// `https /s53/list(/:page)` (routes.table:55)
    case section53View(page: String?)
    /// `acme /s54/files/*` (routes.table:56)
    case section54View(wildcard: [String])
    /// `https /s55/home` (routes.table:57)
    case section55View
    /// `acme /s56/item/:id` (routes.table:58)
    case section56View(id: String)
    /// `https /s57/order/:order_id<\d+>` (routes.table:59)
    case section57View(orderId: String)
    /// `acme /s58/list(/:page)` (routes.table:60)
    case section58View(page: String?)
    /// `https /s59/files/*` (routes.table:61)
    case section59View(wildcard: [String])
    /// `acme /s60/home` (routes.table:62)
    case section60View
    /// `https /s61/item/:id` (routes.table:63)
    case section61View(id: String)
    /// `acme /s62/order/:order_id<\d+>` (routes.table:64)
    case section62View(orderId: String)
    /// `https /s63/list(/:page)` (routes.table:65)
    case section63View(page: String?)
    /// `acme /s64/files/*` (routes.table:66)
    case section64View(wildcard: [String])
    /// `https /s65/home` (routes.table:67)
    case section65View
    /// `acme /s66/item/:id` (routes.table:68)
    case section66View(id: String)
    /// `https /s67/order/:order_id<\d+>` (routes.table:69)
    case section67View(orderId: String)
    /// `acme /s68/list(/:page)` (routes.table:70)
    case section68View(page: String?)
    /// `https /s69/files/*` (routes.table:71)
    case section69View(wildcard: [String])
    /// `acme /s70/home` (routes.table:72)
    case section70View
    /// `https /s71/item/:id` (routes.table:73)
    case section71View(id: String)
    /// `acme /s72/order/:order_id<\d+>` (routes.table:74)
    case section72View(orderId: String)
    /// `https /s73/list(/:page)` (routes.table:75)
    case section73View(page: String?)
    /// `acme /s74/files/*` (routes.table:76)
    case section74View(wildcard: [String])
    /// `https /s75/home` (routes.table:77)
    case section75View
    /// `acme /s76/item/:id` (routes.table:78)
    case section76View(id: String)
    /// `https /s77/order/:order_id<\d+>` (routes.table:79)
    case section77View(orderId: String)
    /// `acme /s78/list(/:page)` (routes.table:80)
    case section78View(page: String?)
    /// `https /s79/files/*` (routes.table:81)
    case section79View(wildcard: [String])
    /// `acme /s80/home` (routes.table:82)
    case section80View
    /// `https /s81/item/:id` (routes.table:83)
    case section81View(id: String)
    /// `acme /s82/order/:order_id<\d+>` (routes.table:84)
    case section82View(orderId: String)
    /// `https /s83/list(/:page)` (routes.table:85)
    case section83View(page: String?)
    /// `acme /s84/files/*` (routes.table:86)
    case section84View(wildcard: [String])
    /// `https /s85/home` (routes.table:87)
    case section85View
    /// `acme /s86/item/:id` (routes.table:88)
    case section86View(id: String)
    /// `https /s87/order/:order_id<\d+>` (routes.table:89)
    case section87View(orderId: String)
    /// `acme /s88/list(/:page)` (routes.table:90)
    case section88View(page: String?)
    /// `https /s89/files/*` (routes.table:91)
    case section89View(wildcard: [String])
    /// `acme /s90/home` (routes.table:92)
    case section90View
    /// `https /s91/item/:id` (routes.table:93)
    case section91View(id: String)
    /// `acme /s92/order/:order_id<\d+>` (routes.table:94)
    case section92View(orderId: String)
    /// `https /s93/list(/:page)` (routes.table:95)
    case section93View(page: String?)
    /// `acme /s94/files/*` (routes.table:96)
    case section94View(wildcard: [String])
    /// `https /s95/home` (routes.table:97)
    case section95View
    /// `acme /s96/item/:id` (routes.table:98)
    case section96View(id: String)
    /// `https /s97/order/:order_id<\d+>` (routes.table:99)
    case section97View(orderId: String)
    /// `acme /s98/list(/:page)` (routes.table:100)
    case section98View(page: String?)
    /// `https /s99/files/*` (routes.table:101)
    case section99View(wildcard: [String])
    /// `acme /s100/home` (routes.table:102)
    case section100View
    /// `https /s101/item/:id` (routes.table:103)
    case section101View(id: String)
    /// `acme /s102/order/:order_id<\d+>` (routes.table:104)
    case section102View(orderId: String)
    /// `https /s103/list(/:page)` (routes.table:105)
    case section103View(page: String?)
    /// `acme /s104/files/*` (routes.table:106)
    case section104View(wildcard: [String])
    /// `https /s105/home` (routes.table:107)
    case section105View
    /// `acme /s106/item/:id` (routes.table:108)
    case section106View(id: String)
    /// `https /s107/order/:order_id<\d+>` (routes.table:109)
    case section107View(orderId: String)
    /// `acme /s108/list(/:page)` (routes.table:110)
    case section108View(page: String?)
    /// `https /s109/files/*` (routes.table:111)
    case section109View(wildcard: [String])
    /// `acme /s110/home` (routes.table:112)
    case section110View
    /// `https /s111/item/:id` (routes.table:113)
    case section111View(id: String)
    /// `acme /s112/order/:order_id<\d+>` (routes.table:114)
    case section112View(orderId: String)
    /// `https /s113/list(/:page)` (routes.table:115)
    case section113View(page: String?)
    /// `acme /s114/files/*` (routes.table:116)
    case section114View(wildcard: [String])
    /// `https /s115/home` (routes.table:117)
    case section115View
    /// `acme /s116/item/:id` (routes.table:118)
    case section116View(id: String)
    /// `https /s117/order/:order_id<\d+>` (routes.table:119)
    case section117View(orderId: String)
    /// `acme /s118/list(/:page)` (routes.table:120)
    case section118View(page: String?)
    /// `https /s119/files/*` (routes.table:121)
    case section119View(wildcard: [String])
    /// `acme /s120/home` (routes.table:122)
    case section120View
    /// `https /s121/item/:id` (routes.table:123)
    case section121View(id: String)
    /// `acme /s122/order/:order_id<\d+>` (routes.table:124)
    case section122View(orderId: String)
    /// `https /s123/list(/:page)` (routes.table:125)
    case section123View(page: String?)
    /// `acme /s124/files/*` (routes.table:126)
    case section124View(wildcard: [String])
    /// `https /s125/home` (routes.table:127)
    case section125View
    /// `acme /s126/item/:id` (routes.table:128)
    case section126View(id: String)
    /// `https /s127/order/:order_id<\d+>` (routes.table:129)
    case section127View(orderId: String)
    /// `acme /s128/list(/:page)` (routes.table:130)
    case section128View(page: String?)
    /// `https /s129/files/*` (routes.table:131)
    case section129View(wildcard: [String])
    /// `acme /s130/home` (routes.table:132)
    case section130View
    /// `https /s131/item/:id` (routes.table:133)
    case section131View(id: String)
    /// `acme /s132/order/:order_id<\d+>` (routes.table:134)
    case section132View(orderId: String)
    /// `https /s133/list(/:page)` (routes.table:135)
    case section133View(page: String?)
    /// `acme /s134/files/*` (routes.table:136)
    case section134View(wildcard: [String])
    /// `https /s135/home` (routes.table:137)
    case section135View
    /// `acme /s136/item/:id` (routes.table:138)
    case section136View(id: String)
    /// `https /s137/order/:order_id<\d+>` (routes.table:139)
    case section137View(orderId: String)
    /// `acme /s138/list(/:page)` (routes.table:140)
    case section138View(page: String?)
    /// `https /s139/files/*` (routes.table:141)
    case section139View(wildcard: [String])
    /// `acme /s140/home` (routes.table:142)
    case section140View
    /// `https /s141/item/:id` (routes.table:143)
    case section141View(id: String)
    /// `acme /s142/order/:order_id<\d+>` (routes.table:144)
    case section142View(orderId: String)
    /// `https /s143/list(/:page)` (routes.table:145)
    case section143View(page: String?)
    /// `acme /s144/files/*` (routes.table:146)
    case section144View(wildcard: [String])
    /// `https /s145/home` (routes.table:147)
    case section145View
    /// `acme /s146/item/:id` (routes.table:148)
    case section146View(id: String)
    /// `https /s147/order/:order_id<\d+>` (routes.table:149)
    case section147View(orderId: String)
    /// `acme /s148/list(/:page)` (routes.table:150)
    case section148View(page: String?)
    /// `https /s149/files/*` (routes.table:151)
    case section149View(wildcard: [String])
    /// `acme /s150/home` (routes.table:152)
    case section150View
    /// `https /s151/item/:id` (routes.table:153)
    case section151View(id: String)
    /// `acme /s152/order/:order_id<\d+>` (routes.table:154)
    case section152View(orderId: String)
    /// `https /s153/list(/:page)` (routes.table:155)
    case section153View(page: String?)
    /// `acme /s154/files/*` (routes.table:156)
    case section154View(wildcard: [String])
    /// `https /s155/home` (routes.table:157)
    case section155View
    /// `acme /s156/item/:id` (routes.table:158)
    case section156View(id: String)
    /// `https /s157/order/:order_id<\d+>` (routes.table:159)
    case section157View(orderId: String)
    /// `acme /s158/list(/:page)` (routes.table:160)
    case section158View(page: String?)
    /// `https /s159/files/*` (routes.table:161)
    case section159View(wildcard: [String])
    /// `acme /s160/home` (routes.table:162)
    case section160View
    /// `https /s161/item/:id` (routes.table:163)
    case section161View(id: String)
    /// `acme /s162/order/:order_id<\d+>` (routes.table:164)
    case section162View(orderId: String)
    /// `https /s163/list(/:page)` (routes.table:165)
    case section163View(page: String?)
    /// `acme /s164/files/*` (routes.table:166)
    case section164View(wildcard: [String])
    /// `https /s165/home` (routes.table:167)
    case section165View
    /// `acme /s166/item/:id` (routes.table:168)
    case section166View(id: String)
    /// `https /s167/order/:order_id<\d+>` (routes.table:169)
    case section167View(orderId: String)
    /// `acme /s168/list(/:page)` (routes.table:170)
    case section168View(page: String?)
    /// `https /s169/files/*` (routes.table:171)
    case section169View(wildcard: [String])
    /// `acme /s170/home` (routes.table:172)
    case section170View
    /// `https /s171/item/:id` (routes.table:173)
    case section171View(id: String)
    /// `acme /s172/order/:order_id<\d+>` (routes.table:174)
    case section172View(orderId: String)
    /// `https /s173/list(/:page)` (routes.table:175)
    case section173View(page: String?)
    /// `acme /s174/files/*` (routes.table:176)
    case section174View(wildcard: [String])
    /// `https /s175/home` (routes.table:177)
    case section175View
    /// `acme /s176/item/:id` (routes.table:178)
    case section176View(id: String)
    /// `https /s177/order/:order_id<\d+>` (routes.table:179)
    case section177View(orderId: String)
    /// `acme /s178/list(/:page)` (routes.table:180)
    case section178View(page: String?)
    /// `https /s179/files/*` (routes.table:181)
    case section179View(wildcard: [String])
    /// `acme /s180/home` (routes.table:182)
    case section180View
    /// `https /s181/item/:id` (routes.table:183)
    case section181View(id: String)
    /// `acme /s182/order/:order_id<\d+>` (routes.table:184)
    case section182View(orderId: String)
    /// `https /s183/list(/:page)` (routes.table:185)
    case section183View(page: String?)
    /// `acme /s184/files/*` (routes.table:186)
    case section184View(wildcard: [String])
    /// `https /s185/home` (routes.table:187)
    case section185View
    /// `acme /s186/item/:id` (routes.table:188)
    case section186View(id: String)
    /// `https /s187/order/:order_id<\d+>` (routes.table:189)
    case section187View(orderId: String)
    /// `acme /s188/list(/:page)` (routes.table:190)
    case section188View(page: String?)
    /// `https /s189/files/*` (routes.table:191)
    case section189View(wildcard: [String])
    /// `acme /s190/home` (routes.table:192)
    case section190View
    /// `https /s191/item/:id` (routes.table:193)
    case section191View(id: String)
    /// `acme /s192/order/:order_id<\d+>` (routes.table:194)
    case section192View(orderId: String)
    /// `https /s193/list(/:page)` (routes.table:195)
    case section193View(page: String?)
    /// `acme /s194/files/*` (routes.table:196)
    case section194View(wildcard: [String])
    /// `https /s195/home` (routes.table:197)
    case section195View
    /// `acme /s196/item/:id` (routes.table:198)
    case section196View(id: String)
    /// `https /s197/order/:order_id<\d+>` (routes.table:199)
    case section197View(orderId: String)
    /// `acme /s198/list(/:page)` (routes.table:200)
    case section198View(page: String?)
    /// `https /s199/files/*` (routes.table:201)
    case section199View(wildcard: [String])
    /// `acme /s200/home` (routes.table:202)
    case section200View
    /// `https /s201/item/:id` (routes.table:203)
    case section201View(id: String)
    /// `acme /s202/order/:order_id<\d+>` (routes.table:204)
    case section202View(orderId: String)
    /// `https /s203/list(/:page)` (routes.table:205)
    case section203View(page: String?)
    /// `acme /s204/files/*` (routes.table:206)
    case section204View(wildcard: [String])
    /// `https /s205/home` (routes.table:207)
    case section205View
    /// `acme /s206/item/:id` (routes.table:208)
    case section206View(id: String)
    /// `https /s207/order/:order_id<\d+>` (routes.table:209)
    case section207View(orderId: String)
    /// `acme /s208/list(/:page)` (routes.table:210)
    case section208View(page: String?)
    /// `https /s209/files/*` (routes.table:211)
    case section209View(wildcard: [String])
    /// `acme /s210/home` (routes.table:212)
    case section210View
    /// `https /s211/item/:id` (routes.table:213)
    case section211View(id: String)
    /// `acme /s212/order/:order_id<\d+>` (routes.table:214)
    case section212View(orderId: String)
    /// `https /s213/list(/:page)` (routes.table:215)
    case section213View(page: String?)
    /// `acme /s214/files/*` (routes.table:216)
    case section214View(wildcard: [String])
    /// `https /s215/home` (routes.table:217)
    case section215View
    /// `acme /s216/item/:id` (routes.table:218)
    case section216View(id: String)
    /// `https /s217/order/:order_id<\d+>` (routes.table:219)
    case section217View(orderId: String)
    /// `acme /s218/list(/:page)` (routes.table:220)
    case section218View(page: String?)
    /// `https /s219/files/*` (routes.table:221)
    case section219View(wildcard: [String])
    /// `acme /s220/home` (routes.table:222)
    case section220View
    /// `https /s221/item/:id` (routes.table:223)
    case section221View(id: String)
    /// `acme /s222/order/:order_id<\d+>` (routes.table:224)
    case section222View(orderId: String)
    /// `https /s223/list(/:page)` (routes.table:225)
    case section223View(page: String?)
    /// `acme /s224/files/*` (routes.table:226)
    case section224View(wildcard: [String])
    /// `https /s225/home` (routes.table:227)
    case section225View
    /// `acme /s226/item/:id` (routes.table:228)
    case section226View(id: String)
    /// `https /s227/order/:order_id<\d+>` (routes.table:229)
    case section227View(orderId: String)
    /// `acme /s228/list(/:page)` (routes.table:230)
    case section228View(page: String?)
    /// `https /s229/files/*` (routes.table:231)
    case section229View(wildcard: [String])
    /// `acme /s230/home` (routes.table:232)
    case section230View
    /// `https /s231/item/:id` (routes.table:233)
    case section231View(id: String)
    /// `acme /s232/order/:order_id<\d+>` (routes.table:234)
    case section232View(orderId: String)
    /// `https /s233/list(/:page)` (routes.table:235)
    case section233View(page: String?)
    /// `acme /s234/files/*` (routes.table:236)
    case section234View(wildcard: [String])
    /// `https /s235/home` (routes.table:237)
    case section235View
    /// `acme /s236/item/:id` (routes.table:238)
    case section236View(id: String)
    /// `https /s237/order/:order_id<\d+>` (routes.table:239)
    case section237View(orderId: String)
    /// `acme /s238/list(/:page)` (routes.table:240)
    case section238View(page: String?)
    /// `https /s239/files/*` (routes.table:241)
    case section239View(wildcard: [String])
    /// `acme /s240/home` (routes.table:242)
    case section240View
    /// `https /s241/item/:id` (routes.table:243)
    case section241View(id: String)
    /// `acme /s242/order/:order_id<\d+>` (routes.table:244)
    case section242View(orderId: String)
    /// `https /s243/list(/:page)` (routes.table:245)
    case section243View(page: String?)
    /// `acme /s244/files/*` (routes.table:246)
    case section244View(wildcard: [String])
    /// `https /s245/home` (routes.table:247)
    case section245View
    /// `acme /s246/item/:id` (routes.table:248)
    case section246View(id: String)
    /// `https /s247/order/:order_id<\d+>` (routes.table:249)
    case section247View(orderId: String)
    /// `acme /s248/list(/:page)` (routes.table:250)
    case section248View(page: String?)
    /// `https /s249/files/*` (routes.table:251)
    case section249View(wildcard: [String])
    /// `acme /s250/home` (routes.table:252)
    case section250View
    /// `https /s251/item/:id` (routes.table:253)
    case section251View(id: String)
    /// `acme /s252/order/:order_id<\d+>` (routes.table:254)
    case section252View(orderId: String)
    /// `https /s253/list(/:page)` (routes.table:255)
    case section253View(page: String?)
    /// `acme /s254/files/*` (routes.table:256)
    case section254View(wildcard: [String])
    /// `https /s255/home` (routes.table:257)
    case section255View
    /// `acme /s256/item/:id` (routes.table:258)
    case section256View(id: String)
    /// `https /s257/order/:order_id<\d+>` (routes.table:259)
    case section257View(orderId: String)
    /// `acme /s258/list(/:page)` (routes.table:260)
    case section258View(page: String?)
    /// `https /s259/files/*` (routes.table:261)
    case section259View(wildcard: [String])
    /// `acme /s260/home` (routes.table:262)
    case section260View
    /// `https /s261/item/:id` (routes.table:263)
    case section261View(id: String)
    /// `acme /s262/order/:order_id<\d+>` (routes.table:264)
    case section262View(orderId: String)
    /// `https /s263/list(/:page)` (routes.table:265)
    case section263View(page: String?)
    /// `acme /s264/files/*` (routes.table:266)
    case section264View(wildcard: [String])
    /// `https /s265/home` (routes.table:267)
    case section265View
    /// `acme /s266/item/:id` (routes.table:268)
    case section266View(id: String)
    /// `https /s267/order/:order_id<\d+>` (routes.table:269)
    case section267View(orderId: String)
    /// `acme /s268/list(/:page)` (routes.table:270)
    case section268View(page: String?)
    /// `https /s269/files/*` (routes.table:271)
    case section269View(wildcard: [String])
    /// `acme /s270/home` (routes.table:272)
    case section270View
    /// `https /s271/item/:id` (routes.table:273)
    case section271View(id: String)
    /// `acme /s272/order/:order_id<\d+>` (routes.table:274)
    case section272View(orderId: String)
    /// `https /s273/list(/:page)` (routes.table:275)
    case section273View(page: String?)
    /// `acme /s274/files/*` (routes.table:276)
    case section274View(wildcard: [String])
    /// `https /s275/home` (routes.table:277)
    case section275View
    /// `acme /s276/item/:id` (routes.table:278)
    case section276View(id: String)
    /// `https /s277/order/:order_id<\d+>` (routes.table:279)
    case section277View(orderId: String)
    /// `acme /s278/list(/:page)` (routes.table:280)
    case section278View(page: String?)
    /// `https /s279/files/*` (routes.table:281)
    case section279View(wildcard: [String])
    /// `acme /s280/home` (routes.table:282)
    case section280View
    /// `https /s281/item/:id` (routes.table:283)
    case section281View(id: String)
    /// `acme /s282/order/:order_id<\d+>` (routes.table:284)
    case section282View(orderId: String)
    /// `https /s283/list(/:page)` (routes.table:285)
    case section283View(page: String?)
    /// `acme /s284/files/*` (routes.table:286)
    case section284View(wildcard: [String])
    /// `https /s285/home` (routes.table:287)
    case section285View
    /// `acme /s286/item/:id` (routes.table:288)
    case section286View(id: String)
    /// `https /s287/order/:order_id<\d+>` (routes.table:289)
    case section287View(orderId: String)
    /// `acme /s288/list(/:page)` (routes.table:290)
    case section288View(page: String?)
    /// `https /s289/files/*` (routes.table:291)
    case section289View(wildcard: [String])
    /// `acme /s290/home` (routes.table:292)
    case section290View
    /// `https /s291/item/:id` (routes.table:293)
    case section291View(id: String)
    /// `acme /s292/order/:order_id<\d+>` (routes.table:294)
    case section292View(orderId: String)
    /// `https /s293/list(/:page)` (routes.table:295)
    case section293View(page: String?)
    /// `acme /s294/files/*` (routes.table:296)
    case section294View(wildcard: [String])
    /// `https /s295/home` (routes.table:297)
    case section295View
    /// `acme /s296/item/:id` (routes.table:298)
    case section296View(id: String)
    /// `https /s297/order/:order_id<\d+>` (routes.table:299)
    case section297View(orderId: String)
    /// `acme /s298/list(/:page)` (routes.table:300)
    case section298View(page: String?)
    /// `https /s299/files/*` (routes.table:301)
    case section299View(wildcard: [String])
    /// `acme /s300/home` (routes.table:302)
    case section300View
    /// `https /s301/item/:id` (routes.table:303)
    case section301View(id: String)
    /// `acme /s302/order/:order_id<\d+>` (routes.table:304)
    case section302View(orderId: String)
    /// `https /s303/list(/:page)` (routes.table:305)
    case section303View(page: String?)
    /// `acme /s304/files/*` (routes.table:306)
    case section304View(wildcard: [String])
    /// `https /s305/home` (routes.table:307)
    case section305View
    /// `acme /s306/item/:id` (routes.table:308)
    case section306View(id: String)
    /// `https /s307/order/:order_id<\d+>` (routes.table:309)
    case section307View(orderId: String)
    /// `acme /s308/list(/:page)` (routes.table:310)
    case section308View(page: String?)
    /// `https /s309/files/*` (routes.table:311)
    case section309View(wildcard: [String])
    /// `acme /s310/home` (routes.table:312)
    case section310View
    /// `https /s311/item/:id` (routes.table:313)
    case section311View(id: String)
    /// `acme /s312/order/:order_id<\d+>` (routes.table:314)
    case section312View(orderId: String)
    /// `https /s313/list(/:page)` (routes.table:315)
    case section313View(page: String?)
    /// `acme /s314/files/*` (routes.table:316)
    case section314View(wildcard: [String])
    /// `https /s315/home` (routes.table:317)
    case section315View
    /// `acme /s316/item/:id` (routes.table:318)
    case section316View(id: String)
    /// `https /s317/order/:order_id<\d+>` (routes.table:319)
    case section317View(orderId: String)
    /// `acme /s318/list(/:page)` (routes.table:320)
    case section318View(page: String?)
    /// `https /s319/files/*` (routes.table:321)
    case section319View(wildcard: [String])
    /// `acme /s320/home` (routes.table:322)
    case section320View
    /// `https /s321/item/:id` (routes.table:323)
    case section321View(id: String)
    /// `acme /s322/order/:order_id<\d+>` (routes.table:324)
    case section322View(orderId: String)
    /// `https /s323/list(/:page)` (routes.table:325)
    case section323View(page: String?)
    /// `acme /s324/files/*` (routes.table:326)
    case section324View(wildcard: [String])
    /// `https /s325/home` (routes.table:327)
    case section325View
    /// `acme /s326/item/:id` (routes.table:328)
    case section326View(id: String)
    /// `https /s327/order/:order_id<\d+>` (routes.table:329)
    case section327View(orderId: String)
    /// `acme /s328/list(/:page)` (routes.table:330)
    case section328View(page: String?)
    /// `https /s329/files/*` (routes.table:331)
    case section329View(wildcard: [String])
    /// `acme /s330/home` (routes.table:332)
    case section330View
    /// `https /s331/item/:id` (routes.table:333)
    case section331View(id: String)
    /// `acme /s332/order/:order_id<\d+>` (routes.table:334)
    case section332View(orderId: String)
    /// `https /s333/list(/:page)` (routes.table:335)
    case section333View(page: String?)
    /// `acme /s334/files/*` (routes.table:336)
    case section334View(wildcard: [String])
    /// `https /s335/home` (routes.table:337)
    case section335View
    /// `acme /s336/item/:id` (routes.table:338)
    case section336View(id: String)
    /// `https /s337/order/:order_id<\d+>` (routes.table:339)
    case section337View(orderId: String)
    /// `acme /s338/list(/:page)` (routes.table:340)
    case section338View(page: String?)
    /// `https /s339/files/*` (routes.table:341)
    case section339View(wildcard: [String])
    /// `acme /s340/home` (routes.table:342)
    case section340View
    /// `https /s341/item/:id` (routes.table:343)
    case section341View(id: String)
    /// `acme /s342/order/:order_id<\d+>` (routes.table:344)
    case section342View(orderId: String)
    /// `https /s343/list(/:page)` (routes.table:345)
    case section343View(page: String?)
    /// `acme /s344/files/*` (routes.table:346)
    case section344View(wildcard: [String])
    /// `https /s345/home` (routes.table:347)
    case section345View
    /// `acme /s346/item/:id` (routes.table:348)
    case section346View(id: String)
    /// `https /s347/order/:order_id<\d+>` (routes.table:349)
    case section347View(orderId: String)
    /// `acme /s348/list(/:page)` (routes.table:350)
    case section348View(page: String?)
    /// `https /s349/files/*` (routes.table:351)
    case section349View(wildcard: [String])
    /// `acme /s350/home` (routes.table:352)
    case section350View
    /// `https /s351/item/:id` (routes.table:353)
    case section351View(id: String)
    /// `acme /s352/order/:order_id<\d+>` (routes.table:354)
    case section352View(orderId: String)
    /// `https /s353/list(/:page)` (routes.table:355)
    case section353View(page: String?)
    /// `acme /s354/files/*` (routes.table:356)
    case section354View(wildcard: [String])
    /// `https /s355/home` (routes.table:357)
    case section355View
    /// `acme /s356/item/:id` (routes.table:358)
    case section356View(id: String)
    /// `https /s357/order/:order_id<\d+>` (routes.table:359)
    case section357View(orderId: String)
    /// `acme /s358/list(/:page)` (routes.table:360)
    case section358View(page: String?)
    /// `https /s359/files/*` (routes.table:361)
    case section359View(wildcard: [String])
    /// `acme /s360/home` (routes.table:362)
    case section360View
    /// `https /s361/item/:id` (routes.table:363)
    case section361View(id: String)
    /// `acme /s362/order/:order_id<\d+>` (routes.table:364)
    case section362View(orderId: String)
    /// `https /s363/list(/:page)` (routes.table:365)
    case section363View(page: String?)
    /// `acme /s364/files/*` (routes.table:366)
    case section364View(wildcard: [String])
    /// `https /s365/home` (routes.table:367)
    case section365View
    /// `acme /s366/item/:id` (routes.table:368)
    case section366View(id: String)
    /// `https /s367/order/:order_id<\d+>` (routes.table:369)
    case section367View(orderId: String)
    /// `acme /s368/list(/:page)` (routes.table:370)
    case section368View(page: String?)
    /// `https /s369/files/*` (routes.table:371)
    case section369View(wildcard: [String])
    /// `acme /s370/home` (routes.table:372)
    case section370View
    /// `https /s371/item/:id` (routes.table:373)
    case section371View(id: String)
    /// `acme /s372/order/:order_id<\d+>` (routes.table:374)
    case section372View(orderId: String)
    /// `https /s373/list(/:page)` (routes.table:375)
    case section373View(page: String?)
    /// `acme /s374/files/*` (routes.table:376)
    case section374View(wildcard: [String])
    /// `https /s375/home` (routes.table:377)
    case section375View
    /// `acme /s376/item/:id` (routes.table:378)
    case section376View(id: String)
    /// `https /s377/order/:order_id<\d+>` (routes.table:379)
    case section377View(orderId: String)
    /// `acme /s378/list(/:page)` (routes.table:380)
    case section378View(page: String?)
    /// `https /s379/files/*` (routes.table:381)
    case section379View(wildcard: [String])
    /// `acme /s380/home` (routes.table:382)
    case section380View
    /// `https /s381/item/:id` (routes.table:383)
    case section381View(id: String)
    /// `acme /s382/order/:order_id<\d+>` (routes.table:384)
    case section382View(orderId: String)
    /// `https /s383/list(/:page)` (routes.table:385)
    case section383View(page: String?)
    /// `acme /s384/files/*` (routes.table:386)
    case section384View(wildcard: [String])
    /// `https /s385/home` (routes.table:387)
    case section385View
    /// `acme /s386/item/:id` (routes.table:388)
    case section386View(id: String)
    /// `https /s387/order/:order_id<\d+>` (routes.table:389)
    case section387View(orderId: String)
    /// `acme /s388/list(/:page)` (routes.table:390)
    case section388View(page: String?)
    /// `https /s389/files/*` (routes.table:391)
    case section389View(wildcard: [String])
    /// `acme /s390/home` (routes.table:392)
    case section390View
    /// `https /s391/item/:id` (routes.table:393)
    case section391View(id: String)
    /// `acme /s392/order/:order_id<\d+>` (routes.table:394)
    case section392View(orderId: String)
    /// `https /s393/list(/:page)` (routes.table:395)
    case section393View(page: String?)
    /// `acme /s394/files/*` (routes.table:396)
    case section394View(wildcard: [String])
    /// `https /s395/home` (routes.table:397)
    case section395View
    /// `acme /s396/item/:id` (routes.table:398)
    case section396View(id: String)
    /// `https /s397/order/:order_id<\d+>` (routes.table:399)
    case section397View(orderId: String)
    /// `acme /s398/list(/:page)` (routes.table:400)
    case section398View(page: String?)
    /// `https /s399/files/*` (routes.table:401)
    case section399View(wildcard: [String])
    /// `acme /s400/home` (routes.table:402)
    case section400View
    /// `https /s401/item/:id` (routes.table:403)
    case section401View(id: String)
    /// `acme /s402/order/:order_id<\d+>` (routes.table:404)
    case section402View(orderId: String)
    /// `https /s403/list(/:page)` (routes.table:405)
    case section403View(page: String?)
    /// `acme /s404/files/*` (routes.table:406)
    case section404View(wildcard: [String])
    /// `https /s405/home` (routes.table:407)
    case section405View
    /// `acme /s406/item/:id` (routes.table:408)
    case section406View(id: String)
    /// `https /s407/order/:order_id<\d+>` (routes.table:409)
    case section407View(orderId: String)
    /// `acme /s408/list(/:page)` (routes.table:410)
    case section408View(page: String?)
    /// `https /s409/files/*` (routes.table:411)
    case section409View(wildcard: [String])
    /// `acme /s410/home` (routes.table:412)
    case section410View
    /// `https /s411/item/:id` (routes.table:413)
    case section411View(id: String)
    /// `acme /s412/order/:order_id<\d+>` (routes.table:414)
    case section412View(orderId: String)
    /// `https /s413/list(/:page)` (routes.table:415)
    case section413View(page: String?)
    /// `acme /s414/files/*` (routes.table:416)
    case section414View(wildcard: [String])
    /// `https /s415/home` (routes.table:417)
    case section415View
    /// `acme /s416/item/:id` (routes.table:418)
    case section416View(id: String)
    /// `https /s417/order/:order_id<\d+>` (routes.table:419)
    case section417View(orderId: String)
    /// `acme /s418/list(/:page)` (routes.table:420)
    case section418View(page: String?)
    /// `https /s419/files/*` (routes.table:421)
    case section419View(wildcard: [String])
    /// `acme /s420/home` (routes.table:422)
    case section420View
    /// `https /s421/item/:id` (routes.table:423)
    case section421View(id: String)
    /// `acme /s422/order/:order_id<\d+>` (routes.table:424)
    case section422View(orderId: String)
    /// `https /s423/list(/:page)` (routes.table:425)
    case section423View(page: String?)
    /// `acme /s424/files/*` (routes.table:426)
    case section424View(wildcard: [String])
    /// `https /s425/home` (routes.table:427)
    case section425View
    /// `acme /s426/item/:id` (routes.table:428)
    case section426View(id: String)
    /// `https /s427/order/:order_id<\d+>` (routes.table:429)
    case section427View(orderId: String)
    /// `acme /s428/list(/:page)` (routes.table:430)
    case section428View(page: String?)
    /// `https /s429/files/*` (routes.table:431)
    case section429View(wildcard: [String])
    /// `acme /s430/home` (routes.table:432)
    case section430View
    /// `https /s431/item/:id` (routes.table:433)
    case section431View(id: String)
    /// `acme /s432/order/:order_id<\d+>` (routes.table:434)
    case section432View(orderId: String)
    /// `https /s433/list(/:page)` (routes.table:435)
    case section433View(page: String?)
    /// `acme /s434/files/*` (routes.table:436)
    case section434View(wildcard: [String])
    /// `https /s435/home` (routes.table:437)
    case section435View
    /// `acme /s436/item/:id` (routes.table:438)
    case section436View(id: String)
    /// `https /s437/order/:order_id<\d+>` (routes.table:439)
    case section437View(orderId: String)
    /// `acme /s438/list(/:page)` (routes.table:440)
    case section438View(page: String?)
    /// `https /s439/files/*` (routes.table:441)
    case section439View(wildcard: [String])
    /// `acme /s440/home` (routes.table:442)
    case section440View
    /// `https /s441/item/:id` (routes.table:443)
    case section441View(id: String)
    /// `acme /s442/order/:order_id<\d+>` (routes.table:444)
    case section442View(orderId: String)
    /// `https /s443/list(/:page)` (routes.table:445)
    case section443View(page: String?)
    /// `acme /s444/files/*` (routes.table:446)
    case section444View(wildcard: [String])
    /// `https /s445/home` (routes.table:447)
    case section445View
    /// `acme /s446/item/:id` (routes.table:448)
    case section446View(id: String)
    /// `https /s447/order/:order_id<\d+>` (routes.table:449)
    case section447View(orderId: String)
    /// `acme /s448/list(/:page)` (routes.table:450)
    case section448View(page: String?)
    /// `https /s449/files/*` (routes.table:451)
    case section449View(wildcard: [String])
    /// `acme /s450/home` (routes.table:452)
    case section450View
    /// `https /s451/item/:id` (routes.table:453)
    case section451View(id: String)
    /// `acme /s452/order/:order_id<\d+>` (routes.table:454)
    case section452View(orderId: String)
    /// `https /s453/list(/:page)` (routes.table:455)
    case section453View(page: String?)
    /// `acme /s454/files/*` (routes.table:456)
    case section454View(wildcard: [String])
    /// `https /s455/home` (routes.table:457)
    case section455View
    /// `acme /s456/item/:id` (routes.table:458)
    case section456View(id: String)
    /// `https /s457/order/:order_id<\d+>` (routes.table:459)
    case section457View(orderId: String)
    /// `acme /s458/list(/:page)` (routes.table:460)
    case section458View(page: String?)
    /// `https /s459/files/*` (routes.table:461)
    case section459View(wildcard: [String])
    /// `acme /s460/home` (routes.table:462)
    case section460View
    /// `https /s461/item/:id` (routes.table:463)
    case section461View(id: String)
    /// `acme /s462/order/:order_id<\d+>` (routes.table:464)
    case section462View(orderId: String)
    /// `https /s463/list(/:page)` (routes.table:465)
    case section463View(page: String?)
    /// `acme /s464/files/*` (routes.table:466)
    case section464View(wildcard: [String])
    /// `https /s465/home` (routes.table:467)
    case section465View
    /// `acme /s466/item/:id` (routes.table:468)
    case section466View(id: String)
    /// `https /s467/order/:order_id<\d+>` (routes.table:469)
    case section467View(orderId: String)
    /// `acme /s468/list(/:page)` (routes.table:470)
    case section468View(page: String?)
    /// `https /s469/files/*` (routes.table:471)
    case section469View(wildcard: [String])
    /// `acme /s470/home` (routes.table:472)
    case section470View
    /// `https /s471/item/:id` (routes.table:473)
    case section471View(id: String)
    /// `acme /s472/order/:order_id<\d+>` (routes.table:474)
    case section472View(orderId: String)
    /// `https /s473/list(/:page)` (routes.table:475)
    case section473View(page: String?)
    /// `acme /s474/files/*` (routes.table:476)
    case section474View(wildcard: [String])
    /// `https /s475/home` (routes.table:477)
    case section475View
    /// `acme /s476/item/:id` (routes.table:478)
    case section476View(id: String)
    /// `https /s477/order/:order_id<\d+>` (routes.table:479)
    case section477View(orderId: String)
    /// `acme /s478/list(/:page)` (routes.table:480)
    case section478View(page: String?)
    /// `https /s479/files/*` (routes.table:481)
    case section479View(wildcard: [String])
    /// `acme /s480/home` (routes.table:482)
    case section480View
    /// `https /s481/item/:id` (routes.table:483)
    case section481View(id: String)
    /// `acme /s482/order/:order_id<\d+>` (routes.table:484)
    case section482View(orderId: String)
    /// `https /s483/list(/:page)` (routes.table:485)
    case section483View(page: String?)
    /// `acme /s484/files/*` (routes.table:486)
    case section484View(wildcard: [String])
    /// `https /s485/home` (routes.table:487)
    case section485View
    /// `acme /s486/item/:id` (routes.table:488)
    case section486View(id: String)
    /// `https /s487/order/:order_id<\d+>` (routes.table:489)
    case section487View(orderId: String)
    /// `acme /s488/list(/:page)` (routes.table:490)
    case section488View(page: String?)
    /// `https /s489/files/*` (routes.table:491)
    case section489View(wildcard: [String])
    /// `acme /s490/home` (routes.table:492)
    case section490View
    /// `https /s491/item/:id` (routes.table:493)
    case section491View(id: String)
    /// `acme /s492/order/:order_id<\d+>` (routes.table:494)
    case section492View(orderId: String)
    /// `https /s493/list(/:page)` (routes.table:495)
    case section493View(page: String?)
    /// `acme /s494/files/*` (routes.table:496)
    case section494View(wildcard: [String])
    /// `https /s495/home` (routes.table:497)
    case section495View
    /// `acme /s496/item/:id` (routes.table:498)
    case section496View(id: String)
    /// `https /s497/order/:order_id<\d+>` (routes.table:499)
    case section497View(orderId: String)
    /// `acme /s498/list(/:page)` (routes.table:500)
    case section498View(page: String?)
    /// `https /s499/files/*` (routes.table:501)
    case section499View(wildcard: [String])
    /// `acme /s500/home` (routes.table:502)
    case section500View
    /// `https /s501/item/:id` (routes.table:503)
    case section501View(id: String)
    /// `acme /s502/order/:order_id<\d+>` (routes.table:504)
    case section502View(orderId: String)
    /// `https /s503/list(/:page)` (routes.table:505)
    case section503View(page: String?)
    /// `acme /s504/files/*` (routes.table:506)
    case section504View(wildcard: [String])
    /// `https /s505/home` (routes.table:507)
    case section505View
    /// `acme /s506/item/:id` (routes.table:508)
    case section506View(id: String)
    /// `https /s507/order/:order_id<\d+>` (routes.table:509)
    case section507View(orderId: String)
    /// `acme /s508/list(/:page)` (routes.table:510)
    case section508View(page: String?)
    /// `https /s509/files/*` (routes.table:511)
    case section509View(wildcard: [String])
    /// `acme /s510/home` (routes.table:512)
    case section510View
    /// `https /s511/item/:id` (routes.table:513)
    case section511View(id: String)
    /// `acme /s512/order/:order_id<\d+>` (routes.table:514)
    case section512View(orderId: String)
    /// `https /s513/list(/:page)` (routes.table:515)
    case section513View(page: String?)
    /// `acme /s514/files/*` (routes.table:516)
    case section514View(wildcard: [String])
    /// `https /s515/home` (routes.table:517)
    case section515View
    /// `acme /s516/item/:id` (routes.table:518)
    case section516View(id: String)
    /// `https /s517/order/:order_id<\d+>` (routes.table:519)
    case section517View(orderId: String)
    /// `acme /s518/list(/:page)` (routes.table:520)
    case section518View(page: String?)
    /// `https /s519/files/*` (routes.table:521)
    case section519View(wildcard: [String])
    /// `acme /s520/home` (routes.table:522)
    case section520View
    /// `https /s521/item/:id` (routes.table:523)
    case section521View(id: String)
    /// `acme /s522/order/:order_id<\d+>` (routes.table:524)
    case section522View(orderId: String)
    /// `https /s523/list(/:page)` (routes.table:525)
    case section523View(page: String?)
    /// `acme /s524/files/*` (routes.table:526)
    case section524View(wildcard: [String])
    /// `https /s525/home` (routes.table:527)
    case section525View
    /// `acme /s526/item/:id` (routes.table:528)
    case section526View(id: String)
    /// `https /s527/order/:order_id<\d+>` (routes.table:529)
    case section527View(orderId: String)
    /// `acme /s528/list(/:page)` (routes.table:530)
    case section528View(page: String?)
    /// `https /s529/files/*` (routes.table:531)
    case section529View(wildcard: [String])
    /// `acme /s530/home` (routes.table:532)
    case section530View
    /// `https /s531/item/:id` (routes.table:533)
    case section531View(id: String)
    /// `acme /s532/order/:order_id<\d+>` (routes.table:534)
    case section532View(orderId: String)
    /// `https /s533/list(/:page)` (routes.table:535)
    case section533View(page: String?)
    /// `acme /s534/files/*` (routes.table:536)
    case section534View(wildcard: [String])
    /// `https /s535/home` (routes.table:537)
    case section535View
    /// `acme /s536/item/:id` (routes.table:538)
    case section536View(id: String)
    /// `https /s537/order/:order_id<\d+>` (routes.table:539)
    case section537View(orderId: String)
    /// `acme /s538/list(/:page)` (routes.table:540)
    case section538View(page: String?)
    /// `https /s539/files/*` (routes.table:541)
    case section539View(wildcard: [String])
    /// `acme /s540/home` (routes.table:542)
    case section540View
    /// `https /s541/item/:id` (routes.table:543)
    case section541View(id: String)
    /// `acme /s542/order/:order_id<\d+>` (routes.table:544)
    case section542View(orderId: String)
    /// `https /s543/list(/:page)` (routes.table:545)
    case section543View(page: String?)
    /// `acme /s544/files/*` (routes.table:546)
    case section544View(wildcard: [String])
    /// `https /s545/home` (routes.table:547)
    case section545View
    /// `acme /s546/item/:id` (routes.table:548)
    case section546View(id: String)
    /// `https /s547/order/:order_id<\d+>` (routes.table:549)
    case section547View(orderId: String)
    /// `acme /s548/list(/:page)` (routes.table:550)
    case section548View(page: String?)
    /// `https /s549/files/*` (routes.table:551)
    case section549View(wildcard: [String])
    /// `acme /s550/home` (routes.table:552)
    case section550View
    /// `https /s551/item/:id` (routes.table:553)
    case section551View(id: String)
    /// `acme /s552/order/:order_id<\d+>` (routes.table:554)
    case section552View(orderId: String)
    /// `https /s553/list(/:page)` (routes.table:555)
    case section553View(page: String?)
    /// `acme /s554/files/*` (routes.table:556)
    case section554View(wildcard: [String])
    /// `https /s555/home` (routes.table:557)
    case section555View
    /// `acme /s556/item/:id` (routes.table:558)
    case section556View(id: String)
    /// `https /s557/order/:order_id<\d+>` (routes.table:559)
    case section557View(orderId: String)
    /// `acme /s558/list(/:page)` (routes.table:560)
    case section558View(page: String?)
    /// `https /s559/files/*` (routes.table:561)
    case section559View(wildcard: [String])
    /// `acme /s560/home` (routes.table:562)
    case section560View
    /// `https /s561/item/:id` (routes.table:563)
    case section561View(id: String)
    /// `acme /s562/order/:order_id<\d+>` (routes.table:564)
    case section562View(orderId: String)
    /// `https /s563/list(/:page)` (routes.table:565)
    case section563View(page: String?)
    /// `acme /s564/files/*` (routes.table:566)
    case section564View(wildcard: [String])
    /// `https /s565/home` (routes.table:567)
    case section565View
    /// `acme /s566/item/:id` (routes.table:568)
    case section566View(id: String)
    /// `https /s567/order/:order_id<\d+>` (routes.table:569)
    case section567View(orderId: String)
    /// `acme /s568/list(/:page)` (routes.table:570)
    case section568View(page: String?)
    /// `https /s569/files/*` (routes.table:571)
    case section569View(wildcard: [String])
    /// `acme /s570/home` (routes.table:572)
    case section570View
    /// `https /s571/item/:id` (routes.table:573)
    case section571View(id: String)
    /// `acme /s572/order/:order_id<\d+>` (routes.table:574)
    case section572View(orderId: String)
    /// `https /s573/list(/:page)` (routes.table:575)
    case section573View(page: String?)
    /// `acme /s574/files/*` (routes.table:576)
    case section574View(wildcard: [String])
    /// `https /s575/home` (routes.table:577)
    case section575View
    /// `acme /s576/item/:id` (routes.table:578)
    case section576View(id: String)
    /// `https /s577/order/:order_id<\d+>` (routes.table:579)
    case section577View(orderId: String)
    /// `acme /s578/list(/:page)` (routes.table:580)
    case section578View(page: String?)
    /// `https /s579/files/*` (routes.table:581)
    case section579View(wildcard: [String])
    /// `acme /s580/home` (routes.table:582)
    case section580View
    /// `https /s581/item/:id` (routes.table:583)
    case section581View(id: String)
    /// `acme /s582/order/:order_id<\d+>` (routes.table:584)
    case section582View(orderId: String)
    /// `https /s583/list(/:page)` (routes.table:585)
    case section583View(page: String?)
    /// `acme /s584/files/*` (routes.table:586)
    case section584View(wildcard: [String])
    /// `https /s585/home` (routes.table:587)
    case section585View
    /// `acme /s586/item/:id` (routes.table:588)
    case section586View(id: String)
    /// `https /s587/order/:order_id<\d+>` (routes.table:589)
    case section587View(orderId: String)
    /// `acme /s588/list(/:page)` (routes.table:590)
    case section588View(page: String?)
    /// `https /s589/files/*` (routes.table:591)
    case section589View(wildcard: [String])
    /// `acme /s590/home` (routes.table:592)
    case section590View
    /// `https /s591/item/:id` (routes.table:593)
    case section591View(id: String)
    /// `acme /s592/order/:order_id<\d+>` (routes.table:594)
    case section592View(orderId: String)
    /// `https /s593/list(/:page)` (routes.table:595)
    case section593View(page: String?)
    /// `acme /s594/files/*` (routes.table:596)
    case section594View(wildcard: [String])
    /// `https /s595/home` (routes.table:597)
    case section595View
    /// `acme /s596/item/:id` (routes.table:598)
    case section596View(id: String)
    /// `https /s597/order/:order_id<\d+>` (routes.table:599)
    case section597View(orderId: String)
    /// `acme /s598/list(/:page)` (routes.table:600)
    case section598View(page: String?)
    /// `https /s599/files/*` (routes.table:601)
    case section599View(wildcard: [String])
    /// `acme /s600/home` (routes.table:602)
    case section600View
    /// `https /s601/item/:id` (routes.table:603)
    case section601View(id: String)
    /// `acme /s602/order/:order_id<\d+>` (routes.table:604)
    case section602View(orderId: String)
    /// `https /s603/list(/:page)` (routes.table:605)
    case section603View(page: String?)
    /// `acme /s604/files/*` (routes.table:606)
    case section604View(wildcard: [String])
    /// `https /s605/home` (routes.table:607)
    case section605View
    /// `acme /s606/item/:id` (routes.table:608)
    case section606View(id: String)
    /// `https /s607/order/:order_id<\d+>` (routes.table:609)
    case section607View(orderId: String)
    /// `acme /s608/list(/:page)` (routes.table:610)
    case section608View(page: String?)
    /// `https /s609/files/*` (routes.table:611)
    case section609View(wildcard: [String])
    /// `acme /s610/home` (routes.table:612)
    case section610View
    /// `https /s611/item/:id` (routes.table:613)
    case section611View(id: String)
    /// `acme /s612/order/:order_id<\d+>` (routes.table:614)
    case section612View(orderId: String)
    /// `https /s613/list(/:page)` (routes.table:615)
    case section613View(page: String?)
    /// `acme /s614/files/*` (routes.table:616)
    case section614View(wildcard: [String])
    /// `https /s615/home` (routes.table:617)
    case section615View
    /// `acme /s616/item/:id` (routes.table:618)
    case section616View(id: String)
    /// `https /s617/order/:order_id<\d+>` (routes.table:619)
    case section617View(orderId: String)
    /// `acme /s618/list(/:page)` (routes.table:620)
    case section618View(page: String?)
    /// `https /s619/files/*` (routes.table:621)
    case section619View(wildcard: [String])
    /// `acme /s620/home` (routes.table:622)
    case section620View
    /// `https /s621/item/:id` (routes.table:623)
    case section621View(id: String)
    /// `acme /s622/order/:order_id<\d+>` (routes.table:624)
    case section622View(orderId: String)
    /// `https /s623/list(/:page)` (routes.table:625)
    case section623View(page: String?)
    /// `acme /s624/files/*` (routes.table:626)
    case section624View(wildcard: [String])
    /// `https /s625/home` (routes.table:627)
    case section625View
    /// `acme /s626/item/:id` (routes.table:628)
    case section626View(id: String)
    /// `https /s627/order/:order_id<\d+>` (routes.table:629)
    case section627View(orderId: String)
    /// `acme /s628/list(/:page)` (routes.table:630)
    case section628View(page: String?)
    /// `https /s629/files/*` (routes.table:631)
    case section629View(wildcard: [String])
    /// `acme /s630/home` (routes.table:632)
    case section630View
    /// `https /s631/item/:id` (routes.table:633)
    case section631View(id: String)
    /// `acme /s632/order/:order_id<\d+>` (routes.table:634)
    case section632View(orderId: String)
    /// `https /s633/list(/:page)` (routes.table:635)
    case section633View(page: String?)
    /// `acme /s634/files/*` (routes.table:636)
    case section634View(wildcard: [String])
    /// `https /s635/home` (routes.table:637)
    case section635View
    /// `acme /s636/item/:id` (routes.table:638)
    case section636View(id: String)
    /// `https /s637/order/:order_id<\d+>` (routes.table:639)
    case section637View(orderId: String)
    /// `acme /s638/list(/:page)` (routes.table:640)
    case section638View(page: String?)
    /// `https /s639/files/*` (routes.table:641)
    case section639View(wildcard: [String])
    /// `acme /s640/home` (routes.table:642)
    case section640View
    /// `https /s641/item/:id` (routes.table:643)
    case section641View(id: String)
    /// `acme /s642/order/:order_id<\d+>` (routes.table:644)
    case section642View(orderId: String)
    /// `https /s643/list(/:page)` (routes.table:645)
    case section643View(page: String?)
    /// `acme /s644/files/*` (routes.table:646)
    case section644View(wildcard: [String])
    /// `https /s645/home` (routes.table:647)
    case section645View
    /// `acme /s646/item/:id` (routes.table:648)
    case section646View(id: String)
    /// `https /s647/order/:order_id<\d+>` (routes.table:649)
    case section647View(orderId: String)
    /// `acme /s648/list(/:page)` (routes.table:650)
    case section648View(page: String?)
    /// `https /s649/files/*` (routes.table:651)
    case section649View(wildcard: [String])
    /// `acme /s650/home` (routes.table:652)
    case section650View
    /// `https /s651/item/:id` (routes.table:653)
    case section651View(id: String)
    /// `acme /s652/order/:order_id<\d+>` (routes.table:654)
    case section652View(orderId: String)
    /// `https /s653/list(/:page)` (routes.table:655)
    case section653View(page: String?)
    /// `acme /s654/files/*` (routes.table:656)
    case section654View(wildcard: [String])
    /// `https /s655/home` (routes.table:657)
    case section655View
    /// `acme /s656/item/:id` (routes.table:658)
    case section656View(id: String)
    /// `https /s657/order/:order_id<\d+>` (routes.table:659)
    case section657View(orderId: String)
    /// `acme /s658/list(/:page)` (routes.table:660)
    case section658View(page: String?)
    /// `https /s659/files/*` (routes.table:661)
    case section659View(wildcard: [String])
    /// `acme /s660/home` (routes.table:662)
    case section660View
    /// `https /s661/item/:id` (routes.table:663)
    case section661View(id: String)
    /// `acme /s662/order/:order_id<\d+>` (routes.table:664)
    case section662View(orderId: String)
    /// `https /s663/list(/:page)` (routes.table:665)
    case section663View(page: String?)
    /// `acme /s664/files/*` (routes.table:666)
    case section664View(wildcard: [String])
    /// `https /s665/home` (routes.table:667)
    case section665View
    /// `acme /s666/item/:id` (routes.table:668)
    case section666View(id: String)
    /// `https /s667/order/:order_id<\d+>` (routes.table:669)
    case section667View(orderId: String)
    /// `acme /s668/list(/:page)` (routes.table:670)
    case section668View(page: String?)
    /// `https /s669/files/*` (routes.table:671)
    case section669View(wildcard: [String])
    /// `acme /s670/home` (routes.table:672)
    case section670View
    /// `https /s671/item/:id` (routes.table:673)
    case section671View(id: String)
    /// `acme /s672/order/:order_id<\d+>` (routes.table:674)
    case section672View(orderId: String)
    /// `https /s673/list(/:page)` (routes.table:675)
    case section673View(page: String?)
    /// `acme /s674/files/*` (routes.table:676)
    case section674View(wildcard: [String])
    /// `https /s675/home` (routes.table:677)
    case section675View
    /// `acme /s676/item/:id` (routes.table:678)
    case section676View(id: String)
    /// `https /s677/order/:order_id<\d+>` (routes.table:679)
    case section677View(orderId: String)
    /// `acme /s678/list(/:page)` (routes.table:680)
    case section678View(page: String?)
    /// `https /s679/files/*` (routes.table:681)
    case section679View(wildcard: [String])
    /// `acme /s680/home` (routes.table:682)
    case section680View
    /// `https /s681/item/:id` (routes.table:683)
    case section681View(id: String)
    /// `acme /s682/order/:order_id<\d+>` (routes.table:684)
    case section682View(orderId: String)
    /// `https /s683/list(/:page)` (routes.table:685)
    case section683View(page: String?)
    /// `acme /s684/files/*` (routes.table:686)
    case section684View(wildcard: [String])
    /// `https /s685/home` (routes.table:687)
    case section685View
    /// `acme /s686/item/:id` (routes.table:688)
    case section686View(id: String)
    /// `https /s687/order/:order_id<\d+>` (routes.table:689)
    case section687View(orderId: String)
    /// `acme /s688/list(/:page)` (routes.table:690)
    case section688View(page: String?)
    /// `https /s689/files/*` (routes.table:691)
    case section689View(wildcard: [String])
    /// `acme /s690/home` (routes.table:692)
    case section690View
    /// `https /s691/item/:id` (routes.table:693)
    case section691View(id: String)
    /// `acme /s692/order/:order_id<\d+>` (routes.table:694)
    case section692View(orderId: String)
    /// `https /s693/list(/:page)` (routes.table:695)
    case section693View(page: String?)
    /// `acme /s694/files/*` (routes.table:696)
    case section694View(wildcard: [String])
    /// `https /s695/home` (routes.table:697)
    case section695View
    /// `acme /s696/item/:id` (routes.table:698)
    case section696View(id: String)
    /// `https /s697/order/:order_id<\d+>` (routes.table:699)
    case section697View(orderId: String)
    /// `acme /s698/list(/:page)` (routes.table:700)
    case section698View(page: String?)
    /// `https /s699/files/*` (routes.table:701)
    case section699View(wildcard: [String])
    /// `acme /s700/home` (routes.table:702)
    case section700View
    /// `https /s701/item/:id` (routes.table:703)
    case section701View(id: String)
    /// `acme /s702/order/:order_id<\d+>` (routes.table:704)
    case section702View(orderId: String)
    /// `https /s703/list(/:page)` (routes.table:705)
    case section703View(page: String?)
    /// `acme /s704/files/*` (routes.table:706)
    case section704View(wildcard: [String])
    /// `https /s705/home` (routes.table:707)
    case section705View
    /// `acme /s706/item/:id` (routes.table:708)
    case section706View(id: String)
    /// `https /s707/order/:order_id<\d+>` (routes.table:709)
    case section707View(orderId: String)
    /// `acme /s708/list(/:page)` (routes.table:710)
    case section708View(page: String?)
    /// `https /s709/files/*` (routes.table:711)
    case section709View(wildcard: [String])
    /// `acme /s710/home` (routes.table:712)
    case section710View
    /// `https /s711/item/:id` (routes.table:713)
    case section711View(id: String)
    /// `acme /s712/order/:order_id<\d+>` (routes.table:714)
    case section712View(orderId: String)
    /// `https /s713/list(/:page)` (routes.table:715)
    case section713View(page: String?)
    /// `acme /s714/files/*` (routes.table:716)
    case section714View(wildcard: [String])
    /// `https /s715/home` (routes.table:717)
    case section715View
    /// `acme /s716/item/:id` (routes.table:718)
    case section716View(id: String)
    /// `https /s717/order/:order_id<\d+>` (routes.table:719)
    case section717View(orderId: String)
    /// `acme /s718/list(/:page)` (routes.table:720)
    case section718View(page: String?)
    /// `https /s719/files/*` (routes.table:721)
    case section719View(wildcard: [String])
    /// `acme /s720/home` (routes.table:722)
    case section720View
    /// `https /s721/item/:id` (routes.table:723)
    case section721View(id: String)
    /// `acme /s722/order/:order_id<\d+>` (routes.table:724)
    case section722View(orderId: String)
    /// `https /s723/list(/:page)` (routes.table:725)
    case section723View(page: String?)
    /// `acme /s724/files/*` (routes.table:726)
    case section724View(wildcard: [String])
    /// `https /s725/home` (routes.table:727)
    case section725View
    /// `acme /s726/item/:id` (routes.table:728)
    case section726View(id: String)
    /// `https /s727/order/:order_id<\d+>` (routes.table:729)
    case section727View(orderId: String)
    /// `acme /s728/list(/:page)` (routes.table:730)
    case section728View(page: String?)
    /// `https /s729/files/*` (routes.table:731)
    case section729View(wildcard: [String])
    /// `acme /s730/home` (routes.table:732)
    case section730View
    /// `https /s731/item/:id` (routes.table:733)
    case section731View(id: String)
    /// `acme /s732/order/:order_id<\d+>` (routes.table:734)
    case section732View(orderId: String)
    /// `https /s733/list(/:page)` (routes.table:735)
    case section733View(page: String?)
    /// `acme /s734/files/*` (routes.table:736)
    case section734View(wildcard: [String])
    /// `https /s735/home` (routes.table:737)
    case section735View
    /// `acme /s736/item/:id` (routes.table:738)
    case section736View(id: String)
    /// `https /s737/order/:order_id<\d+>` (routes.table:739)
    case section737View(orderId: String)
    /// `acme /s738/list(/:page)` (routes.table:740)
    case section738View(page: String?)
    /// `https /s739/files/*` (routes.table:741)
    case section739View(wildcard: [String])
    /// `acme /s740/home` (routes.table:742)
    case section740View
    /// `https /s741/item/:id` (routes.table:743)
    case section741View(id: String)
    /// `acme /s742/order/:order_id<\d+>` (routes.table:744)
    case section742View(orderId: String)
    /// `https /s743/list(/:page)` (routes.table:745)
    case section743View(page: String?)
    /// `acme /s744/files/*` (routes.table:746)
    case section744View(wildcard: [String])
    /// `https /s745/home` (routes.table:747)
    case section745View
    /// `acme /s746/item/:id` (routes.table:748)
    case section746View(id: String)
    /// `https /s747/order/:order_id<\d+>` (routes.table:749)
    case section747View(orderId: String)
    /// `acme /s748/list(/:page)` (routes.table:750)
    case section748View(page: String?)
    /// `https /s749/files/*` (routes.table:751)
    case section749View(wildcard: [String])
    /// `acme /s750/home` (routes.table:752)
    case section750View
    /// `https /s751/item/:id` (routes.table:753)
    case section751View(id: String)
    /// `acme /s752/order/:order_id<\d+>` (routes.table:754)
    case section752View(orderId: String)
    /// `https /s753/list(/:page)` (routes.table:755)
    case section753View(page: String?)
    /// `acme /s754/files/*` (routes.table:756)
    case section754View(wildcard: [String])
    /// `https /s755/home` (routes.table:757)
    case section755View
    /// `acme /s756/item/:id` (routes.table:758)
    case section756View(id: String)
    /// `https /s757/order/:order_id<\d+>` (routes.table:759)
    case section757View(orderId: String)
    /// `acme /s758/list(/:page)` (routes.table:760)
    case section758View(page: String?)
    /// `https /s759/files/*` (routes.table:761)
    case section759View(wildcard: [String])
    /// `acme /s760/home` (routes.table:762)
    case section760View
    /// `https /s761/item/:id` (routes.table:763)
    case section761View(id: String)
    /// `acme /s762/order/:order_id<\d+>` (routes.table:764)
    case section762View(orderId: String)
    /// `https /s763/list(/:page)` (routes.table:765)
    case section763View(page: String?)
    /// `acme /s764/files/*` (routes.table:766)
    case section764View(wildcard: [String])
    /// `https /s765/home` (routes.table:767)
    case section765View
    /// `acme /s766/item/:id` (routes.table:768)
    case section766View(id: String)
    /// `https /s767/order/:order_id<\d+>` (routes.table:769)
    case section767View(orderId: String)
    /// `acme /s768/list(/:page)` (routes.table:770)
    case section768View(page: String?)
    /// `https /s769/files/*` (routes.table:771)
    case section769View(wildcard: [String])
    /// `acme /s770/home` (routes.table:772)
    case section770View
    /// `https /s771/item/:id` (routes.table:773)
    case section771View(id: String)
    /// `acme /s772/order/:order_id<\d+>` (routes.table:774)
    case section772View(orderId: String)
    /// `https /s773/list(/:page)` (routes.table:775)
    case section773View(page: String?)
    /// `acme /s774/files/*` (routes.table:776)
    case section774View(wildcard: [String])
    /// `https /s775/home` (routes.table:777)
    case section775View
    /// `acme /s776/item/:id` (routes.table:778)
    case section776View(id: String)
    /// `https /s777/order/:order_id<\d+>` (routes.table:779)
    case section777View(orderId: String)
    /// `acme /s778/list(/:page)` (routes.table:780)
    case section778View(page: String?)
    /// `https /s779/files/*` (routes.table:781)
    case section779View(wildcard: [String])
    /// `acme /s780/home` (routes.table:782)
    case section780View
    /// `https /s781/item/:id` (routes.table:783)
    case section781View(id: String)
    /// `acme /s782/order/:order_id<\d+>` (routes.table:784)
    case section782View(orderId: String)
    /// `https /s783/list(/:page)` (routes.table:785)
    case section783View(page: String?)
    /// `acme /s784/files/*` (routes.table:786)
    case section784View(wildcard: [String])
    /// `https /s785/home` (routes.table:787)
    case section785View
    /// `acme /s786/item/:id` (routes.table:788)
    case section786View(id: String)
    /// `https /s787/order/:order_id<\d+>` (routes.table:789)
    case section787View(orderId: String)
    /// `acme /s788/list(/:page)` (routes.table:790)
    case section788View(page: String?)
    /// `https /s789/files/*` (routes.table:791)
    case section789View(wildcard: [String])
    /// `acme /s790/home` (routes.table:792)
    case section790View
    /// `https /s791/item/:id` (routes.table:793)
    case section791View(id: String)
    /// `acme /s792/order/:order_id<\d+>` (routes.table:794)
    case section792View(orderId: String)
    /// `https /s793/list(/:page)` (routes.table:795)
    case section793View(page: String?)
    /// `acme /s794/files/*` (routes.table:796)
    case section794View(wildcard: [String])
    /// `https /s795/home` (routes.table:797)
    case section795View
    /// `acme /s796/item/:id` (routes.table:798)
    case section796View(id: String)
    /// `https /s797/order/:order_id<\d+>` (routes.table:799)
    case section797View(orderId: String)
    /// `acme /s798/list(/:page)` (routes.table:800)
    case section798View(page: String?)
    /// `https /s799/files/*` (routes.table:801)
    case section799View(wildcard: [String])
    /// `acme /s800/home` (routes.table:802)
    case section800View
    /// `https /s801/item/:id` (routes.table:803)
    case section801View(id: String)
    /// `acme /s802/order/:order_id<\d+>` (routes.table:804)
    case section802View(orderId: String)
    /// `https /s803/list(/:page)` (routes.table:805)
    case section803View(page: String?)
    /// `acme /s804/files/*` (routes.table:806)
    case section804View(wildcard: [String])
    /// `https /s805/home` (routes.table:807)
    case section805View
    /// `acme /s806/item/:id` (routes.table:808)
    case section806View(id: String)
    /// `https /s807/order/:order_id<\d+>` (routes.table:809)
    case section807View(orderId: String)
    /// `acme /s808/list(/:page)` (routes.table:810)
    case section808View(page: String?)
    /// `https /s809/files/*` (routes.table:811)
    case section809View(wildcard: [String])
    /// `acme /s810/home` (routes.table:812)
    case section810View
    /// `https /s811/item/:id` (routes.table:813)
    case section811View(id: String)
    /// `acme /s812/order/:order_id<\d+>` (routes.table:814)
    case section812View(orderId: String)
    /// `https /s813/list(/:page)` (routes.table:815)
    case section813View(page: String?)
    /// `acme /s814/files/*` (routes.table:816)
    case section814View(wildcard: [String])
    /// `https /s815/home` (routes.table:817)
    case section815View
    /// `acme /s816/item/:id` (routes.table:818)
    case section816View(id: String)
    /// `https /s817/order/:order_id<\d+>` (routes.table:819)
    case section817View(orderId: String)
    /// `acme /s818/list(/:page)` (routes.table:820)
    case section818View(page: String?)
    /// `https /s819/files/*` (routes.table:821)
    case section819View(wildcard: [String])
    /// `acme /s820/home` (routes.table:822)
    case section820View
    /// `https /s821/item/:id` (routes.table:823)
    case section821View(id: String)
    /// `acme /s822/order/:order_id<\d+>` (routes.table:824)
    case section822View(orderId: String)
    /// `https /s823/list(/:page)` (routes.table:825)
    case section823View(page: String?)
    /// `acme /s824/files/*` (routes.table:826)
    case section824View(wildcard: [String])
    /// `https /s825/home` (routes.table:827)
    case section825View
    /// `acme /s826/item/:id` (routes.table:828)
    case section826View(id: String)
    /// `https /s827/order/:order_id<\d+>` (routes.table:829)
    case section827View(orderId: String)
    /// `acme /s828/list(/:page)` (routes.table:830)
    case section828View(page: String?)
    /// `https /s829/files/*` (routes.table:831)
    case section829View(wildcard: [String])
    /// `acme /s830/home` (routes.table:832)
    case section830View
    /// `https /s831/item/:id` (routes.table:833)
    case section831View(id: String)
    /// `acme /s832/order/:order_id<\d+>` (routes.table:834)
    case section832View(orderId: String)
    /// `https /s833/list(/:page)` (routes.table:835)
    case section833View(page: String?)
    /// `acme /s834/files/*` (routes.table:836)
    case section834View(wildcard: [String])
    /// `https /s835/home` (routes.table:837)
    case section835View
    /// `acme /s836/item/:id` (routes.table:838)
    case section836View(id: String)
    /// `https /s837/order/:order_id<\d+>` (routes.table:839)
    case section837View(orderId: String)
    /// `acme /s838/list(/:page)` (routes.table:840)
    case section838View(page: String?)
    /// `https /s839/files/*` (routes.table:841)
    case section839View(wildcard: [String])
    /// `acme /s840/home` (routes.table:842)
    case section840View
    /// `https /s841/item/:id` (routes.table:843)
    case section841View(id: String)
    /// `acme /s842/order/:order_id<\d+>` (routes.table:844)
    case section842View(orderId: String)
    /// `https /s843/list(/:page)` (routes.table:845)
    case section843View(page: String?)
    /// `acme /s844/files/*` (routes.table:846)
    case section844View(wildcard: [String])
    /// `https /s845/home` (routes.table:847)
    case section845View
    /// `acme /s846/item/:id` (routes.table:848)
    case section846View(id: String)
    /// `https /s847/order/:order_id<\d+>` (routes.table:849)
    case section847View(orderId: String)
    /// `acme /s848/list(/:page)` (routes.table:850)
    case section848View(page: String?)
    /// `https /s849/files/*` (routes.table:851)
    case section849View(wildcard: [String])
    /// `acme /s850/home` (routes.table:852)
    case section850View
    /// `https /s851/item/:id` (routes.table:853)
    case section851View(id: String)
    /// `acme /s852/order/:order_id<\d+>` (routes.table:854)
    case section852View(orderId: String)
    /// `https /s853/list(/:page)` (routes.table:855)
    case section853View(page: String?)
    /// `acme /s854/files/*` (routes.table:856)
    case section854View(wildcard: [String])
    /// `https /s855/home` (routes.table:857)
    case section855View
    /// `acme /s856/item/:id` (routes.table:858)
    case section856View(id: String)
    /// `https /s857/order/:order_id<\d+>` (routes.table:859)
    case section857View(orderId: String)
    /// `acme /s858/list(/:page)` (routes.table:860)
    case section858View(page: String?)
    /// `https /s859/files/*` (routes.table:861)
    case section859View(wildcard: [String])
    /// `acme /s860/home` (routes.table:862)
    case section860View
    /// `https /s861/item/:id` (routes.table:863)
    case section861View(id: String)
    /// `acme /s862/order/:order_id<\d+>` (routes.table:864)
    case section862View(orderId: String)
    /// `https /s863/list(/:page)` (routes.table:865)
    case section863View(page: String?)
    /// `acme /s864/files/*` (routes.table:866)
    case section864View(wildcard: [String])
    /// `https /s865/home` (routes.table:867)
    case section865View
    /// `acme /s866/item/:id` (routes.table:868)
    case section866View(id: String)
    /// `https /s867/order/:order_id<\d+>` (routes.table:869)
    case section867View(orderId: String)
    /// `acme /s868/list(/:page)` (routes.table:870)
    case section868View(page: String?)
    /// `https /s869/files/*` (routes.table:871)
    case section869View(wildcard: [String])
    /// `acme /s870/home` (routes.table:872)
    case section870View
    /// `https /s871/item/:id` (routes.table:873)
    case section871View(id: String)
    /// `acme /s872/order/:order_id<\d+>` (routes.table:874)
    case section872View(orderId: String)
    /// `https /s873/list(/:page)` (routes.table:875)
    case section873View(page: String?)
    /// `acme /s874/files/*` (routes.table:876)
    case section874View(wildcard: [String])
    /// `https /s875/home` (routes.table:877)
    case section875View
    /// `acme /s876/item/:id` (routes.table:878)
    case section876View(id: String)
    /// `https /s877/order/:order_id<\d+>` (routes.table:879)
    case section877View(orderId: String)
    /// `acme /s878/list(/:page)` (routes.table:880)
    case section878View(page: String?)
    /// `https /s879/files/*` (routes.table:881)
    case section879View(wildcard: [String])
    /// `acme /s880/home` (routes.table:882)
    case section880View
    /// `https /s881/item/:id` (routes.table:883)
    case section881View(id: String)
    /// `acme /s882/order/:order_id<\d+>` (routes.table:884)
    case section882View(orderId: String)
    /// `https /s883/list(/:page)` (routes.table:885)
    case section883View(page: String?)
    /// `acme /s884/files/*` (routes.table:886)
    case section884View(wildcard: [String])
    /// `https /s885/home` (routes.table:887)
    case section885View
    /// `acme /s886/item/:id` (routes.table:888)
    case section886View(id: String)
    /// `https /s887/order/:order_id<\d+>` (routes.table:889)
    case section887View(orderId: String)
    /// `acme /s888/list(/:page)` (routes.table:890)
    case section888View(page: String?)
    /// `https /s889/files/*` (routes.table:891)
    case section889View(wildcard: [String])
    /// `acme /s890/home` (routes.table:892)
    case section890View
    /// `https /s891/item/:id` (routes.table:893)
    case section891View(id: String)
    /// `acme /s892/order/:order_id<\d+>` (routes.table:894)
    case section892View(orderId: String)
    /// `https /s893/list(/:page)` (routes.table:895)
    case section893View(page: String?)
    /// `acme /s894/files/*` (routes.table:896)
    case section894View(wildcard: [String])
    /// `https /s895/home` (routes.table:897)
    case section895View
    /// `acme /s896/item/:id` (routes.table:898)
    case section896View(id: String)
    /// `https /s897/order/:order_id<\d+>` (routes.table:899)
    case section897View(orderId: String)
    /// `acme /s898/list(/:page)` (routes.table:900)
    case section898View(page: String?)
    /// `https /s899/files/*` (routes.table:901)
    case section899View(wildcard: [String])
    /// `acme /s900/home` (routes.table:902)
    case section900View
    /// `https /s901/item/:id` (routes.table:903)
    case section901View(id: String)
    /// `acme /s902/order/:order_id<\d+>` (routes.table:904)
    case section902View(orderId: String)
    /// `https /s903/list(/:page)` (routes.table:905)
    case section903View(page: String?)
    /// `acme /s904/files/*` (routes.table:906)
    case section904View(wildcard: [String])
    /// `https /s905/home` (routes.table:907)
    case section905View
    /// `acme /s906/item/:id` (routes.table:908)
    case section906View(id: String)
    /// `https /s907/order/:order_id<\d+>` (routes.table:909)
    case section907View(orderId: String)
    /// `acme /s908/list(/:page)` (routes.table:910)
    case section908View(page: String?)
    /// `https /s909/files/*` (routes.table:911)
    case section909View(wildcard: [String])
    /// `acme /s910/home` (routes.table:912)
    case section910View
    /// `https /s911/item/:id` (routes.table:913)
    case section911View(id: String)
    /// `acme /s912/order/:order_id<\d+>` (routes.table:914)
    case section912View(orderId: String)
    /// `https /s913/list(/:page)` (routes.table:915)
    case section913View(page: String?)
    /// `acme /s914/files/*` (routes.table:916)
    case section914View(wildcard: [String])
    /// `https /s915/home` (routes.table:917)
    case section915View
    /// `acme /s916/item/:id` (routes.table:918)
    case section916View(id: String)
    /// `https /s917/order/:order_id<\d+>` (routes.table:919)
    case section917View(orderId: String)
    /// `acme /s918/list(/:page)` (routes.table:920)
    case section918View(page: String?)
    /// `https /s919/files/*` (routes.table:921)
    case section919View(wildcard: [String])
    /// `acme /s920/home` (routes.table:922)
    case section920View
    /// `https /s921/item/:id` (routes.table:923)
    case section921View(id: String)
    /// `acme /s922/order/:order_id<\d+>` (routes.table:924)
    case section922View(orderId: String)
    /// `https /s923/list(/:page)` (routes.table:925)
    case section923View(page: String?)
    /// `acme /s924/files/*` (routes.table:926)
    case section924View(wildcard: [String])
    /// `https /s925/home` (routes.table:927)
    case section925View
    /// `acme /s926/item/:id` (routes.table:928)
    case section926View(id: String)
    /// `https /s927/order/:order_id<\d+>` (routes.table:929)
    case section927View(orderId: String)
    /// `acme /s928/list(/:page)` (routes.table:930)
    case section928View(page: String?)
    /// `https /s929/files/*` (routes.table:931)
    case section929View(wildcard: [String])
    /// `acme /s930/home` (routes.table:932)
    case section930View
    /// `https /s931/item/:id` (routes.table:933)
    case section931View(id: String)
    /// `acme /s932/order/:order_id<\d+>` (routes.table:934)
    case section932View(orderId: String)
    /// `https /s933/list(/:page)` (routes.table:935)
    case section933View(page: String?)
    /// `acme /s934/files/*` (routes.table:936)
    case section934View(wildcard: [String])
    /// `https /s935/home` (routes.table:937)
    case section935View
    /// `acme /s936/item/:id` (routes.table:938)
    case section936View(id: String)
    /// `https /s937/order/:order_id<\d+>` (routes.table:939)
    case section937View(orderId: String)
    /// `acme /s938/list(/:page)` (routes.table:940)
    case section938View(page: String?)
    /// `https /s939/files/*` (routes.table:941)
    case section939View(wildcard: [String])
    /// `acme /s940/home` (routes.table:942)
    case section940View
    /// `https /s941/item/:id` (routes.table:943)
    case section941View(id: String)
    /// `acme /s942/order/:order_id<\d+>` (routes.table:944)
    case section942View(orderId: String)
    /// `https /s943/list(/:page)` (routes.table:945)
    case section943View(page: String?)
    /// `acme /s944/files/*` (routes.table:946)
    case section944View(wildcard: [String])
    /// `https /s945/home` (routes.table:947)
    case section945View
    /// `acme /s946/item/:id` (routes.table:948)
    case section946View(id: String)
    /// `https /s947/order/:order_id<\d+>` (routes.table:949)
    case section947View(orderId: String)
    /// `acme /s948/list(/:page)` (routes.table:950)
    case section948View(page: String?)
    /// `https /s949/files/*` (routes.table:951)
    case section949View(wildcard: [String])
    /// `acme /s950/home` (routes.table:952)
    case section950View
    /// `https /s951/item/:id` (routes.table:953)
    case section951View(id: String)
    /// `acme /s952/order/:order_id<\d+>` (routes.table:954)
    case section952View(orderId: String)
    /// `https /s953/list(/:page)` (routes.table:955)
    case section953View(page: String?)
    /// `acme /s954/files/*` (routes.table:956)
    case section954View(wildcard: [String])
    /// `https /s955/home` (routes.table:957)
    case section955View
    /// `acme /s956/item/:id` (routes.table:958)
    case section956View(id: String)
    /// `https /s957/order/:order_id<\d+>` (routes.table:959)
    case section957View(orderId: String)
    /// `acme /s958/list(/:page)` (routes.table:960)
    case section958View(page: String?)
    /// `https /s959/files/*` (routes.table:961)
    case section959View(wildcard: [String])
    /// `acme /s960/home` (routes.table:962)
    case section960View
    /// `https /s961/item/:id` (routes.table:963)
    case section961View(id: String)
    /// `acme /s962/order/:order_id<\d+>` (routes.table:964)
    case section962View(orderId: String)
    /// `https /s963/list(/:page)` (routes.table:965)
    case section963View(page: String?)
    /// `acme /s964/files/*` (routes.table:966)
    case section964View(wildcard: [String])
    /// `https /s965/home` (routes.table:967)
    case section965View
    /// `acme /s966/item/:id` (routes.table:968)
    case section966View(id: String)
    /// `https /s967/order/:order_id<\d+>` (routes.table:969)
    case section967View(orderId: String)
    /// `acme /s968/list(/:page)` (routes.table:970)
    case section968View(page: String?)
    /// `https /s969/files/*` (routes.table:971)
    case section969View(wildcard: [String])
    /// `acme /s970/home` (routes.table:972)
    case section970View
    /// `https /s971/item/:id` (routes.table:973)
    case section971View(id: String)
    /// `acme /s972/order/:order_id<\d+>` (routes.table:974)
    case section972View(orderId: String)
    /// `https /s973/list(/:page)` (routes.table:975)
    case section973View(page: String?)
    /// `acme /s974/files/*` (routes.table:976)
    case section974View(wildcard: [String])
    /// `https /s975/home` (routes.table:977)
    case section975View
    /// `acme /s976/item/:id` (routes.table:978)
    case section976View(id: String)
    /// `https /s977/order/:order_id<\d+>` (routes.table:979)
    case section977View(orderId: String)
    /// `acme /s978/list(/:page)` (routes.table:980)
    case section978View(page: String?)
    /// `https /s979/files/*` (routes.table:981)
    case section979View(wildcard: [String])
    /// `acme /s980/home` (routes.table:982)
    case section980View
    /// `https /s981/item/:id` (routes.table:983)
    case section981View(id: String)
    /// `acme /s982/order/:order_id<\d+>` (routes.table:984)
    case section982View(orderId: String)
    /// `https /s983/list(/:page)` (routes.table:985)
    case section983View(page: String?)
    /// `acme /s984/files/*` (routes.table:986)
    case section984View(wildcard: [String])
    /// `https /s985/home` (routes.table:987)
    case section985View
    /// `acme /s986/item/:id` (routes.table:988)
    case section986View(id: String)
    /// `https /s987/order/:order_id<\d+>` (routes.table:989)
    case section987View(orderId: String)
    /// `acme /s988/list(/:page)` (routes.table:990)
    case section988View(page: String?)
    /// `https /s989/files/*` (routes.table:991)
    case section989View(wildcard: [String])
    /// `acme /s990/home` (routes.table:992)
    case section990View
    /// `https /s991/item/:id` (routes.table:993)
    case section991View(id: String)
    /// `acme /s992/order/:order_id<\d+>` (routes.table:994)
    case section992View(orderId: String)
    /// `https /s993/list(/:page)` (routes.table:995)
    case section993View(page: String?)
    /// `acme /s994/files/*` (routes.table:996)
    case section994View(wildcard: [String])
    /// `https /s995/home` (routes.table:997)
    case section995View
    /// `acme /s996/item/:id` (routes.table:998)
    case section996View(id: String)
    /// `https /s997/order/:order_id<\d+>` (routes.table:999)
    case section997View(orderId: String)
    /// `acme /s998/list(/:page)` (routes.table:1000)
    case section998View(page: String?)
    /// `https /s999/files/*` (routes.table:1001)
    case section999View(wildcard: [String])

    /// The named route `url` reaches in the table, with its path values; nil for a miss or
    /// a route without a name.
    init?(url: String) {
        guard let match = Self.links.read(url) else { return nil }
        let values = match.values
        switch match.route {
        case 0: self = .section0View
        case 1: self = .section1View(id: values["id"] ?? "")
        case 2: self = .section2View(orderId: values["order_id"] ?? "")
        case 3: self = .section3View(page: values["page"])
        case 4: self = .section4View(wildcard: match.wildcard)
        case 5: self = .section5View
        case 6: self = .section6View(id: values["id"] ?? "")
        case 7: self = .section7View(orderId: values["order_id"] ?? "")
        case 8: self = .section8View(page: values["page"])
        case 9: self = .section9View(wildcard: match.wildcard)
        case 10: self = .section10View
        case 11: self = .section11View(id: values["id"] ?? "")
        case 12: self = .section12View(orderId: values["order_id"] ?? "")
        case 13: self = .section13View(page: values["page"])
        case 14: self = .section14View(wildcard: match.wildcard)
        case 15: self = .section15View
        case 16: self = .section16View(id: values["id"] ?? "")
        case 17: self = .section17View(orderId: values["order_id"] ?? "")
        case 18: self = .section18View(page: values["page"])
        case 19: self = .section19View(wildcard: match.wildcard)
        case 20: self = .section20View
        case 21: self = .section21View(id: values["id"] ?? "")
        case 22: self = .section22View(orderId: values["order_id"] ?? "")
        case 23: self = .section23View(page: values["page"])
        case 24: self = .section24View(wildcard: match.wildcard)
        case 25: self = .section25View
        case 26: self = .section26View(id: values["id"] ?? "")
        case 27: self = .section27View(orderId: values["order_id"] ?? "")
        case 28: self = .section28View(page: values["page"])
        case 29: self = .section29View(wildcard: match.wildcard)
        case 30: self = .section30View
        case 31: self = .section31View(id: values["id"] ?? "")
        case 32: self = .section32View(orderId: values["order_id"] ?? "")
        case 33: self = .section33View(page: values["page"])
        case 34: self = .section34View(wildcard: match.wildcard)
        case 35: self = .section35View
        case 36: self = .section36View(id: values["id"] ?? "")
        case 37: self = .section37View(orderId: values["order_id"] ?? "")
        case 38: self = .section38View(page: values["page"])
        case 39: self = .section39View(wildcard: match.wildcard)
        case 40: self = .section40View
        case 41: self = .section41View(id: values["id"] ?? "")
        case 42: self = .section42View(orderId: values["order_id"] ?? "")
        case 43: self = .section43View(page: values["page"])
        case 44: self = .section44View(wildcard: match.wildcard)
        case 45: self = .section45View
        case 46: self = .section46View(id: values["id"] ?? "")
        case 47: self = .section47View(orderId: values["order_id"] ?? "")
        case 48: self = .section48View(page: values["page"])
        case 49: self = .section49View(wildcard: match.wildcard)
        case 50: self = .section50View
        case 51: self = .section51View(id: values["id"] ?? "")
        case 52: self = .section52View(orderId: values["order_id"] ?? "")
        case 53: self = .section53View(page: values["page"])
        case 54: self = .section54View(wildcard: match.wildcard)
        case 55: self = .section55View
        case 56: self = .section56View(id: values["id"] ?? "")
        case 57: self = .section57View(orderId: values["order_id"] ?? "")
        case 58: self = .section58View(page: values["page"])
        case 59: self = .section59View(wildcard: match.wildcard)
        case 60: self = .section60View
        case 61: self = .section61View(id: values["id"] ?? "")
        case 62: self = .section62View(orderId: values["order_id"] ?? "")
        case 63: self = .section63View(page: values["page"])
        case 64: self = .section64View(wildcard: match.wildcard)
        case 65: self = .section65View
        case 66: self = .section66View(id: values["id"] ?? "")
        case 67: self = .section67View(orderId: values["order_id"] ?? "")
        case 68: self = .section68View(page: values["page"])
        case 69: self = .section69View(wildcard: match.wildcard)
        case 70: self = .section70View
        case 71: self = .section71View(id: values["id"] ?? "")
        case 72: self = .section72View(orderId: values["order_id"] ?? "")
        case 73: self = .section73View(page: values["page"])
        case 74: self = .section74View(wildcard: match.wildcard)
        case 75: self = .section75View
        case 76: self = .section76View(id: values["id"] ?? "")
        case 77: self = .section77View(orderId: values["order_id"] ?? "")
        case 78: self = .section78View(page: values["page"])
        case 79: self = .section79View(wildcard: match.wildcard)
        case 80: self = .section80View
        case 81: self = .section81View(id: values["id"] ?? "")
        case 82: self = .section82View(orderId: values["order_id"] ?? "")
        case 83: self = .section83View(page: values["page"])
        case 84: self = .section84View(wildcard: match.wildcard)
        case 85: self = .section85View
        case 86: self = .section86View(id: values["id"] ?? "")
        case 87: self = .section87View(orderId: values["order_id"] ?? "")
        case 88: self = .section88View(page: values["page"])
        case 89: self = .section89View(wildcard: match.wildcard)
        case 90: self = .section90View
        case 91: self = .section91View(id: values["id"] ?? "")
        case 92: self = .section92View(orderId: values["order_id"] ?? "")
        case 93: self = .section93View(page: values["page"])
        case 94: self = .section94View(wildcard: match.wildcard)
        case 95: self = .section95View
        case 96: self = .section96View(id: values["id"] ?? "")
        case 97: self = .section97View(orderId: values["order_id"] ?? "")
        case 98: self = .section98View(page: values["page"])
        case 99: self = .section99View(wildcard: match.wildcard)
        case 100: self = .section100View
        case 101: self = .section101View(id: values["id"] ?? "")
        case 102: self = .section102View(orderId: values["order_id"] ?? "")
        case 103: self = .section103View(page: values["page"])
        case 104: self = .section104View(wildcard: match.wildcard)
        case 105: self = .section105View
        case 106: self = .section106View(id: values["id"] ?? "")
        case 107: self = .section107View(orderId: values["order_id"] ?? "")
        case 108: self = .section108View(page: values["page"])
        case 109: self = .section109View(wildcard: match.wildcard)
        case 110: self = .section110View
        case 111: self = .section111View(id: values["id"] ?? "")
        case 112: self = .section112View(orderId: values["order_id"] ?? "")
        case 113: self = .section113View(page: values["page"])
        case 114: self = .section114View(wildcard: match.wildcard)
        case 115: self = .section115View
        case 116: self = .section116View(id: values["id"] ?? "")
        case 117: self = .section117View(orderId: values["order_id"] ?? "")
        case 118: self = .section118View(page: values["page"])
        case 119: self = .section119View(wildcard: match.wildcard)
        case 120: self = .section120View
        case 121: self = .section121View(id: values["id"] ?? "")
        case 122: self = .section122View(orderId: values["order_id"] ?? "")
        case 123: self = .section123View(page: values["page"])
        case 124: self = .section124View(wildcard: match.wildcard)
        case 125: self = .section125View
        case 126: self = .section126View(id: values["id"] ?? "")
        case 127: self = .section127View(orderId: values["order_id"] ?? "")
        case 128: self = .section128View(page: values["page"])
        case 129: self = .section129View(wildcard: match.wildcard)
        case 130: self = .section130View
        case 131: self = .section131View(id: values["id"] ?? "")
        case 132: self = .section132View(orderId: values["order_id"] ?? "")
        case 133: self = .section133View(page: values["page"])
        case 134: self = .section134View(wildcard: match.wildcard)
        case 135: self = .section135View
        case 136: self = .section136View(id: values["id"] ?? "")
        case 137: self = .section137View(orderId: values["order_id"] ?? "")
        case 138: self = .section138View(page: values["page"])
        case 139: self = .section139View(wildcard: match.wildcard)
        case 140: self = .section140View
        case 141: self = .section141View(id: values["id"] ?? "")
        case 142: self = .section142View(orderId: values["order_id"] ?? "")
        case 143: self = .section143View(page: values["page"])
        case 144: self = .section144View(wildcard: match.wildcard)
        case 145: self = .section145View
        case 146: self = .section146View(id: values["id"] ?? "")
        case 147: self = .section147View(orderId: values["order_id"] ?? "")
        case 148: self = .section148View(page: values["page"])
        case 149: self = .section149View(wildcard: match.wildcard)
        case 150: self = .section150View
        case 151: self = .section151View(id: values["id"] ?? "")
        case 152: self = .section152View(orderId: values["order_id"] ?? "")
        case 153: self = .section153View(page: values["page"])
        case 154: self = .section154View(wildcard: match.wildcard)
        case 155: self = .section155View
        case 156: self = .section156View(id: values["id"] ?? "")
        case 157: self = .section157View(orderId: values["order_id"] ?? "")
        case 158: self = .section158View(page: values["page"])
        case 159: self = .section159View(wildcard: match.wildcard)
        case 160: self = .section160View
        case 161: self = .section161View(id: values["id"] ?? "")
        case 162: self = .section162View(orderId: values["order_id"] ?? "")
        case 163: self = .section163View(page: values["page"])
        case 164: self = .section164View(wildcard: match.wildcard)
        case 165: self = .section165View
        case 166: self = .section166View(id: values["id"] ?? "")
        case 167: self = .section167View(orderId: values["order_id"] ?? "")
        case 168: self = .section168View(page: values["page"])
        case 169: self = .section169View(wildcard: match.wildcard)
        case 170: self = .section170View
        case 171: self = .section171View(id: values["id"] ?? "")
        case 172: self = .section172View(orderId: values["order_id"] ?? "")
        case 173: self = .section173View(page: values["page"])
        case 174: self = .section174View(wildcard: match.wildcard)
        case 175: self = .section175View
        case 176: self = .section176View(id: values["id"] ?? "")
        case 177: self = .section177View(orderId: values["order_id"] ?? "")
        case 178: self = .section178View(page: values["page"])
        case 179: self = .section179View(wildcard: match.wildcard)
        case 180: self = .section180View
        case 181: self = .section181View(id: values["id"] ?? "")
        case 182: self = .section182View(orderId: values["order_id"] ?? "")
        case 183: self = .section183View(page: values["page"])
        case 184: self = .section184View(wildcard: match.wildcard)
        case 185: self = .section185View
        case 186: self = .section186View(id: values["id"] ?? "")
        case 187: self = .section187View(orderId: values["order_id"] ?? "")
        case 188: self = .section188View(page: values["page"])
        case 189: self = .section189View(wildcard: match.wildcard)
        case 190: self = .section190View
        case 191: self = .section191View(id: values["id"] ?? "")
        case 192: self = .section192View(orderId: values["order_id"] ?? "")
        case 193: self = .section193View(page: values["page"])
        case 194: self = .section194View(wildcard: match.wildcard)
        case 195: self = .section195View
        case 196: self = .section196View(id: values["id"] ?? "")
        case 197: self = .section197View(orderId: values["order_id"] ?? "")
        case 198: self = .section198View(page: values["page"])
        case 199: self = .section199View(wildcard: match.wildcard)
        case 200: self = .section200View
        case 201: self = .section201View(id: values["id"] ?? "")
        case 202: self = .section202View(orderId: values["order_id"] ?? "")
        case 203: self = .section203View(page: values["page"])
        case 204: self = .section204View(wildcard: match.wildcard)
        case 205: self = .section205View
        case 206: self = .section206View(id: values["id"] ?? "")
        case 207: self = .section207View(orderId: values["order_id"] ?? "")
        case 208: self = .section208View(page: values["page"])
        case 209: self = .section209View(wildcard: match.wildcard)
        case 210: self = .section210View
        case 211: self = .section211View(id: values["id"] ?? "")
        case 212: self = .section212View(orderId: values["order_id"] ?? "")
        case 213: self = .section213View(page: values["page"])
        case 214: self = .section214View(wildcard: match.wildcard)
        case 215: self = .section215View
        case 216: self = .section216View(id: values["id"] ?? "")
        case 217: self = .section217View(orderId: values["order_id"] ?? "")
        case 218: self = .section218View(page: values["page"])
        case 219: self = .section219View(wildcard: match.wildcard)
        case 220: self = .section220View
        case 221: self = .section221View(id: values["id"] ?? "")
        case 222: self = .section222View(orderId: values["order_id"] ?? "")
        case 223: self = .section223View(page: values["page"])
        case 224: self = .section224View(wildcard: match.wildcard)
        case 225: self = .section225View
        case 226: self = .section226View(id: values["id"] ?? "")
        case 227: self = .section227View(orderId: values["order_id"] ?? "")
        case 228: self = .section228View(page: values["page"])
        case 229: self = .section229View(wildcard: match.wildcard)
        case 230: self = .section230View
        case 231: self = .section231View(id: values["id"] ?? "")
        case 232: self = .section232View(orderId: values["order_id"] ?? "")
        case 233: self = .section233View(page: values["page"])
        case 234: self = .section234View(wildcard: match.wildcard)
        case 235: self = .section235View
        case 236: self = .section236View(id: values["id"] ?? "")
        case 237: self = .section237View(orderId: values["order_id"] ?? "")
        case 238: self = .section238View(page: values["page"])
        case 239: self = .section239View(wildcard: match.wildcard)
        case 240: self = .section240View
        case 241: self = .section241View(id: values["id"] ?? "")
        case 242: self = .section242View(orderId: values["order_id"] ?? "")
        case 243: self = .section243View(page: values["page"])
        case 244: self = .section244View(wildcard: match.wildcard)
        case 245: self = .section245View
        case 246: self = .section246View(id: values["id"] ?? "")
        case 247: self = .section247View(orderId: values["order_id"] ?? "")
        case 248: self = .section248View(page: values["page"])
        case 249: self = .section249View(wildcard: match.wildcard)
        case 250: self = .section250View
        case 251: self = .section251View(id: values["id"] ?? "")
        case 252: self = .section252View(orderId: values["order_id"] ?? "")
        case 253: self = .section253View(page: values["page"])
        case 254: self = .section254View(wildcard: match.wildcard)
        case 255: self = .section255View
        case 256: self = .section256View(id: values["id"] ?? "")
        case 257: self = .section257View(orderId: values["order_id"] ?? "")
        case 258: self = .section258View(page: values["page"])
        case 259: self = .section259View(wildcard: match.wildcard)
        case 260: self = .section260View
        case 261: self = .section261View(id: values["id"] ?? "")
        case 262: self = .section262View(orderId: values["order_id"] ?? "")
        case 263: self = .section263View(page: values["page"])
        case 264: self = .section264View(wildcard: match.wildcard)
        case 265: self = .section265View
        case 266: self = .section266View(id: values["id"] ?? "")
        case 267: self = .section267View(orderId: values["order_id"] ?? "")
        case 268: self = .section268View(page: values["page"])
        case 269: self = .section269View(wildcard: match.wildcard)
        case 270: self = .section270View
        case 271: self = .section271View(id: values["id"] ?? "")
        case 272: self = .section272View(orderId: values["order_id"] ?? "")
        case 273: self = .section273View(page: values["page"])
        case 274: self = .section274View(wildcard: match.wildcard)
        case 275: self = .section275View
        case 276: self = .section276View(id: values["id"] ?? "")
        case 277: self = .section277View(orderId: values["order_id"] ?? "")
        case 278: self = .section278View(page: values["page"])
        case 279: self = .section279View(wildcard: match.wildcard)
        case 280: self = .section280View
        case 281: self = .section281View(id: values["id"] ?? "")
        case 282: self = .section282View(orderId: values["order_id"] ?? "")
        case 283: self = .section283View(page: values["page"])
        case 284: self = .section284View(wildcard: match.wildcard)
        case 285: self = .section285View
        case 286: self = .section286View(id: values["id"] ?? "")
        case 287: self = .section287View(orderId: values["order_id"] ?? "")
        case 288: self = .section288View(page: values["page"])
        case 289: self = .section289View(wildcard: match.wildcard)
        case 290: self = .section290View
        case 291: self = .section291View(id: values["id"] ?? "")
        case 292: self = .section292View(orderId: values["order_id"] ?? "")
        case 293: self = .section293View(page: values["page"])
        case 294: self = .section294View(wildcard: match.wildcard)
        case 295: self = .section295View
        case 296: self = .section296View(id: values["id"] ?? "")
        case 297: self = .section297View(orderId: values["order_id"] ?? "")
        case 298: self = .section298View(page: values["page"])
        case 299: self = .section299View(wildcard: match.wildcard)
        case 300: self = .section300View
        case 301: self = .section301View(id: values["id"] ?? "")
        case 302: self = .section302View(orderId: values["order_id"] ?? "")
        case 303: self = .section303View(page: values["page"])
        case 304: self = .section304View(wildcard: match.wildcard)
        case 305: self = .section305View
        case 306: self = .section306View(id: values["id"] ?? "")
        case 307: self = .section307View(orderId: values["order_id"] ?? "")
        case 308: self = .section308View(page: values["page"])
        case 309: self = .section309View(wildcard: match.wildcard)
        case 310: self = .section310View
        case 311: self = .section311View(id: values["id"] ?? "")
        case 312: self = .section312View(orderId: values["order_id"] ?? "")
        case 313: self = .section313View(page: values["page"])
        case 314: self = .section314View(wildcard: match.wildcard)
        case 315: self = .section315View
        case 316: self = .section316View(id: values["id"] ?? "")
        case 317: self = .section317View(orderId: values["order_id"] ?? "")
        case 318: self = .section318View(page: values["page"])
        case 319: self = .section319View(wildcard: match.wildcard)
        case 320: self = .section320View
        case 321: self = .section321View(id: values["id"] ?? "")
        case 322: self = .section322View(orderId: values["order_id"] ?? "")
        case 323: self = .section323View(page: values["page"])
        case 324: self = .section324View(wildcard: match.wildcard)
        case 325: self = .section325View
        case 326: self = .section326View(id: values["id"] ?? "")
        case 327: self = .section327View(orderId: values["order_id"] ?? "")
        case 328: self = .section328View(page: values["page"])
        case 329: self = .section329View(wildcard: match.wildcard)
        case 330: self = .section330View
        case 331: self = .section331View(id: values["id"] ?? "")
        case 332: self = .section332View(orderId: values["order_id"] ?? "")
        case 333: self = .section333View(page: values["page"])
        case 334: self = .section334View(wildcard: match.wildcard)
        case 335: self = .section335View
        case 336: self = .section336View(id: values["id"] ?? "")
        case 337: self = .section337View(orderId: values["order_id"] ?? "")
        case 338: self = .section338View(page: values["page"])
        case 339: self = .section339View(wildcard: match.wildcard)
        case 340: self = .section340View
        case 341: self = .section341View(id: values["id"] ?? "")
        case 342: self = .section342View(orderId: values["order_id"] ?? "")
        case 343: self = .section343View(page: values["page"])
        case 344: self = .section344View(wildcard: match.wildcard)
        case 345: self = .section345View
        case 346: self = .section346View(id: values["id"] ?? "")
        case 347: self = .section347View(orderId: values["order_id"] ?? "")
        case 348: self = .section348View(page: values["page"])
        case 349: self = .section349View(wildcard: match.wildcard)
        case 350: self = .section350View
        case 351: self = .section351View(id: values["id"] ?? "")
        case 352: self = .section352View(orderId: values["order_id"] ?? "")
        case 353: self = .section353View(page: values["page"])
        case 354: self = .section354View(wildcard: match.wildcard)
        case 355: self = .section355View
        case 356: self = .section356View(id: values["id"] ?? "")
        case 357: self = .section357View(orderId: values["order_id"] ?? "")
        case 358: self = .section358View(page: values["page"])
        case 359: self = .section359View(wildcard: match.wildcard)
        case 360: self = .section360View
        case 361: self = .section361View(id: values["id"] ?? "")
        case 362: self = .section362View(orderId: values["order_id"] ?? "")
        case 363: self = .section363View(page: values["page"])
        case 364: self = .section364View(wildcard: match.wildcard)
        case 365: self = .section365View
        case 366: self = .section366View(id: values["id"] ?? "")
        case 367: self = .section367View(orderId: values["order_id"] ?? "")
        case 368: self = .section368View(page: values["page"])
        case 369: self = .section369View(wildcard: match.wildcard)
        case 370: self = .section370View
        case 371: self = .section371View(id: values["id"] ?? "")
        case 372: self = .section372View(orderId: values["order_id"] ?? "")
        case 373: self = .section373View(page: values["page"])
        case 374: self = .section374View(wildcard: match.wildcard)
        case 375: self = .section375View
        case 376: self = .section376View(id: values["id"] ?? "")
        case 377: self = .section377View(orderId: values["order_id"] ?? "")
        case 378: self = .section378View(page: values["page"])
        case 379: self = .section379View(wildcard: match.wildcard)
        case 380: self = .section380View
        case 381: self = .section381View(id: values["id"] ?? "")
        case 382: self = .section382View(orderId: values["order_id"] ?? "")
        case 383: self = .section383View(page: values["page"])
        case 384: self = .section384View(wildcard: match.wildcard)
        case 385: self = .section385View
        case 386: self = .section386View(id: values["id"] ?? "")
        case 387: self = .section387View(orderId: values["order_id"] ?? "")
        case 388: self = .section388View(page: values["page"])
        case 389: self = .section389View(wildcard: match.wildcard)
        case 390: self = .section390View
        case 391: self = .section391View(id: values["id"] ?? "")
        case 392: self = .section392View(orderId: values["order_id"] ?? "")
        case 393: self = .section393View(page: values["page"])
        case 394: self = .section394View(wildcard: match.wildcard)
        case 395: self = .section395View
        case 396: self = .section396View(id: values["id"] ?? "")
        case 397: self = .section397View(orderId: values["order_id"] ?? "")
        case 398: self = .section398View(page: values["page"])
        case 399: self = .section399View(wildcard: match.wildcard)
        case 400: self = .section400View
        case 401: self = .section401View(id: values["id"] ?? "")
        case 402: self = .section402View(orderId: values["order_id"] ?? "")
        case 403: self = .section403View(page: values["page"])
        case 404: self = .section404View(wildcard: match.wildcard)
        case 405: self = .section405View
        case 406: self = .section406View(id: values["id"] ?? "")
        case 407: self = .section407View(orderId: values["order_id"] ?? "")
        case 408: self = .section408View(page: values["page"])
        case 409: self = .section409View(wildcard: match.wildcard)
        case 410: self = .section410View
        case 411: self = .section411View(id: values["id"] ?? "")
        case 412: self = .section412View(orderId: values["order_id"] ?? "")
        case 413: self = .section413View(page: values["page"])
        case 414: self = .section414View(wildcard: match.wildcard)
        case 415: self = .section415View
        case 416: self = .section416View(id: values["id"] ?? "")
        case 417: self = .section417View(orderId: values["order_id"] ?? "")
        case 418: self = .section418View(page: values["page"])
        case 419: self = .section419View(wildcard: match.wildcard)
        case 420: self = .section420View
        case 421: self = .section421View(id: values["id"] ?? "")
        case 422: self = .section422View(orderId: values["order_id"] ?? "")
        case 423: self = .section423View(page: values["page"])
        case 424: self = .section424View(wildcard: match.wildcard)
        case 425: self = .section425View
        case 426: self = .section426View(id: values["id"] ?? "")
        case 427: self = .section427View(orderId: values["order_id"] ?? "")
        case 428: self = .section428View(page: values["page"])
        case 429: self = .section429View(wildcard: match.wildcard)
        case 430: self = .section430View
        case 431: self = .section431View(id: values["id"] ?? "")
        case 432: self = .section432View(orderId: values["order_id"] ?? "")
        case 433: self = .section433View(page: values["page"])
        case 434: self = .section434View(wildcard: match.wildcard)
        case 435: self = .section435View
        case 436: self = .section436View(id: values["id"] ?? "")
        case 437: self = .section437View(orderId: values["order_id"] ?? "")
        case 438: self = .section438View(page: values["page"])
        case 439: self = .section439View(wildcard: match.wildcard)
        case 440: self = .section440View
        case 441: self = .section441View(id: values["id"] ?? "")
        case 442: self = .section442View(orderId: values["order_id"] ?? "")
        case 443: self = .section443View(page: values["page"])
        case 444: self = .section444View(wildcard: match.wildcard)
        case 445: self = .section445View
        case 446: self = .section446View(id: values["id"] ?? "")
        case 447: self = .section447View(orderId: values["order_id"] ?? "")
        case 448: self = .section448View(page: values["page"])
        case 449: self = .section449View(wildcard: match.wildcard)
        case 450: self = .section450View
        case 451: self = .section451View(id: values["id"] ?? "")
        case 452: self = .section452View(orderId: values["order_id"] ?? "")
        case 453: self = .section453View(page: values["page"])
        case 454: self = .section454View(wildcard: match.wildcard)
        case 455: self = .section455View
        case 456: self = .section456View(id: values["id"] ?? "")
        case 457: self = .section457View(orderId: values["order_id"] ?? "")
        case 458: self = .section458View(page: values["page"])
        case 459: self = .section459View(wildcard: match.wildcard)
        case 460: self = .section460View
        case 461: self = .section461View(id: values["id"] ?? "")
        case 462: self = .section462View(orderId: values["order_id"] ?? "")
        case 463: self = .section463View(page: values["page"])
        case 464: self = .section464View(wildcard: match.wildcard)
        case 465: self = .section465View
        case 466: self = .section466View(id: values["id"] ?? "")
        case 467: self = .section467View(orderId: values["order_id"] ?? "")
        case 468: self = .section468View(page: values["page"])
        case 469: self = .section469View(wildcard: match.wildcard)
        case 470: self = .section470View
        case 471: self = .section471View(id: values["id"] ?? "")
        case 472: self = .section472View(orderId: values["order_id"] ?? "")
        case 473: self = .section473View(page: values["page"])
        case 474: self = .section474View(wildcard: match.wildcard)
        case 475: self = .section475View
        case 476: self = .section476View(id: values["id"] ?? "")
        case 477: self = .section477View(orderId: values["order_id"] ?? "")
        case 478: self = .section478View(page: values["page"])
        case 479: self = .section479View(wildcard: match.wildcard)
        case 480: self = .section480View
        case 481: self = .section481View(id: values["id"] ?? "")
        case 482: self = .section482View(orderId: values["order_id"] ?? "")
        case 483: self = .section483View(page: values["page"])
        case 484: self = .section484View(wildcard: match.wildcard)
        case 485: self = .section485View
        case 486: self = .section486View(id: values["id"] ?? "")
        case 487: self = .section487View(orderId: values["order_id"] ?? "")
        case 488: self = .section488View(page: values["page"])
        case 489: self = .section489View(wildcard: match.wildcard)
        case 490: self = .section490View
        case 491: self = .section491View(id: values["id"] ?? "")
        case 492: self = .section492View(orderId: values["order_id"] ?? "")
        case 493: self = .section493View(page: values["page"])
        case 494: self = .section494View(wildcard: match.wildcard)
        case 495: self = .section495View
        case 496: self = .section496View(id: values["id"] ?? "")
        case 497: self = .section497View(orderId: values["order_id"] ?? "")
        case 498: self = .section498View(page: values["page"])
        case 499: self = .section499View(wildcard: match.wildcard)
        case 500: self = .section500View
        case 501: self = .section501View(id: values["id"] ?? "")
        case 502: self = .section502View(orderId: values["order_id"] ?? "")
        case 503: self = .section503View(page: values["page"])
        case 504: self = .section504View(wildcard: match.wildcard)
        case 505: self = .section505View
        case 506: self = .section506View(id: values["id"] ?? "")
        case 507: self = .section507View(orderId: values["order_id"] ?? "")
        case 508: self = .section508View(page: values["page"])
        case 509: self = .section509View(wildcard: match.wildcard)
        case 510: self = .section510View
        case 511: self = .section511View(id: values["id"] ?? "")
        case 512: self = .section512View(orderId: values["order_id"] ?? "")
        case 513: self = .section513View(page: values["page"])
        case 514: self = .section514View(wildcard: match.wildcard)
        case 515: self = .section515View
        case 516: self = .section516View(id: values["id"] ?? "")
        case 517: self = .section517View(orderId: values["order_id"] ?? "")
        case 518: self = .section518View(page: values["page"])
        case 519: self = .section519View(wildcard: match.wildcard)
        case 520: self = .section520View
        case 521: self = .section521View(id: values["id"] ?? "")
        case 522: self = .section522View(orderId: values["order_id"] ?? "")
        case 523: self = .section523View(page: values["page"])
        case 524: self = .section524View(wildcard: match.wildcard)
        case 525: self = .section525View
        case 526: self = .section526View(id: values["id"] ?? "")
        case 527: self = .section527View(orderId: values["order_id"] ?? "")
        case 528: self = .section528View(page: values["page"])
        case 529: self = .section529View(wildcard: match.wildcard)
        case 530: self = .section530View
        case 531: self = .section531View(id: values["id"] ?? "")
        case 532: self = .section532View(orderId: values["order_id"] ?? "")
        case 533: self = .section533View(page: values["page"])
        case 534: self = .section534View(wildcard: match.wildcard)
        case 535: self = .section535View
        case 536: self = .section536View(id: values["id"] ?? "")
        case 537: self = .section537View(orderId: values["order_id"] ?? "")
        case 538: self = .section538View(page: values["page"])
        case 539: self = .section539View(wildcard: match.wildcard)
        case 540: self = .section540View
        case 541: self = .section541View(id: values["id"] ?? "")
        case 542: self = .section542View(orderId: values["order_id"] ?? "")
        case 543: self = .section543View(page: values["page"])
        case 544: self = .section544View(wildcard: match.wildcard)
        case 545: self = .section545View
        case 546: self = .section546View(id: values["id"] ?? "")
        case 547: self = .section547View(orderId: values["order_id"] ?? "")
        case 548: self = .section548View(page: values["page"])
        case 549: self = .section549View(wildcard: match.wildcard)
        case 550: self = .section550View
        case 551: self = .section551View(id: values["id"] ?? "")
        case 552: self = .section552View(orderId: values["order_id"] ?? "")
        case 553: self = .section553View(page: values["page"])
        case 554: self = .section554View(wildcard: match.wildcard)
        case 555: self = .section555View
        case 556: self = .section556View(id: values["id"] ?? "")
        case 557: self = .section557View(orderId: values["order_id"] ?? "")
        case 558: self = .section558View(page: values["page"])
        case 559: self = .section559View(wildcard: match.wildcard)
        case 560: self = .section560View
        case 561: self = .section561View(id: values["id"] ?? "")
        case 562: self = .section562View(orderId: values["order_id"] ?? "")
        case 563: self = .section563View(page: values["page"])
        case 564: self = .section564View(wildcard: match.wildcard)
        case 565: self = .section565View
        case 566: self = .section566View(id: values["id"] ?? "")
        case 567: self = .section567View(orderId: values["order_id"] ?? "")
        case 568: self = .section568View(page: values["page"])
        case 569: self = .section569View(wildcard: match.wildcard)
        case 570: self = .section570View
        case 571: self = .section571View(id: values["id"] ?? "")
        case 572: self = .section572View(orderId: values["order_id"] ?? "")
        case 573: self = .section573View(page: values["page"])
        case 574: self = .section574View(wildcard: match.wildcard)
        case 575: self = .section575View
        case 576: self = .section576View(id: values["id"] ?? "")
        case 577: self = .section577View(orderId: values["order_id"] ?? "")
        case 578: self = .section578View(page: values["page"])
        case 579: self = .section579View(wildcard: match.wildcard)
        case 580: self = .section580View
        case 581: self = .section581View(id: values["id"] ?? "")
        case 582: self = .section582View(orderId: values["order_id"] ?? "")
        case 583: self = .section583View(page: values["page"])
        case 584: self = .section584View(wildcard: match.wildcard)
        case 585: self = .section585View
        case 586: self = .section586View(id: values["id"] ?? "")
        case 587: self = .section587View(orderId: values["order_id"] ?? "")
        case 588: self = .section588View(page: values["page"])
        case 589: self = .section589View(wildcard: match.wildcard)
        case 590: self = .section590View
        case 591: self = .section591View(id: values["id"] ?? "")
        case 592: self = .section592View(orderId: values["order_id"] ?? "")
        case 593: self = .section593View(page: values["page"])
        case 594: self = .section594View(wildcard: match.wildcard)
        case 595: self = .section595View
        case 596: self = .section596View(id: values["id"] ?? "")
        case 597: self = .section597View(orderId: values["order_id"] ?? "")
        case 598: self = .section598View(page: values["page"])
        case 599: self = .section599View(wildcard: match.wildcard)
        case 600: self = .section600View
        case 601: self = .section601View(id: values["id"] ?? "")
        case 602: self = .section602View(orderId: values["order_id"] ?? "")
        case 603: self = .section603View(page: values["page"])
        case 604: self = .section604View(wildcard: match.wildcard)
        case 605: self = .section605View
        case 606: self = .section606View(id: values["id"] ?? "")
        case 607: self = .section607View(orderId: values["order_id"] ?? "")
        case 608: self = .section608View(page: values["page"])
        case 609: self = .section609View(wildcard: match.wildcard)
        case 610: self = .section610View
        case 611: self = .section611View(id: values["id"] ?? "")
        case 612: self = .section612View(orderId: values["order_id"] ?? "")
        case 613: self = .section613View(page: values["page"])
        case 614: self = .section614View(wildcard: match.wildcard)
        case 615: self = .section615View
        case 616: self = .section616View(id: values["id"] ?? "")
        case 617: self = .section617View(orderId: values["order_id"] ?? "")
        case 618: self = .section618View(page: values["page"])
        case 619: self = .section619View(wildcard: match.wildcard)
        case 620: self = .section620View
        case 621: self = .section621View(id: values["id"] ?? "")
        case 622: self = .section622View(orderId: values["order_id"] ?? "")
        case 623: self = .section623View(page: values["page"])
        case 624: self = .section624View(wildcard: match.wildcard)
        case 625: self = .section625View
        case 626: self = .section626View(id: values["id"] ?? "")
        case 627: self = .section627View(orderId: values["order_id"] ?? "")
        case 628: self = .section628View(page: values["page"])
        case 629: self = .section629View(wildcard: match.wildcard)
        case 630: self = .section630View
        case 631: self = .section631View(id: values["id"] ?? "")
        case 632: self = .section632View(orderId: values["order_id"] ?? "")
        case 633: self = .section633View(page: values["page"])
        case 634: self = .section634View(wildcard: match.wildcard)
        case 635: self = .section635View
        case 636: self = .section636View(id: values["id"] ?? "")
        case 637: self = .section637View(orderId: values["order_id"] ?? "")
        case 638: self = .section638View(page: values["page"])
        case 639: self = .section639View(wildcard: match.wildcard)
        case 640: self = .section640View
        case 641: self = .section641View(id: values["id"] ?? "")
        case 642: self = .section642View(orderId: values["order_id"] ?? "")
        case 643: self = .section643View(page: values["page"])
        case 644: self = .section644View(wildcard: match.wildcard)
        case 645: self = .section645View
        case 646: self = .section646View(id: values["id"] ?? "")
        case 647: self = .section647View(orderId: values["order_id"] ?? "")
        case 648: self = .section648View(page: values["page"])
        case 649: self = .section649View(wildcard: match.wildcard)
        case 650: self = .section650View
        case 651: self = .section651View(id: values["id"] ?? "")
        case 652: self = .section652View(orderId: values["order_id"] ?? "")
        case 653: self = .section653View(page: values["page"])
        case 654: self = .section654View(wildcard: match.wildcard)
        case 655: self = .section655View
        case 656: self = .section656View(id: values["id"] ?? "")
        case 657: self = .section657View(orderId: values["order_id"] ?? "")
        case 658: self = .section658View(page: values["page"])
        case 659: self = .section659View(wildcard: match.wildcard)
        case 660: self = .section660View
        case 661: self = .section661View(id: values["id"] ?? "")
        case 662: self = .section662View(orderId: values["order_id"] ?? "")
        case 663: self = .section663View(page: values["page"])
        case 664: self = .section664View(wildcard: match.wildcard)
        case 665: self = .section665View
        case 666: self = .section666View(id: values["id"] ?? "")
        case 667: self = .section667View(orderId: values["order_id"] ?? "")
        case 668: self = .section668View(page: values["page"])
        case 669: self = .section669View(wildcard: match.wildcard)
        case 670: self = .section670View
        case 671: self = .section671View(id: values["id"] ?? "")
        case 672: self = .section672View(orderId: values["order_id"] ?? "")
        case 673: self = .section673View(page: values["page"])
        case 674: self = .section674View(wildcard: match.wildcard)
        case 675: self = .section675View
        case 676: self = .section676View(id: values["id"] ?? "")
        case 677: self = .section677View(orderId: values["order_id"] ?? "")
        case 678: self = .section678View(page: values["page"])
        case 679: self = .section679View(wildcard: match.wildcard)
        case 680: self = .section680View
        case 681: self = .section681View(id: values["id"] ?? "")
        case 682: self = .section682View(orderId: values["order_id"] ?? "")
        case 683: self = .section683View(page: values["page"])
        case 684: self = .section684View(wildcard: match.wildcard)
        case 685: self = .section685View
        case 686: self = .section686View(id: values["id"] ?? "")
        case 687: self = .section687View(orderId: values["order_id"] ?? "")
        case 688: self = .section688View(page: values["page"])
        case 689: self = .section689View(wildcard: match.wildcard)
        case 690: self = .section690View
        case 691: self = .section691View(id: values["id"] ?? "")
        case 692: self = .section692View(orderId: values["order_id"] ?? "")
        case 693: self = .section693View(page: values["page"])
        case 694: self = .section694View(wildcard: match.wildcard)
        case 695: self = .section695View
        case 696: self = .section696View(id: values["id"] ?? "")
        case 697: self = .section697View(orderId: values["order_id"] ?? "")
        case 698: self = .section698View(page: values["page"])
        case 699: self = .section699View(wildcard: match.wildcard)
        case 700: self = .section700View
        case 701: self = .section701View(id: values["id"] ?? "")
        case 702: self = .section702View(orderId: values["order_id"] ?? "")
        case 703: self = .section703View(page: values["page"])
        case 704: self = .section704View(wildcard: match.wildcard)
        case 705: self = .section705View
        case 706: self = .section706View(id: values["id"] ?? "")
        case 707: self = .section707View(orderId: values["order_id"] ?? "")
        case 708: self = .section708View(page: values["page"])
        case 709: self = .section709View(wildcard: match.wildcard)
        case 710: self = .section710View
        case 711: self = .section711View(id: values["id"] ?? "")
        case 712: self = .section712View(orderId: values["order_id"] ?? "")
        case 713: self = .section713View(page: values["page"])
        case 714: self = .section714View(wildcard: match.wildcard)
        case 715: self = .section715View
        case 716: self = .section716View(id: values["id"] ?? "")
        case 717: self = .section717View(orderId: values["order_id"] ?? "")
        case 718: self = .section718View(page: values["page"])
        case 719: self = .section719View(wildcard: match.wildcard)
        case 720: self = .section720View
        case 721: self = .section721View(id: values["id"] ?? "")
        case 722: self = .section722View(orderId: values["order_id"] ?? "")
        case 723: self = .section723View(page: values["page"])
        case 724: self = .section724View(wildcard: match.wildcard)
        case 725: self = .section725View
        case 726: self = .section726View(id: values["id"] ?? "")
        case 727: self = .section727View(orderId: values["order_id"] ?? "")
        case 728: self = .section728View(page: values["page"])
        case 729: self = .section729View(wildcard: match.wildcard)
        case 730: self = .section730View
        case 731: self = .section731View(id: values["id"] ?? "")
        case 732: self = .section732View(orderId: values["order_id"] ?? "")
        case 733: self = .section733View(page: values["page"])
        case 734: self = .section734View(wildcard: match.wildcard)
        case 735: self = .section735View
        case 736: self = .section736View(id: values["id"] ?? "")
        case 737: self = .section737View(orderId: values["order_id"] ?? "")
        case 738: self = .section738View(page: values["page"])
        case 739: self = .section739View(wildcard: match.wildcard)
        case 740: self = .section740View
        case 741: self = .section741View(id: values["id"] ?? "")
        case 742: self = .section742View(orderId: values["order_id"] ?? "")
        case 743: self = .section743View(page: values["page"])
        case 744: self = .section744View(wildcard: match.wildcard)
        case 745: self = .section745View
        case 746: self = .section746View(id: values["id"] ?? "")
        case 747: self = .section747View(orderId: values["order_id"] ?? "")
        case 748: self = .section748View(page: values["page"])
        case 749: self = .section749View(wildcard: match.wildcard)
        case 750: self = .section750View
        case 751: self = .section751View(id: values["id"] ?? "")
        case 752: self = .section752View(orderId: values["order_id"] ?? "")
        case 753: self = .section753View(page: values["page"])
        case 754: self = .section754View(wildcard: match.wildcard)
        case 755: self = .section755View
        case 756: self = .section756View(id: values["id"] ?? "")
        case 757: self = .section757View(orderId: values["order_id"] ?? "")
        case 758: self = .section758View(page: values["page"])
        case 759: self = .section759View(wildcard: match.wildcard)
        case 760: self = .section760View
        case 761: self = .section761View(id: values["id"] ?? "")
        case 762: self = .section762View(orderId: values["order_id"] ?? "")
        case 763: self = .section763View(page: values["page"])
        case 764: self = .section764View(wildcard: match.wildcard)
        case 765: self = .section765View
        case 766: self = .section766View(id: values["id"] ?? "")
        case 767: self = .section767View(orderId: values["order_id"] ?? "")
        case 768: self = .section768View(page: values["page"])
        case 769: self = .section769View(wildcard: match.wildcard)
        case 770: self = .section770View
        case 771: self = .section771View(id: values["id"] ?? "")
        case 772: self = .section772View(orderId: values["order_id"] ?? "")
        case 773: self = .section773View(page: values["page"])
        case 774: self = .section774View(wildcard: match.wildcard)
        case 775: self = .section775View
        case 776: self = .section776View(id: values["id"] ?? "")
        case 777: self = .section777View(orderId: values["order_id"] ?? "")
        case 778: self = .section778View(page: values["page"])
        case 779: self = .section779View(wildcard: match.wildcard)
        case 780: self = .section780View
        case 781: self = .section781View(id: values["id"] ?? "")
        case 782: self = .section782View(orderId: values["order_id"] ?? "")
        case 783: self = .section783View(page: values["page"])
        case 784: self = .section784View(wildcard: match.wildcard)
        case 785: self = .section785View
        case 786: self = .section786View(id: values["id"] ?? "")
        case 787: self = .section787View(orderId: values["order_id"] ?? "")
        case 788: self = .section788View(page: values["page"])
        case 789: self = .section789View(wildcard: match.wildcard)
        case 790: self = .section790View
        case 791: self = .section791View(id: values["id"] ?? "")
        case 792: self = .section792View(orderId: values["order_id"] ?? "")
        case 793: self = .section793View(page: values["page"])
        case 794: self = .section794View(wildcard: match.wildcard)
        case 795: self = .section795View
        case 796: self = .section796View(id: values["id"] ?? "")
        case 797: self = .section797View(orderId: values["order_id"] ?? "")
        case 798: self = .section798View(page: values["page"])
        case 799: self = .section799View(wildcard: match.wildcard)
        case 800: self = .section800View
        case 801: self = .section801View(id: values["id"] ?? "")
        case 802: self = .section802View(orderId: values["order_id"] ?? "")
        case 803: self = .section803View(page: values["page"])
        case 804: self = .section804View(wildcard: match.wildcard)
        case 805: self = .section805View
        case 806: self = .section806View(id: values["id"] ?? "")
        case 807: self = .section807View(orderId: values["order_id"] ?? "")
        case 808: self = .section808View(page: values["page"])
        case 809: self = .section809View(wildcard: match.wildcard)
        case 810: self = .section810View
        case 811: self = .section811View(id: values["id"] ?? "")
        case 812: self = .section812View(orderId: values["order_id"] ?? "")
        case 813: self = .section813View(page: values["page"])
        case 814: self = .section814View(wildcard: match.wildcard)
        case 815: self = .section815View
        case 816: self = .section816View(id: values["id"] ?? "")
        case 817: self = .section817View(orderId: values["order_id"] ?? "")
        case 818: self = .section818View(page: values["page"])
        case 819: self = .section819View(wildcard: match.wildcard)
        case 820: self = .section820View
        case 821: self = .section821View(id: values["id"] ?? "")
        case 822: self = .section822View(orderId: values["order_id"] ?? "")
        case 823: self = .section823View(page: values["page"])
        case 824: self = .section824View(wildcard: match.wildcard)
        case 825: self = .section825View
        case 826: self = .section826View(id: values["id"] ?? "")
        case 827: self = .section827View(orderId: values["order_id"] ?? "")
        case 828: self = .section828View(page: values["page"])
        case 829: self = .section829View(wildcard: match.wildcard)
        case 830: self = .section830View
        case 831: self = .section831View(id: values["id"] ?? "")
        case 832: self = .section832View(orderId: values["order_id"] ?? "")
        case 833: self = .section833View(page: values["page"])
        case 834: self = .section834View(wildcard: match.wildcard)
        case 835: self = .section835View
        case 836: self = .section836View(id: values["id"] ?? "")
        case 837: self = .section837View(orderId: values["order_id"] ?? "")
        case 838: self = .section838View(page: values["page"])
        case 839: self = .section839View(wildcard: match.wildcard)
        case 840: self = .section840View
        case 841: self = .section841View(id: values["id"] ?? "")
        case 842: self = .section842View(orderId: values["order_id"] ?? "")
        case 843: self = .section843View(page: values["page"])
        case 844: self = .section844View(wildcard: match.wildcard)
        case 845: self = .section845View
        case 846: self = .section846View(id: values["id"] ?? "")
        case 847: self = .section847View(orderId: values["order_id"] ?? "")
        case 848: self = .section848View(page: values["page"])
        case 849: self = .section849View(wildcard: match.wildcard)
        case 850: self = .section850View
        case 851: self = .section851View(id: values["id"] ?? "")
        case 852: self = .section852View(orderId: values["order_id"] ?? "")
        case 853: self = .section853View(page: values["page"])
        case 854: self = .section854View(wildcard: match.wildcard)
        case 855: self = .section855View
        case 856: self = .section856View(id: values["id"] ?? "")
        case 857: self = .section857View(orderId: values["order_id"] ?? "")
        case 858: self = .section858View(page: values["page"])
        case 859: self = .section859View(wildcard: match.wildcard)
        case 860: self = .section860View
        case 861: self = .section861View(id: values["id"] ?? "")
        case 862: self = .section862View(orderId: values["order_id"] ?? "")
        case 863: self = .section863View(page: values["page"])
        case 864: self = .section864View(wildcard: match.wildcard)
        case 865: self = .section865View
        case 866: self = .section866View(id: values["id"] ?? "")
        case 867: self = .section867View(orderId: values["order_id"] ?? "")
        case 868: self = .section868View(page: values["page"])
        case 869: self = .section869View(wildcard: match.wildcard)
        case 870: self = .section870View
        case 871: self = .section871View(id: values["id"] ?? "")
        case 872: self = .section872View(orderId: values["order_id"] ?? "")
        case 873: self = .section873View(page: values["page"])
        case 874: self = .section874View(wildcard: match.wildcard)
        case 875: self = .section875View
        case 876: self = .section876View(id: values["id"] ?? "")
        case 877: self = .section877View(orderId: values["order_id"] ?? "")
        case 878: self = .section878View(page: values["page"])
        case 879: self = .section879View(wildcard: match.wildcard)
        case 880: self = .section880View
        case 881: self = .section881View(id: values["id"] ?? "")
        case 882: self = .section882View(orderId: values["order_id"] ?? "")
        case 883: self = .section883View(page: values["page"])
        case 884: self = .section884View(wildcard: match.wildcard)
        case 885: self = .section885View
        case 886: self = .section886View(id: values["id"] ?? "")
        case 887: self = .section887View(orderId: values["order_id"] ?? "")
        case 888: self = .section888View(page: values["page"])
        case 889: self = .section889View(wildcard: match.wildcard)
        case 890: self = .section890View
        case 891: self = .section891View(id: values["id"] ?? "")
        case 892: self = .section892View(orderId: values["order_id"] ?? "")
        case 893: self = .section893View(page: values["page"])
        case 894: self = .section894View(wildcard: match.wildcard)
        case 895: self = .section895View
        case 896: self = .section896View(id: values["id"] ?? "")
        case 897: self = .section897View(orderId: values["order_id"] ?? "")
        case 898: self = .section898View(page: values["page"])
        case 899: self = .section899View(wildcard: match.wildcard)
        case 900: self = .section900View
        case 901: self = .section901View(id: values["id"] ?? "")
        case 902: self = .section902View(orderId: values["order_id"] ?? "")
        case 903: self = .section903View(page: values["page"])
        case 904: self = .section904View(wildcard: match.wildcard)
        case 905: self = .section905View
        case 906: self = .section906View(id: values["id"] ?? "")
        case 907: self = .section907View(orderId: values["order_id"] ?? "")
        case 908: self = .section908View(page: values["page"])
        case 909: self = .section909View(wildcard: match.wildcard)
        case 910: self = .section910View
        case 911: self = .section911View(id: values["id"] ?? "")
        case 912: self = .section912View(orderId: values["order_id"] ?? "")
        case 913: self = .section913View(page: values["page"])
        case 914: self = .section914View(wildcard: match.wildcard)
        case 915: self = .section915View
        case 916: self = .section916View(id: values["id"] ?? "")
        case 917: self = .section917View(orderId: values["order_id"] ?? "")
        case 918: self = .section918View(page: values["page"])
        case 919: self = .section919View(wildcard: match.wildcard)
        case 920: self = .section920View
        case 921: self = .section921View(id: values["id"] ?? "")
        case 922: self = .section922View(orderId: values["order_id"] ?? "")
        case 923: self = .section923View(page: values["page"])
        case 924: self = .section924View(wildcard: match.wildcard)
        case 925: self = .section925View
        case 926: self = .section926View(id: values["id"] ?? "")
        case 927: self = .section927View(orderId: values["order_id"] ?? "")
        case 928: self = .section928View(page: values["page"])
        case 929: self = .section929View(wildcard: match.wildcard)
        case 930: self = .section930View
        case 931: self = .section931View(id: values["id"] ?? "")
        case 932: self = .section932View(orderId: values["order_id"] ?? "")
        case 933: self = .section933View(page: values["page"])
        case 934: self = .section934View(wildcard: match.wildcard)
        case 935: self = .section935View
        case 936: self = .section936View(id: values["id"] ?? "")
        case 937: self = .section937View(orderId: values["order_id"] ?? "")
        case 938: self = .section938View(page: values["page"])
        case 939: self = .section939View(wildcard: match.wildcard)
        case 940: self = .section940View
        case 941: self = .section941View(id: values["id"] ?? "")
        case 942: self = .section942View(orderId: values["order_id"] ?? "")
        case 943: self = .section943View(page: values["page"])
        case 944: self = .section944View(wildcard: match.wildcard)
        case 945: self = .section945View
        case 946: self = .section946View(id: values["id"] ?? "")
        case 947: self = .section947View(orderId: values["order_id"] ?? "")
        case 948: self = .section948View(page: values["page"])
        case 949: self = .section949View(wildcard: match.wildcard)
        case 950: self = .section950View
        case 951: self = .section951View(id: values["id"] ?? "")
        case 952: self = .section952View(orderId: values["order_id"] ?? "")
        case 953: self = .section953View(page: values["page"])
        case 954: self = .section954View(wildcard: match.wildcard)
        case 955: self = .section955View
        case 956: self = .section956View(id: values["id"] ?? "")
        case 957: self = .section957View(orderId: values["order_id"] ?? "")
        case 958: self = .section958View(page: values["page"])
        case 959: self = .section959View(wildcard: match.wildcard)
        case 960: self = .section960View
        case 961: self = .section961View(id: values["id"] ?? "")
        case 962: self = .section962View(orderId: values["order_id"] ?? "")
        case 963: self = .section963View(page: values["page"])
        case 964: self = .section964View(wildcard: match.wildcard)
        case 965: self = .section965View
        case 966: self = .section966View(id: values["id"] ?? "")
        case 967: self = .section967View(orderId: values["order_id"] ?? "")
        case 968: self = .section968View(page: values["page"])
        case 969: self = .section969View(wildcard: match.wildcard)
        case 970: self = .section970View
        case 971: self = .section971View(id: values["id"] ?? "")
        case 972: self = .section972View(orderId: values["order_id"] ?? "")
        case 973: self = .section973View(page: values["page"])
        case 974: self = .section974View(wildcard: match.wildcard)
        case 975: self = .section975View
        case 976: self = .section976View(id: values["id"] ?? "")
        case 977: self = .section977View(orderId: values["order_id"] ?? "")
        case 978: self = .section978View(page: values["page"])
        case 979: self = .section979View(wildcard: match.wildcard)
        case 980: self = .section980View
        case 981: self = .section981View(id: values["id"] ?? "")
        case 982: self = .section982View(orderId: values["order_id"] ?? "")
        case 983: self = .section983View(page: values["page"])
        case 984: self = .section984View(wildcard: match.wildcard)
        case 985: self = .section985View
        case 986: self = .section986View(id: values["id"] ?? "")
        case 987: self = .section987View(orderId: values["order_id"] ?? "")
        case 988: self = .section988View(page: values["page"])
        case 989: self = .section989View(wildcard: match.wildcard)
        case 990: self = .section990View
        case 991: self = .section991View(id: values["id"] ?? "")
        case 992: self = .section992View(orderId: values["order_id"] ?? "")
        case 993: self = .section993View(page: values["page"])
        case 994: self = .section994View(wildcard: match.wildcard)
        case 995: self = .section995View
        case 996: self = .section996View(id: values["id"] ?? "")
        case 997: self = .section997View(orderId: values["order_id"] ?? "")
        case 998: self = .section998View(page: values["page"])
        case 999: self = .section999View(wildcard: match.wildcard)
        default: return nil
        }
    }

    /// The link's path and query (`/product/42?ref=mail`); it routes back to this case with
    /// these values, or this throws LinkError.
    func path(query: [String: String] = [:]) throws -> String {
        let route = routeValues
        do {
            return try Self.links.link(route: route.index, values: route.values, wildcard: route.wildcard, query: query,
                                       form: Links.Form.path, scheme: nil, host: nil)
        } catch let failure as Links.Failure {
            throw LinkError(route: failure.route, reason: failure.reason)
        }
    }

    /// The whole link (`acme://product/42`); it routes back to this case with these values, or
    /// this throws LinkError. `scheme` and `host` as URLRoutes' `url(forRouteNamed:)` takes them.
    func url(scheme: String? = nil, host: String? = nil, query: [String: String] = [:]) throws -> String {
        let route = routeValues
        do {
            return try Self.links.link(route: route.index, values: route.values, wildcard: route.wildcard, query: query,
                                       form: Links.Form.url, scheme: scheme, host: host)
        } catch let failure as Links.Failure {
            throw LinkError(route: failure.route, reason: failure.reason)
        }
    }

    /// The link when it generates (`url()`, else `path()`), else the route's name and values
    /// (`product.show id=abc`).
    var description: String {
        if let link = (try? url()) ?? (try? path()) { return link }
        let route = routeValues
        let values = route.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let wildcard = route.wildcard.isEmpty ? [] : ["*=\(route.wildcard.joined(separator: "/"))"]
        return ([Self.links.names[route.index]] + values + wildcard).joined(separator: " ")
    }

    /// The route's index in the table, with the path values generation takes.
    private var routeValues: (index: Int, values: [String: String], wildcard: [String]) {
        if case .section0View = self { return (0, [:], []) }
        if case .section1View(let v0) = self { return (1, ["id": v0], []) }
        if case .section2View(let v0) = self { return (2, ["order_id": v0], []) }
        if case .section3View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (3, values, [])
        }
        if case .section4View(let v0) = self { return (4, [:], v0) }
        if case .section5View = self { return (5, [:], []) }
        if case .section6View(let v0) = self { return (6, ["id": v0], []) }
        if case .section7View(let v0) = self { return (7, ["order_id": v0], []) }
        if case .section8View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (8, values, [])
        }
        if case .section9View(let v0) = self { return (9, [:], v0) }
        if case .section10View = self { return (10, [:], []) }
        if case .section11View(let v0) = self { return (11, ["id": v0], []) }
        if case .section12View(let v0) = self { return (12, ["order_id": v0], []) }
        if case .section13View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (13, values, [])
        }
        if case .section14View(let v0) = self { return (14, [:], v0) }
        if case .section15View = self { return (15, [:], []) }
        if case .section16View(let v0) = self { return (16, ["id": v0], []) }
        if case .section17View(let v0) = self { return (17, ["order_id": v0], []) }
        if case .section18View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (18, values, [])
        }
        if case .section19View(let v0) = self { return (19, [:], v0) }
        if case .section20View = self { return (20, [:], []) }
        if case .section21View(let v0) = self { return (21, ["id": v0], []) }
        if case .section22View(let v0) = self { return (22, ["order_id": v0], []) }
        if case .section23View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (23, values, [])
        }
        if case .section24View(let v0) = self { return (24, [:], v0) }
        if case .section25View = self { return (25, [:], []) }
        if case .section26View(let v0) = self { return (26, ["id": v0], []) }
        if case .section27View(let v0) = self { return (27, ["order_id": v0], []) }
        if case .section28View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (28, values, [])
        }
        if case .section29View(let v0) = self { return (29, [:], v0) }
        if case .section30View = self { return (30, [:], []) }
        if case .section31View(let v0) = self { return (31, ["id": v0], []) }
        if case .section32View(let v0) = self { return (32, ["order_id": v0], []) }
        if case .section33View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (33, values, [])
        }
        if case .section34View(let v0) = self { return (34, [:], v0) }
        if case .section35View = self { return (35, [:], []) }
        if case .section36View(let v0) = self { return (36, ["id": v0], []) }
        if case .section37View(let v0) = self { return (37, ["order_id": v0], []) }
        if case .section38View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (38, values, [])
        }
        if case .section39View(let v0) = self { return (39, [:], v0) }
        if case .section40View = self { return (40, [:], []) }
        if case .section41View(let v0) = self { return (41, ["id": v0], []) }
        if case .section42View(let v0) = self { return (42, ["order_id": v0], []) }
        if case .section43View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (43, values, [])
        }
        if case .section44View(let v0) = self { return (44, [:], v0) }
        if case .section45View = self { return (45, [:], []) }
        if case .section46View(let v0) = self { return (46, ["id": v0], []) }
        if case .section47View(let v0) = self { return (47, ["order_id": v0], []) }
        if case .section48View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (48, values, [])
        }
        if case .section49View(let v0) = self { return (49, [:], v0) }
        if case .section50View = self { return (50, [:], []) }
        if case .section51View(let v0) = self { return (51, ["id": v0], []) }
        if case .section52View(let v0) = self { return (52, ["order_id": v0], []) }
        if case .section53View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (53, values, [])
        }
        if case .section54View(let v0) = self { return (54, [:], v0) }
        if case .section55View = self { return (55, [:], []) }
        if case .section56View(let v0) = self { return (56, ["id": v0], []) }
        if case .section57View(let v0) = self { return (57, ["order_id": v0], []) }
        if case .section58View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (58, values, [])
        }
        if case .section59View(let v0) = self { return (59, [:], v0) }
        if case .section60View = self { return (60, [:], []) }
        if case .section61View(let v0) = self { return (61, ["id": v0], []) }
        if case .section62View(let v0) = self { return (62, ["order_id": v0], []) }
        if case .section63View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (63, values, [])
        }
        if case .section64View(let v0) = self { return (64, [:], v0) }
        if case .section65View = self { return (65, [:], []) }
        if case .section66View(let v0) = self { return (66, ["id": v0], []) }
        if case .section67View(let v0) = self { return (67, ["order_id": v0], []) }
        if case .section68View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (68, values, [])
        }
        if case .section69View(let v0) = self { return (69, [:], v0) }
        if case .section70View = self { return (70, [:], []) }
        if case .section71View(let v0) = self { return (71, ["id": v0], []) }
        if case .section72View(let v0) = self { return (72, ["order_id": v0], []) }
        if case .section73View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (73, values, [])
        }
        if case .section74View(let v0) = self { return (74, [:], v0) }
        if case .section75View = self { return (75, [:], []) }
        if case .section76View(let v0) = self { return (76, ["id": v0], []) }
        if case .section77View(let v0) = self { return (77, ["order_id": v0], []) }
        if case .section78View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (78, values, [])
        }
        if case .section79View(let v0) = self { return (79, [:], v0) }
        if case .section80View = self { return (80, [:], []) }
        if case .section81View(let v0) = self { return (81, ["id": v0], []) }
        if case .section82View(let v0) = self { return (82, ["order_id": v0], []) }
        if case .section83View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (83, values, [])
        }
        if case .section84View(let v0) = self { return (84, [:], v0) }
        if case .section85View = self { return (85, [:], []) }
        if case .section86View(let v0) = self { return (86, ["id": v0], []) }
        if case .section87View(let v0) = self { return (87, ["order_id": v0], []) }
        if case .section88View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (88, values, [])
        }
        if case .section89View(let v0) = self { return (89, [:], v0) }
        if case .section90View = self { return (90, [:], []) }
        if case .section91View(let v0) = self { return (91, ["id": v0], []) }
        if case .section92View(let v0) = self { return (92, ["order_id": v0], []) }
        if case .section93View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (93, values, [])
        }
        if case .section94View(let v0) = self { return (94, [:], v0) }
        if case .section95View = self { return (95, [:], []) }
        if case .section96View(let v0) = self { return (96, ["id": v0], []) }
        if case .section97View(let v0) = self { return (97, ["order_id": v0], []) }
        if case .section98View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (98, values, [])
        }
        if case .section99View(let v0) = self { return (99, [:], v0) }
        if case .section100View = self { return (100, [:], []) }
        if case .section101View(let v0) = self { return (101, ["id": v0], []) }
        if case .section102View(let v0) = self { return (102, ["order_id": v0], []) }
        if case .section103View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (103, values, [])
        }
        if case .section104View(let v0) = self { return (104, [:], v0) }
        if case .section105View = self { return (105, [:], []) }
        if case .section106View(let v0) = self { return (106, ["id": v0], []) }
        if case .section107View(let v0) = self { return (107, ["order_id": v0], []) }
        if case .section108View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (108, values, [])
        }
        if case .section109View(let v0) = self { return (109, [:], v0) }
        if case .section110View = self { return (110, [:], []) }
        if case .section111View(let v0) = self { return (111, ["id": v0], []) }
        if case .section112View(let v0) = self { return (112, ["order_id": v0], []) }
        if case .section113View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (113, values, [])
        }
        if case .section114View(let v0) = self { return (114, [:], v0) }
        if case .section115View = self { return (115, [:], []) }
        if case .section116View(let v0) = self { return (116, ["id": v0], []) }
        if case .section117View(let v0) = self { return (117, ["order_id": v0], []) }
        if case .section118View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (118, values, [])
        }
        if case .section119View(let v0) = self { return (119, [:], v0) }
        if case .section120View = self { return (120, [:], []) }
        if case .section121View(let v0) = self { return (121, ["id": v0], []) }
        if case .section122View(let v0) = self { return (122, ["order_id": v0], []) }
        if case .section123View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (123, values, [])
        }
        if case .section124View(let v0) = self { return (124, [:], v0) }
        if case .section125View = self { return (125, [:], []) }
        if case .section126View(let v0) = self { return (126, ["id": v0], []) }
        if case .section127View(let v0) = self { return (127, ["order_id": v0], []) }
        if case .section128View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (128, values, [])
        }
        if case .section129View(let v0) = self { return (129, [:], v0) }
        if case .section130View = self { return (130, [:], []) }
        if case .section131View(let v0) = self { return (131, ["id": v0], []) }
        if case .section132View(let v0) = self { return (132, ["order_id": v0], []) }
        if case .section133View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (133, values, [])
        }
        if case .section134View(let v0) = self { return (134, [:], v0) }
        if case .section135View = self { return (135, [:], []) }
        if case .section136View(let v0) = self { return (136, ["id": v0], []) }
        if case .section137View(let v0) = self { return (137, ["order_id": v0], []) }
        if case .section138View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (138, values, [])
        }
        if case .section139View(let v0) = self { return (139, [:], v0) }
        if case .section140View = self { return (140, [:], []) }
        if case .section141View(let v0) = self { return (141, ["id": v0], []) }
        if case .section142View(let v0) = self { return (142, ["order_id": v0], []) }
        if case .section143View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (143, values, [])
        }
        if case .section144View(let v0) = self { return (144, [:], v0) }
        if case .section145View = self { return (145, [:], []) }
        if case .section146View(let v0) = self { return (146, ["id": v0], []) }
        if case .section147View(let v0) = self { return (147, ["order_id": v0], []) }
        if case .section148View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (148, values, [])
        }
        if case .section149View(let v0) = self { return (149, [:], v0) }
        if case .section150View = self { return (150, [:], []) }
        if case .section151View(let v0) = self { return (151, ["id": v0], []) }
        if case .section152View(let v0) = self { return (152, ["order_id": v0], []) }
        if case .section153View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (153, values, [])
        }
        if case .section154View(let v0) = self { return (154, [:], v0) }
        if case .section155View = self { return (155, [:], []) }
        if case .section156View(let v0) = self { return (156, ["id": v0], []) }
        if case .section157View(let v0) = self { return (157, ["order_id": v0], []) }
        if case .section158View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (158, values, [])
        }
        if case .section159View(let v0) = self { return (159, [:], v0) }
        if case .section160View = self { return (160, [:], []) }
        if case .section161View(let v0) = self { return (161, ["id": v0], []) }
        if case .section162View(let v0) = self { return (162, ["order_id": v0], []) }
        if case .section163View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (163, values, [])
        }
        if case .section164View(let v0) = self { return (164, [:], v0) }
        if case .section165View = self { return (165, [:], []) }
        if case .section166View(let v0) = self { return (166, ["id": v0], []) }
        if case .section167View(let v0) = self { return (167, ["order_id": v0], []) }
        if case .section168View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (168, values, [])
        }
        if case .section169View(let v0) = self { return (169, [:], v0) }
        if case .section170View = self { return (170, [:], []) }
        if case .section171View(let v0) = self { return (171, ["id": v0], []) }
        if case .section172View(let v0) = self { return (172, ["order_id": v0], []) }
        if case .section173View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (173, values, [])
        }
        if case .section174View(let v0) = self { return (174, [:], v0) }
        if case .section175View = self { return (175, [:], []) }
        if case .section176View(let v0) = self { return (176, ["id": v0], []) }
        if case .section177View(let v0) = self { return (177, ["order_id": v0], []) }
        if case .section178View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (178, values, [])
        }
        if case .section179View(let v0) = self { return (179, [:], v0) }
        if case .section180View = self { return (180, [:], []) }
        if case .section181View(let v0) = self { return (181, ["id": v0], []) }
        if case .section182View(let v0) = self { return (182, ["order_id": v0], []) }
        if case .section183View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (183, values, [])
        }
        if case .section184View(let v0) = self { return (184, [:], v0) }
        if case .section185View = self { return (185, [:], []) }
        if case .section186View(let v0) = self { return (186, ["id": v0], []) }
        if case .section187View(let v0) = self { return (187, ["order_id": v0], []) }
        if case .section188View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (188, values, [])
        }
        if case .section189View(let v0) = self { return (189, [:], v0) }
        if case .section190View = self { return (190, [:], []) }
        if case .section191View(let v0) = self { return (191, ["id": v0], []) }
        if case .section192View(let v0) = self { return (192, ["order_id": v0], []) }
        if case .section193View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (193, values, [])
        }
        if case .section194View(let v0) = self { return (194, [:], v0) }
        if case .section195View = self { return (195, [:], []) }
        if case .section196View(let v0) = self { return (196, ["id": v0], []) }
        if case .section197View(let v0) = self { return (197, ["order_id": v0], []) }
        if case .section198View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (198, values, [])
        }
        if case .section199View(let v0) = self { return (199, [:], v0) }
        if case .section200View = self { return (200, [:], []) }
        if case .section201View(let v0) = self { return (201, ["id": v0], []) }
        if case .section202View(let v0) = self { return (202, ["order_id": v0], []) }
        if case .section203View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (203, values, [])
        }
        if case .section204View(let v0) = self { return (204, [:], v0) }
        if case .section205View = self { return (205, [:], []) }
        if case .section206View(let v0) = self { return (206, ["id": v0], []) }
        if case .section207View(let v0) = self { return (207, ["order_id": v0], []) }
        if case .section208View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (208, values, [])
        }
        if case .section209View(let v0) = self { return (209, [:], v0) }
        if case .section210View = self { return (210, [:], []) }
        if case .section211View(let v0) = self { return (211, ["id": v0], []) }
        if case .section212View(let v0) = self { return (212, ["order_id": v0], []) }
        if case .section213View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (213, values, [])
        }
        if case .section214View(let v0) = self { return (214, [:], v0) }
        if case .section215View = self { return (215, [:], []) }
        if case .section216View(let v0) = self { return (216, ["id": v0], []) }
        if case .section217View(let v0) = self { return (217, ["order_id": v0], []) }
        if case .section218View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (218, values, [])
        }
        if case .section219View(let v0) = self { return (219, [:], v0) }
        if case .section220View = self { return (220, [:], []) }
        if case .section221View(let v0) = self { return (221, ["id": v0], []) }
        if case .section222View(let v0) = self { return (222, ["order_id": v0], []) }
        if case .section223View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (223, values, [])
        }
        if case .section224View(let v0) = self { return (224, [:], v0) }
        if case .section225View = self { return (225, [:], []) }
        if case .section226View(let v0) = self { return (226, ["id": v0], []) }
        if case .section227View(let v0) = self { return (227, ["order_id": v0], []) }
        if case .section228View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (228, values, [])
        }
        if case .section229View(let v0) = self { return (229, [:], v0) }
        if case .section230View = self { return (230, [:], []) }
        if case .section231View(let v0) = self { return (231, ["id": v0], []) }
        if case .section232View(let v0) = self { return (232, ["order_id": v0], []) }
        if case .section233View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (233, values, [])
        }
        if case .section234View(let v0) = self { return (234, [:], v0) }
        if case .section235View = self { return (235, [:], []) }
        if case .section236View(let v0) = self { return (236, ["id": v0], []) }
        if case .section237View(let v0) = self { return (237, ["order_id": v0], []) }
        if case .section238View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (238, values, [])
        }
        if case .section239View(let v0) = self { return (239, [:], v0) }
        if case .section240View = self { return (240, [:], []) }
        if case .section241View(let v0) = self { return (241, ["id": v0], []) }
        if case .section242View(let v0) = self { return (242, ["order_id": v0], []) }
        if case .section243View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (243, values, [])
        }
        if case .section244View(let v0) = self { return (244, [:], v0) }
        if case .section245View = self { return (245, [:], []) }
        if case .section246View(let v0) = self { return (246, ["id": v0], []) }
        if case .section247View(let v0) = self { return (247, ["order_id": v0], []) }
        if case .section248View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (248, values, [])
        }
        if case .section249View(let v0) = self { return (249, [:], v0) }
        if case .section250View = self { return (250, [:], []) }
        if case .section251View(let v0) = self { return (251, ["id": v0], []) }
        if case .section252View(let v0) = self { return (252, ["order_id": v0], []) }
        if case .section253View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (253, values, [])
        }
        if case .section254View(let v0) = self { return (254, [:], v0) }
        if case .section255View = self { return (255, [:], []) }
        if case .section256View(let v0) = self { return (256, ["id": v0], []) }
        if case .section257View(let v0) = self { return (257, ["order_id": v0], []) }
        if case .section258View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (258, values, [])
        }
        if case .section259View(let v0) = self { return (259, [:], v0) }
        if case .section260View = self { return (260, [:], []) }
        if case .section261View(let v0) = self { return (261, ["id": v0], []) }
        if case .section262View(let v0) = self { return (262, ["order_id": v0], []) }
        if case .section263View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (263, values, [])
        }
        if case .section264View(let v0) = self { return (264, [:], v0) }
        if case .section265View = self { return (265, [:], []) }
        if case .section266View(let v0) = self { return (266, ["id": v0], []) }
        if case .section267View(let v0) = self { return (267, ["order_id": v0], []) }
        if case .section268View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (268, values, [])
        }
        if case .section269View(let v0) = self { return (269, [:], v0) }
        if case .section270View = self { return (270, [:], []) }
        if case .section271View(let v0) = self { return (271, ["id": v0], []) }
        if case .section272View(let v0) = self { return (272, ["order_id": v0], []) }
        if case .section273View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (273, values, [])
        }
        if case .section274View(let v0) = self { return (274, [:], v0) }
        if case .section275View = self { return (275, [:], []) }
        if case .section276View(let v0) = self { return (276, ["id": v0], []) }
        if case .section277View(let v0) = self { return (277, ["order_id": v0], []) }
        if case .section278View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (278, values, [])
        }
        if case .section279View(let v0) = self { return (279, [:], v0) }
        if case .section280View = self { return (280, [:], []) }
        if case .section281View(let v0) = self { return (281, ["id": v0], []) }
        if case .section282View(let v0) = self { return (282, ["order_id": v0], []) }
        if case .section283View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (283, values, [])
        }
        if case .section284View(let v0) = self { return (284, [:], v0) }
        if case .section285View = self { return (285, [:], []) }
        if case .section286View(let v0) = self { return (286, ["id": v0], []) }
        if case .section287View(let v0) = self { return (287, ["order_id": v0], []) }
        if case .section288View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (288, values, [])
        }
        if case .section289View(let v0) = self { return (289, [:], v0) }
        if case .section290View = self { return (290, [:], []) }
        if case .section291View(let v0) = self { return (291, ["id": v0], []) }
        if case .section292View(let v0) = self { return (292, ["order_id": v0], []) }
        if case .section293View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (293, values, [])
        }
        if case .section294View(let v0) = self { return (294, [:], v0) }
        if case .section295View = self { return (295, [:], []) }
        if case .section296View(let v0) = self { return (296, ["id": v0], []) }
        if case .section297View(let v0) = self { return (297, ["order_id": v0], []) }
        if case .section298View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (298, values, [])
        }
        if case .section299View(let v0) = self { return (299, [:], v0) }
        if case .section300View = self { return (300, [:], []) }
        if case .section301View(let v0) = self { return (301, ["id": v0], []) }
        if case .section302View(let v0) = self { return (302, ["order_id": v0], []) }
        if case .section303View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (303, values, [])
        }
        if case .section304View(let v0) = self { return (304, [:], v0) }
        if case .section305View = self { return (305, [:], []) }
        if case .section306View(let v0) = self { return (306, ["id": v0], []) }
        if case .section307View(let v0) = self { return (307, ["order_id": v0], []) }
        if case .section308View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (308, values, [])
        }
        if case .section309View(let v0) = self { return (309, [:], v0) }
        if case .section310View = self { return (310, [:], []) }
        if case .section311View(let v0) = self { return (311, ["id": v0], []) }
        if case .section312View(let v0) = self { return (312, ["order_id": v0], []) }
        if case .section313View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (313, values, [])
        }
        if case .section314View(let v0) = self { return (314, [:], v0) }
        if case .section315View = self { return (315, [:], []) }
        if case .section316View(let v0) = self { return (316, ["id": v0], []) }
        if case .section317View(let v0) = self { return (317, ["order_id": v0], []) }
        if case .section318View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (318, values, [])
        }
        if case .section319View(let v0) = self { return (319, [:], v0) }
        if case .section320View = self { return (320, [:], []) }
        if case .section321View(let v0) = self { return (321, ["id": v0], []) }
        if case .section322View(let v0) = self { return (322, ["order_id": v0], []) }
        if case .section323View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (323, values, [])
        }
        if case .section324View(let v0) = self { return (324, [:], v0) }
        if case .section325View = self { return (325, [:], []) }
        if case .section326View(let v0) = self { return (326, ["id": v0], []) }
        if case .section327View(let v0) = self { return (327, ["order_id": v0], []) }
        if case .section328View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (328, values, [])
        }
        if case .section329View(let v0) = self { return (329, [:], v0) }
        if case .section330View = self { return (330, [:], []) }
        if case .section331View(let v0) = self { return (331, ["id": v0], []) }
        if case .section332View(let v0) = self { return (332, ["order_id": v0], []) }
        if case .section333View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (333, values, [])
        }
        if case .section334View(let v0) = self { return (334, [:], v0) }
        if case .section335View = self { return (335, [:], []) }
        if case .section336View(let v0) = self { return (336, ["id": v0], []) }
        if case .section337View(let v0) = self { return (337, ["order_id": v0], []) }
        if case .section338View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (338, values, [])
        }
        if case .section339View(let v0) = self { return (339, [:], v0) }
        if case .section340View = self { return (340, [:], []) }
        if case .section341View(let v0) = self { return (341, ["id": v0], []) }
        if case .section342View(let v0) = self { return (342, ["order_id": v0], []) }
        if case .section343View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (343, values, [])
        }
        if case .section344View(let v0) = self { return (344, [:], v0) }
        if case .section345View = self { return (345, [:], []) }
        if case .section346View(let v0) = self { return (346, ["id": v0], []) }
        if case .section347View(let v0) = self { return (347, ["order_id": v0], []) }
        if case .section348View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (348, values, [])
        }
        if case .section349View(let v0) = self { return (349, [:], v0) }
        if case .section350View = self { return (350, [:], []) }
        if case .section351View(let v0) = self { return (351, ["id": v0], []) }
        if case .section352View(let v0) = self { return (352, ["order_id": v0], []) }
        if case .section353View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (353, values, [])
        }
        if case .section354View(let v0) = self { return (354, [:], v0) }
        if case .section355View = self { return (355, [:], []) }
        if case .section356View(let v0) = self { return (356, ["id": v0], []) }
        if case .section357View(let v0) = self { return (357, ["order_id": v0], []) }
        if case .section358View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (358, values, [])
        }
        if case .section359View(let v0) = self { return (359, [:], v0) }
        if case .section360View = self { return (360, [:], []) }
        if case .section361View(let v0) = self { return (361, ["id": v0], []) }
        if case .section362View(let v0) = self { return (362, ["order_id": v0], []) }
        if case .section363View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (363, values, [])
        }
        if case .section364View(let v0) = self { return (364, [:], v0) }
        if case .section365View = self { return (365, [:], []) }
        if case .section366View(let v0) = self { return (366, ["id": v0], []) }
        if case .section367View(let v0) = self { return (367, ["order_id": v0], []) }
        if case .section368View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (368, values, [])
        }
        if case .section369View(let v0) = self { return (369, [:], v0) }
        if case .section370View = self { return (370, [:], []) }
        if case .section371View(let v0) = self { return (371, ["id": v0], []) }
        if case .section372View(let v0) = self { return (372, ["order_id": v0], []) }
        if case .section373View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (373, values, [])
        }
        if case .section374View(let v0) = self { return (374, [:], v0) }
        if case .section375View = self { return (375, [:], []) }
        if case .section376View(let v0) = self { return (376, ["id": v0], []) }
        if case .section377View(let v0) = self { return (377, ["order_id": v0], []) }
        if case .section378View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (378, values, [])
        }
        if case .section379View(let v0) = self { return (379, [:], v0) }
        if case .section380View = self { return (380, [:], []) }
        if case .section381View(let v0) = self { return (381, ["id": v0], []) }
        if case .section382View(let v0) = self { return (382, ["order_id": v0], []) }
        if case .section383View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (383, values, [])
        }
        if case .section384View(let v0) = self { return (384, [:], v0) }
        if case .section385View = self { return (385, [:], []) }
        if case .section386View(let v0) = self { return (386, ["id": v0], []) }
        if case .section387View(let v0) = self { return (387, ["order_id": v0], []) }
        if case .section388View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (388, values, [])
        }
        if case .section389View(let v0) = self { return (389, [:], v0) }
        if case .section390View = self { return (390, [:], []) }
        if case .section391View(let v0) = self { return (391, ["id": v0], []) }
        if case .section392View(let v0) = self { return (392, ["order_id": v0], []) }
        if case .section393View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (393, values, [])
        }
        if case .section394View(let v0) = self { return (394, [:], v0) }
        if case .section395View = self { return (395, [:], []) }
        if case .section396View(let v0) = self { return (396, ["id": v0], []) }
        if case .section397View(let v0) = self { return (397, ["order_id": v0], []) }
        if case .section398View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (398, values, [])
        }
        if case .section399View(let v0) = self { return (399, [:], v0) }
        if case .section400View = self { return (400, [:], []) }
        if case .section401View(let v0) = self { return (401, ["id": v0], []) }
        if case .section402View(let v0) = self { return (402, ["order_id": v0], []) }
        if case .section403View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (403, values, [])
        }
        if case .section404View(let v0) = self { return (404, [:], v0) }
        if case .section405View = self { return (405, [:], []) }
        if case .section406View(let v0) = self { return (406, ["id": v0], []) }
        if case .section407View(let v0) = self { return (407, ["order_id": v0], []) }
        if case .section408View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (408, values, [])
        }
        if case .section409View(let v0) = self { return (409, [:], v0) }
        if case .section410View = self { return (410, [:], []) }
        if case .section411View(let v0) = self { return (411, ["id": v0], []) }
        if case .section412View(let v0) = self { return (412, ["order_id": v0], []) }
        if case .section413View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (413, values, [])
        }
        if case .section414View(let v0) = self { return (414, [:], v0) }
        if case .section415View = self { return (415, [:], []) }
        if case .section416View(let v0) = self { return (416, ["id": v0], []) }
        if case .section417View(let v0) = self { return (417, ["order_id": v0], []) }
        if case .section418View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (418, values, [])
        }
        if case .section419View(let v0) = self { return (419, [:], v0) }
        if case .section420View = self { return (420, [:], []) }
        if case .section421View(let v0) = self { return (421, ["id": v0], []) }
        if case .section422View(let v0) = self { return (422, ["order_id": v0], []) }
        if case .section423View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (423, values, [])
        }
        if case .section424View(let v0) = self { return (424, [:], v0) }
        if case .section425View = self { return (425, [:], []) }
        if case .section426View(let v0) = self { return (426, ["id": v0], []) }
        if case .section427View(let v0) = self { return (427, ["order_id": v0], []) }
        if case .section428View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (428, values, [])
        }
        if case .section429View(let v0) = self { return (429, [:], v0) }
        if case .section430View = self { return (430, [:], []) }
        if case .section431View(let v0) = self { return (431, ["id": v0], []) }
        if case .section432View(let v0) = self { return (432, ["order_id": v0], []) }
        if case .section433View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (433, values, [])
        }
        if case .section434View(let v0) = self { return (434, [:], v0) }
        if case .section435View = self { return (435, [:], []) }
        if case .section436View(let v0) = self { return (436, ["id": v0], []) }
        if case .section437View(let v0) = self { return (437, ["order_id": v0], []) }
        if case .section438View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (438, values, [])
        }
        if case .section439View(let v0) = self { return (439, [:], v0) }
        if case .section440View = self { return (440, [:], []) }
        if case .section441View(let v0) = self { return (441, ["id": v0], []) }
        if case .section442View(let v0) = self { return (442, ["order_id": v0], []) }
        if case .section443View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (443, values, [])
        }
        if case .section444View(let v0) = self { return (444, [:], v0) }
        if case .section445View = self { return (445, [:], []) }
        if case .section446View(let v0) = self { return (446, ["id": v0], []) }
        if case .section447View(let v0) = self { return (447, ["order_id": v0], []) }
        if case .section448View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (448, values, [])
        }
        if case .section449View(let v0) = self { return (449, [:], v0) }
        if case .section450View = self { return (450, [:], []) }
        if case .section451View(let v0) = self { return (451, ["id": v0], []) }
        if case .section452View(let v0) = self { return (452, ["order_id": v0], []) }
        if case .section453View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (453, values, [])
        }
        if case .section454View(let v0) = self { return (454, [:], v0) }
        if case .section455View = self { return (455, [:], []) }
        if case .section456View(let v0) = self { return (456, ["id": v0], []) }
        if case .section457View(let v0) = self { return (457, ["order_id": v0], []) }
        if case .section458View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (458, values, [])
        }
        if case .section459View(let v0) = self { return (459, [:], v0) }
        if case .section460View = self { return (460, [:], []) }
        if case .section461View(let v0) = self { return (461, ["id": v0], []) }
        if case .section462View(let v0) = self { return (462, ["order_id": v0], []) }
        if case .section463View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (463, values, [])
        }
        if case .section464View(let v0) = self { return (464, [:], v0) }
        if case .section465View = self { return (465, [:], []) }
        if case .section466View(let v0) = self { return (466, ["id": v0], []) }
        if case .section467View(let v0) = self { return (467, ["order_id": v0], []) }
        if case .section468View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (468, values, [])
        }
        if case .section469View(let v0) = self { return (469, [:], v0) }
        if case .section470View = self { return (470, [:], []) }
        if case .section471View(let v0) = self { return (471, ["id": v0], []) }
        if case .section472View(let v0) = self { return (472, ["order_id": v0], []) }
        if case .section473View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (473, values, [])
        }
        if case .section474View(let v0) = self { return (474, [:], v0) }
        if case .section475View = self { return (475, [:], []) }
        if case .section476View(let v0) = self { return (476, ["id": v0], []) }
        if case .section477View(let v0) = self { return (477, ["order_id": v0], []) }
        if case .section478View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (478, values, [])
        }
        if case .section479View(let v0) = self { return (479, [:], v0) }
        if case .section480View = self { return (480, [:], []) }
        if case .section481View(let v0) = self { return (481, ["id": v0], []) }
        if case .section482View(let v0) = self { return (482, ["order_id": v0], []) }
        if case .section483View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (483, values, [])
        }
        if case .section484View(let v0) = self { return (484, [:], v0) }
        if case .section485View = self { return (485, [:], []) }
        if case .section486View(let v0) = self { return (486, ["id": v0], []) }
        if case .section487View(let v0) = self { return (487, ["order_id": v0], []) }
        if case .section488View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (488, values, [])
        }
        if case .section489View(let v0) = self { return (489, [:], v0) }
        if case .section490View = self { return (490, [:], []) }
        if case .section491View(let v0) = self { return (491, ["id": v0], []) }
        if case .section492View(let v0) = self { return (492, ["order_id": v0], []) }
        if case .section493View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (493, values, [])
        }
        if case .section494View(let v0) = self { return (494, [:], v0) }
        if case .section495View = self { return (495, [:], []) }
        if case .section496View(let v0) = self { return (496, ["id": v0], []) }
        if case .section497View(let v0) = self { return (497, ["order_id": v0], []) }
        if case .section498View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (498, values, [])
        }
        if case .section499View(let v0) = self { return (499, [:], v0) }
        if case .section500View = self { return (500, [:], []) }
        if case .section501View(let v0) = self { return (501, ["id": v0], []) }
        if case .section502View(let v0) = self { return (502, ["order_id": v0], []) }
        if case .section503View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (503, values, [])
        }
        if case .section504View(let v0) = self { return (504, [:], v0) }
        if case .section505View = self { return (505, [:], []) }
        if case .section506View(let v0) = self { return (506, ["id": v0], []) }
        if case .section507View(let v0) = self { return (507, ["order_id": v0], []) }
        if case .section508View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (508, values, [])
        }
        if case .section509View(let v0) = self { return (509, [:], v0) }
        if case .section510View = self { return (510, [:], []) }
        if case .section511View(let v0) = self { return (511, ["id": v0], []) }
        if case .section512View(let v0) = self { return (512, ["order_id": v0], []) }
        if case .section513View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (513, values, [])
        }
        if case .section514View(let v0) = self { return (514, [:], v0) }
        if case .section515View = self { return (515, [:], []) }
        if case .section516View(let v0) = self { return (516, ["id": v0], []) }
        if case .section517View(let v0) = self { return (517, ["order_id": v0], []) }
        if case .section518View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (518, values, [])
        }
        if case .section519View(let v0) = self { return (519, [:], v0) }
        if case .section520View = self { return (520, [:], []) }
        if case .section521View(let v0) = self { return (521, ["id": v0], []) }
        if case .section522View(let v0) = self { return (522, ["order_id": v0], []) }
        if case .section523View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (523, values, [])
        }
        if case .section524View(let v0) = self { return (524, [:], v0) }
        if case .section525View = self { return (525, [:], []) }
        if case .section526View(let v0) = self { return (526, ["id": v0], []) }
        if case .section527View(let v0) = self { return (527, ["order_id": v0], []) }
        if case .section528View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (528, values, [])
        }
        if case .section529View(let v0) = self { return (529, [:], v0) }
        if case .section530View = self { return (530, [:], []) }
        if case .section531View(let v0) = self { return (531, ["id": v0], []) }
        if case .section532View(let v0) = self { return (532, ["order_id": v0], []) }
        if case .section533View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (533, values, [])
        }
        if case .section534View(let v0) = self { return (534, [:], v0) }
        if case .section535View = self { return (535, [:], []) }
        if case .section536View(let v0) = self { return (536, ["id": v0], []) }
        if case .section537View(let v0) = self { return (537, ["order_id": v0], []) }
        if case .section538View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (538, values, [])
        }
        if case .section539View(let v0) = self { return (539, [:], v0) }
        if case .section540View = self { return (540, [:], []) }
        if case .section541View(let v0) = self { return (541, ["id": v0], []) }
        if case .section542View(let v0) = self { return (542, ["order_id": v0], []) }
        if case .section543View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (543, values, [])
        }
        if case .section544View(let v0) = self { return (544, [:], v0) }
        if case .section545View = self { return (545, [:], []) }
        if case .section546View(let v0) = self { return (546, ["id": v0], []) }
        if case .section547View(let v0) = self { return (547, ["order_id": v0], []) }
        if case .section548View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (548, values, [])
        }
        if case .section549View(let v0) = self { return (549, [:], v0) }
        if case .section550View = self { return (550, [:], []) }
        if case .section551View(let v0) = self { return (551, ["id": v0], []) }
        if case .section552View(let v0) = self { return (552, ["order_id": v0], []) }
        if case .section553View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (553, values, [])
        }
        if case .section554View(let v0) = self { return (554, [:], v0) }
        if case .section555View = self { return (555, [:], []) }
        if case .section556View(let v0) = self { return (556, ["id": v0], []) }
        if case .section557View(let v0) = self { return (557, ["order_id": v0], []) }
        if case .section558View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (558, values, [])
        }
        if case .section559View(let v0) = self { return (559, [:], v0) }
        if case .section560View = self { return (560, [:], []) }
        if case .section561View(let v0) = self { return (561, ["id": v0], []) }
        if case .section562View(let v0) = self { return (562, ["order_id": v0], []) }
        if case .section563View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (563, values, [])
        }
        if case .section564View(let v0) = self { return (564, [:], v0) }
        if case .section565View = self { return (565, [:], []) }
        if case .section566View(let v0) = self { return (566, ["id": v0], []) }
        if case .section567View(let v0) = self { return (567, ["order_id": v0], []) }
        if case .section568View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (568, values, [])
        }
        if case .section569View(let v0) = self { return (569, [:], v0) }
        if case .section570View = self { return (570, [:], []) }
        if case .section571View(let v0) = self { return (571, ["id": v0], []) }
        if case .section572View(let v0) = self { return (572, ["order_id": v0], []) }
        if case .section573View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (573, values, [])
        }
        if case .section574View(let v0) = self { return (574, [:], v0) }
        if case .section575View = self { return (575, [:], []) }
        if case .section576View(let v0) = self { return (576, ["id": v0], []) }
        if case .section577View(let v0) = self { return (577, ["order_id": v0], []) }
        if case .section578View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (578, values, [])
        }
        if case .section579View(let v0) = self { return (579, [:], v0) }
        if case .section580View = self { return (580, [:], []) }
        if case .section581View(let v0) = self { return (581, ["id": v0], []) }
        if case .section582View(let v0) = self { return (582, ["order_id": v0], []) }
        if case .section583View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (583, values, [])
        }
        if case .section584View(let v0) = self { return (584, [:], v0) }
        if case .section585View = self { return (585, [:], []) }
        if case .section586View(let v0) = self { return (586, ["id": v0], []) }
        if case .section587View(let v0) = self { return (587, ["order_id": v0], []) }
        if case .section588View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (588, values, [])
        }
        if case .section589View(let v0) = self { return (589, [:], v0) }
        if case .section590View = self { return (590, [:], []) }
        if case .section591View(let v0) = self { return (591, ["id": v0], []) }
        if case .section592View(let v0) = self { return (592, ["order_id": v0], []) }
        if case .section593View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (593, values, [])
        }
        if case .section594View(let v0) = self { return (594, [:], v0) }
        if case .section595View = self { return (595, [:], []) }
        if case .section596View(let v0) = self { return (596, ["id": v0], []) }
        if case .section597View(let v0) = self { return (597, ["order_id": v0], []) }
        if case .section598View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (598, values, [])
        }
        if case .section599View(let v0) = self { return (599, [:], v0) }
        if case .section600View = self { return (600, [:], []) }
        if case .section601View(let v0) = self { return (601, ["id": v0], []) }
        if case .section602View(let v0) = self { return (602, ["order_id": v0], []) }
        if case .section603View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (603, values, [])
        }
        if case .section604View(let v0) = self { return (604, [:], v0) }
        if case .section605View = self { return (605, [:], []) }
        if case .section606View(let v0) = self { return (606, ["id": v0], []) }
        if case .section607View(let v0) = self { return (607, ["order_id": v0], []) }
        if case .section608View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (608, values, [])
        }
        if case .section609View(let v0) = self { return (609, [:], v0) }
        if case .section610View = self { return (610, [:], []) }
        if case .section611View(let v0) = self { return (611, ["id": v0], []) }
        if case .section612View(let v0) = self { return (612, ["order_id": v0], []) }
        if case .section613View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (613, values, [])
        }
        if case .section614View(let v0) = self { return (614, [:], v0) }
        if case .section615View = self { return (615, [:], []) }
        if case .section616View(let v0) = self { return (616, ["id": v0], []) }
        if case .section617View(let v0) = self { return (617, ["order_id": v0], []) }
        if case .section618View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (618, values, [])
        }
        if case .section619View(let v0) = self { return (619, [:], v0) }
        if case .section620View = self { return (620, [:], []) }
        if case .section621View(let v0) = self { return (621, ["id": v0], []) }
        if case .section622View(let v0) = self { return (622, ["order_id": v0], []) }
        if case .section623View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (623, values, [])
        }
        if case .section624View(let v0) = self { return (624, [:], v0) }
        if case .section625View = self { return (625, [:], []) }
        if case .section626View(let v0) = self { return (626, ["id": v0], []) }
        if case .section627View(let v0) = self { return (627, ["order_id": v0], []) }
        if case .section628View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (628, values, [])
        }
        if case .section629View(let v0) = self { return (629, [:], v0) }
        if case .section630View = self { return (630, [:], []) }
        if case .section631View(let v0) = self { return (631, ["id": v0], []) }
        if case .section632View(let v0) = self { return (632, ["order_id": v0], []) }
        if case .section633View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (633, values, [])
        }
        if case .section634View(let v0) = self { return (634, [:], v0) }
        if case .section635View = self { return (635, [:], []) }
        if case .section636View(let v0) = self { return (636, ["id": v0], []) }
        if case .section637View(let v0) = self { return (637, ["order_id": v0], []) }
        if case .section638View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (638, values, [])
        }
        if case .section639View(let v0) = self { return (639, [:], v0) }
        if case .section640View = self { return (640, [:], []) }
        if case .section641View(let v0) = self { return (641, ["id": v0], []) }
        if case .section642View(let v0) = self { return (642, ["order_id": v0], []) }
        if case .section643View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (643, values, [])
        }
        if case .section644View(let v0) = self { return (644, [:], v0) }
        if case .section645View = self { return (645, [:], []) }
        if case .section646View(let v0) = self { return (646, ["id": v0], []) }
        if case .section647View(let v0) = self { return (647, ["order_id": v0], []) }
        if case .section648View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (648, values, [])
        }
        if case .section649View(let v0) = self { return (649, [:], v0) }
        if case .section650View = self { return (650, [:], []) }
        if case .section651View(let v0) = self { return (651, ["id": v0], []) }
        if case .section652View(let v0) = self { return (652, ["order_id": v0], []) }
        if case .section653View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (653, values, [])
        }
        if case .section654View(let v0) = self { return (654, [:], v0) }
        if case .section655View = self { return (655, [:], []) }
        if case .section656View(let v0) = self { return (656, ["id": v0], []) }
        if case .section657View(let v0) = self { return (657, ["order_id": v0], []) }
        if case .section658View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (658, values, [])
        }
        if case .section659View(let v0) = self { return (659, [:], v0) }
        if case .section660View = self { return (660, [:], []) }
        if case .section661View(let v0) = self { return (661, ["id": v0], []) }
        if case .section662View(let v0) = self { return (662, ["order_id": v0], []) }
        if case .section663View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (663, values, [])
        }
        if case .section664View(let v0) = self { return (664, [:], v0) }
        if case .section665View = self { return (665, [:], []) }
        if case .section666View(let v0) = self { return (666, ["id": v0], []) }
        if case .section667View(let v0) = self { return (667, ["order_id": v0], []) }
        if case .section668View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (668, values, [])
        }
        if case .section669View(let v0) = self { return (669, [:], v0) }
        if case .section670View = self { return (670, [:], []) }
        if case .section671View(let v0) = self { return (671, ["id": v0], []) }
        if case .section672View(let v0) = self { return (672, ["order_id": v0], []) }
        if case .section673View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (673, values, [])
        }
        if case .section674View(let v0) = self { return (674, [:], v0) }
        if case .section675View = self { return (675, [:], []) }
        if case .section676View(let v0) = self { return (676, ["id": v0], []) }
        if case .section677View(let v0) = self { return (677, ["order_id": v0], []) }
        if case .section678View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (678, values, [])
        }
        if case .section679View(let v0) = self { return (679, [:], v0) }
        if case .section680View = self { return (680, [:], []) }
        if case .section681View(let v0) = self { return (681, ["id": v0], []) }
        if case .section682View(let v0) = self { return (682, ["order_id": v0], []) }
        if case .section683View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (683, values, [])
        }
        if case .section684View(let v0) = self { return (684, [:], v0) }
        if case .section685View = self { return (685, [:], []) }
        if case .section686View(let v0) = self { return (686, ["id": v0], []) }
        if case .section687View(let v0) = self { return (687, ["order_id": v0], []) }
        if case .section688View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (688, values, [])
        }
        if case .section689View(let v0) = self { return (689, [:], v0) }
        if case .section690View = self { return (690, [:], []) }
        if case .section691View(let v0) = self { return (691, ["id": v0], []) }
        if case .section692View(let v0) = self { return (692, ["order_id": v0], []) }
        if case .section693View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (693, values, [])
        }
        if case .section694View(let v0) = self { return (694, [:], v0) }
        if case .section695View = self { return (695, [:], []) }
        if case .section696View(let v0) = self { return (696, ["id": v0], []) }
        if case .section697View(let v0) = self { return (697, ["order_id": v0], []) }
        if case .section698View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (698, values, [])
        }
        if case .section699View(let v0) = self { return (699, [:], v0) }
        if case .section700View = self { return (700, [:], []) }
        if case .section701View(let v0) = self { return (701, ["id": v0], []) }
        if case .section702View(let v0) = self { return (702, ["order_id": v0], []) }
        if case .section703View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (703, values, [])
        }
        if case .section704View(let v0) = self { return (704, [:], v0) }
        if case .section705View = self { return (705, [:], []) }
        if case .section706View(let v0) = self { return (706, ["id": v0], []) }
        if case .section707View(let v0) = self { return (707, ["order_id": v0], []) }
        if case .section708View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (708, values, [])
        }
        if case .section709View(let v0) = self { return (709, [:], v0) }
        if case .section710View = self { return (710, [:], []) }
        if case .section711View(let v0) = self { return (711, ["id": v0], []) }
        if case .section712View(let v0) = self { return (712, ["order_id": v0], []) }
        if case .section713View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (713, values, [])
        }
        if case .section714View(let v0) = self { return (714, [:], v0) }
        if case .section715View = self { return (715, [:], []) }
        if case .section716View(let v0) = self { return (716, ["id": v0], []) }
        if case .section717View(let v0) = self { return (717, ["order_id": v0], []) }
        if case .section718View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (718, values, [])
        }
        if case .section719View(let v0) = self { return (719, [:], v0) }
        if case .section720View = self { return (720, [:], []) }
        if case .section721View(let v0) = self { return (721, ["id": v0], []) }
        if case .section722View(let v0) = self { return (722, ["order_id": v0], []) }
        if case .section723View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (723, values, [])
        }
        if case .section724View(let v0) = self { return (724, [:], v0) }
        if case .section725View = self { return (725, [:], []) }
        if case .section726View(let v0) = self { return (726, ["id": v0], []) }
        if case .section727View(let v0) = self { return (727, ["order_id": v0], []) }
        if case .section728View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (728, values, [])
        }
        if case .section729View(let v0) = self { return (729, [:], v0) }
        if case .section730View = self { return (730, [:], []) }
        if case .section731View(let v0) = self { return (731, ["id": v0], []) }
        if case .section732View(let v0) = self { return (732, ["order_id": v0], []) }
        if case .section733View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (733, values, [])
        }
        if case .section734View(let v0) = self { return (734, [:], v0) }
        if case .section735View = self { return (735, [:], []) }
        if case .section736View(let v0) = self { return (736, ["id": v0], []) }
        if case .section737View(let v0) = self { return (737, ["order_id": v0], []) }
        if case .section738View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (738, values, [])
        }
        if case .section739View(let v0) = self { return (739, [:], v0) }
        if case .section740View = self { return (740, [:], []) }
        if case .section741View(let v0) = self { return (741, ["id": v0], []) }
        if case .section742View(let v0) = self { return (742, ["order_id": v0], []) }
        if case .section743View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (743, values, [])
        }
        if case .section744View(let v0) = self { return (744, [:], v0) }
        if case .section745View = self { return (745, [:], []) }
        if case .section746View(let v0) = self { return (746, ["id": v0], []) }
        if case .section747View(let v0) = self { return (747, ["order_id": v0], []) }
        if case .section748View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (748, values, [])
        }
        if case .section749View(let v0) = self { return (749, [:], v0) }
        if case .section750View = self { return (750, [:], []) }
        if case .section751View(let v0) = self { return (751, ["id": v0], []) }
        if case .section752View(let v0) = self { return (752, ["order_id": v0], []) }
        if case .section753View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (753, values, [])
        }
        if case .section754View(let v0) = self { return (754, [:], v0) }
        if case .section755View = self { return (755, [:], []) }
        if case .section756View(let v0) = self { return (756, ["id": v0], []) }
        if case .section757View(let v0) = self { return (757, ["order_id": v0], []) }
        if case .section758View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (758, values, [])
        }
        if case .section759View(let v0) = self { return (759, [:], v0) }
        if case .section760View = self { return (760, [:], []) }
        if case .section761View(let v0) = self { return (761, ["id": v0], []) }
        if case .section762View(let v0) = self { return (762, ["order_id": v0], []) }
        if case .section763View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (763, values, [])
        }
        if case .section764View(let v0) = self { return (764, [:], v0) }
        if case .section765View = self { return (765, [:], []) }
        if case .section766View(let v0) = self { return (766, ["id": v0], []) }
        if case .section767View(let v0) = self { return (767, ["order_id": v0], []) }
        if case .section768View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (768, values, [])
        }
        if case .section769View(let v0) = self { return (769, [:], v0) }
        if case .section770View = self { return (770, [:], []) }
        if case .section771View(let v0) = self { return (771, ["id": v0], []) }
        if case .section772View(let v0) = self { return (772, ["order_id": v0], []) }
        if case .section773View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (773, values, [])
        }
        if case .section774View(let v0) = self { return (774, [:], v0) }
        if case .section775View = self { return (775, [:], []) }
        if case .section776View(let v0) = self { return (776, ["id": v0], []) }
        if case .section777View(let v0) = self { return (777, ["order_id": v0], []) }
        if case .section778View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (778, values, [])
        }
        if case .section779View(let v0) = self { return (779, [:], v0) }
        if case .section780View = self { return (780, [:], []) }
        if case .section781View(let v0) = self { return (781, ["id": v0], []) }
        if case .section782View(let v0) = self { return (782, ["order_id": v0], []) }
        if case .section783View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (783, values, [])
        }
        if case .section784View(let v0) = self { return (784, [:], v0) }
        if case .section785View = self { return (785, [:], []) }
        if case .section786View(let v0) = self { return (786, ["id": v0], []) }
        if case .section787View(let v0) = self { return (787, ["order_id": v0], []) }
        if case .section788View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (788, values, [])
        }
        if case .section789View(let v0) = self { return (789, [:], v0) }
        if case .section790View = self { return (790, [:], []) }
        if case .section791View(let v0) = self { return (791, ["id": v0], []) }
        if case .section792View(let v0) = self { return (792, ["order_id": v0], []) }
        if case .section793View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (793, values, [])
        }
        if case .section794View(let v0) = self { return (794, [:], v0) }
        if case .section795View = self { return (795, [:], []) }
        if case .section796View(let v0) = self { return (796, ["id": v0], []) }
        if case .section797View(let v0) = self { return (797, ["order_id": v0], []) }
        if case .section798View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (798, values, [])
        }
        if case .section799View(let v0) = self { return (799, [:], v0) }
        if case .section800View = self { return (800, [:], []) }
        if case .section801View(let v0) = self { return (801, ["id": v0], []) }
        if case .section802View(let v0) = self { return (802, ["order_id": v0], []) }
        if case .section803View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (803, values, [])
        }
        if case .section804View(let v0) = self { return (804, [:], v0) }
        if case .section805View = self { return (805, [:], []) }
        if case .section806View(let v0) = self { return (806, ["id": v0], []) }
        if case .section807View(let v0) = self { return (807, ["order_id": v0], []) }
        if case .section808View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (808, values, [])
        }
        if case .section809View(let v0) = self { return (809, [:], v0) }
        if case .section810View = self { return (810, [:], []) }
        if case .section811View(let v0) = self { return (811, ["id": v0], []) }
        if case .section812View(let v0) = self { return (812, ["order_id": v0], []) }
        if case .section813View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (813, values, [])
        }
        if case .section814View(let v0) = self { return (814, [:], v0) }
        if case .section815View = self { return (815, [:], []) }
        if case .section816View(let v0) = self { return (816, ["id": v0], []) }
        if case .section817View(let v0) = self { return (817, ["order_id": v0], []) }
        if case .section818View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (818, values, [])
        }
        if case .section819View(let v0) = self { return (819, [:], v0) }
        if case .section820View = self { return (820, [:], []) }
        if case .section821View(let v0) = self { return (821, ["id": v0], []) }
        if case .section822View(let v0) = self { return (822, ["order_id": v0], []) }
        if case .section823View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (823, values, [])
        }
        if case .section824View(let v0) = self { return (824, [:], v0) }
        if case .section825View = self { return (825, [:], []) }
        if case .section826View(let v0) = self { return (826, ["id": v0], []) }
        if case .section827View(let v0) = self { return (827, ["order_id": v0], []) }
        if case .section828View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (828, values, [])
        }
        if case .section829View(let v0) = self { return (829, [:], v0) }
        if case .section830View = self { return (830, [:], []) }
        if case .section831View(let v0) = self { return (831, ["id": v0], []) }
        if case .section832View(let v0) = self { return (832, ["order_id": v0], []) }
        if case .section833View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (833, values, [])
        }
        if case .section834View(let v0) = self { return (834, [:], v0) }
        if case .section835View = self { return (835, [:], []) }
        if case .section836View(let v0) = self { return (836, ["id": v0], []) }
        if case .section837View(let v0) = self { return (837, ["order_id": v0], []) }
        if case .section838View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (838, values, [])
        }
        if case .section839View(let v0) = self { return (839, [:], v0) }
        if case .section840View = self { return (840, [:], []) }
        if case .section841View(let v0) = self { return (841, ["id": v0], []) }
        if case .section842View(let v0) = self { return (842, ["order_id": v0], []) }
        if case .section843View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (843, values, [])
        }
        if case .section844View(let v0) = self { return (844, [:], v0) }
        if case .section845View = self { return (845, [:], []) }
        if case .section846View(let v0) = self { return (846, ["id": v0], []) }
        if case .section847View(let v0) = self { return (847, ["order_id": v0], []) }
        if case .section848View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (848, values, [])
        }
        if case .section849View(let v0) = self { return (849, [:], v0) }
        if case .section850View = self { return (850, [:], []) }
        if case .section851View(let v0) = self { return (851, ["id": v0], []) }
        if case .section852View(let v0) = self { return (852, ["order_id": v0], []) }
        if case .section853View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (853, values, [])
        }
        if case .section854View(let v0) = self { return (854, [:], v0) }
        if case .section855View = self { return (855, [:], []) }
        if case .section856View(let v0) = self { return (856, ["id": v0], []) }
        if case .section857View(let v0) = self { return (857, ["order_id": v0], []) }
        if case .section858View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (858, values, [])
        }
        if case .section859View(let v0) = self { return (859, [:], v0) }
        if case .section860View = self { return (860, [:], []) }
        if case .section861View(let v0) = self { return (861, ["id": v0], []) }
        if case .section862View(let v0) = self { return (862, ["order_id": v0], []) }
        if case .section863View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (863, values, [])
        }
        if case .section864View(let v0) = self { return (864, [:], v0) }
        if case .section865View = self { return (865, [:], []) }
        if case .section866View(let v0) = self { return (866, ["id": v0], []) }
        if case .section867View(let v0) = self { return (867, ["order_id": v0], []) }
        if case .section868View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (868, values, [])
        }
        if case .section869View(let v0) = self { return (869, [:], v0) }
        if case .section870View = self { return (870, [:], []) }
        if case .section871View(let v0) = self { return (871, ["id": v0], []) }
        if case .section872View(let v0) = self { return (872, ["order_id": v0], []) }
        if case .section873View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (873, values, [])
        }
        if case .section874View(let v0) = self { return (874, [:], v0) }
        if case .section875View = self { return (875, [:], []) }
        if case .section876View(let v0) = self { return (876, ["id": v0], []) }
        if case .section877View(let v0) = self { return (877, ["order_id": v0], []) }
        if case .section878View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (878, values, [])
        }
        if case .section879View(let v0) = self { return (879, [:], v0) }
        if case .section880View = self { return (880, [:], []) }
        if case .section881View(let v0) = self { return (881, ["id": v0], []) }
        if case .section882View(let v0) = self { return (882, ["order_id": v0], []) }
        if case .section883View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (883, values, [])
        }
        if case .section884View(let v0) = self { return (884, [:], v0) }
        if case .section885View = self { return (885, [:], []) }
        if case .section886View(let v0) = self { return (886, ["id": v0], []) }
        if case .section887View(let v0) = self { return (887, ["order_id": v0], []) }
        if case .section888View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (888, values, [])
        }
        if case .section889View(let v0) = self { return (889, [:], v0) }
        if case .section890View = self { return (890, [:], []) }
        if case .section891View(let v0) = self { return (891, ["id": v0], []) }
        if case .section892View(let v0) = self { return (892, ["order_id": v0], []) }
        if case .section893View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (893, values, [])
        }
        if case .section894View(let v0) = self { return (894, [:], v0) }
        if case .section895View = self { return (895, [:], []) }
        if case .section896View(let v0) = self { return (896, ["id": v0], []) }
        if case .section897View(let v0) = self { return (897, ["order_id": v0], []) }
        if case .section898View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (898, values, [])
        }
        if case .section899View(let v0) = self { return (899, [:], v0) }
        if case .section900View = self { return (900, [:], []) }
        if case .section901View(let v0) = self { return (901, ["id": v0], []) }
        if case .section902View(let v0) = self { return (902, ["order_id": v0], []) }
        if case .section903View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (903, values, [])
        }
        if case .section904View(let v0) = self { return (904, [:], v0) }
        if case .section905View = self { return (905, [:], []) }
        if case .section906View(let v0) = self { return (906, ["id": v0], []) }
        if case .section907View(let v0) = self { return (907, ["order_id": v0], []) }
        if case .section908View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (908, values, [])
        }
        if case .section909View(let v0) = self { return (909, [:], v0) }
        if case .section910View = self { return (910, [:], []) }
        if case .section911View(let v0) = self { return (911, ["id": v0], []) }
        if case .section912View(let v0) = self { return (912, ["order_id": v0], []) }
        if case .section913View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (913, values, [])
        }
        if case .section914View(let v0) = self { return (914, [:], v0) }
        if case .section915View = self { return (915, [:], []) }
        if case .section916View(let v0) = self { return (916, ["id": v0], []) }
        if case .section917View(let v0) = self { return (917, ["order_id": v0], []) }
        if case .section918View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (918, values, [])
        }
        if case .section919View(let v0) = self { return (919, [:], v0) }
        if case .section920View = self { return (920, [:], []) }
        if case .section921View(let v0) = self { return (921, ["id": v0], []) }
        if case .section922View(let v0) = self { return (922, ["order_id": v0], []) }
        if case .section923View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (923, values, [])
        }
        if case .section924View(let v0) = self { return (924, [:], v0) }
        if case .section925View = self { return (925, [:], []) }
        if case .section926View(let v0) = self { return (926, ["id": v0], []) }
        if case .section927View(let v0) = self { return (927, ["order_id": v0], []) }
        if case .section928View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (928, values, [])
        }
        if case .section929View(let v0) = self { return (929, [:], v0) }
        if case .section930View = self { return (930, [:], []) }
        if case .section931View(let v0) = self { return (931, ["id": v0], []) }
        if case .section932View(let v0) = self { return (932, ["order_id": v0], []) }
        if case .section933View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (933, values, [])
        }
        if case .section934View(let v0) = self { return (934, [:], v0) }
        if case .section935View = self { return (935, [:], []) }
        if case .section936View(let v0) = self { return (936, ["id": v0], []) }
        if case .section937View(let v0) = self { return (937, ["order_id": v0], []) }
        if case .section938View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (938, values, [])
        }
        if case .section939View(let v0) = self { return (939, [:], v0) }
        if case .section940View = self { return (940, [:], []) }
        if case .section941View(let v0) = self { return (941, ["id": v0], []) }
        if case .section942View(let v0) = self { return (942, ["order_id": v0], []) }
        if case .section943View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (943, values, [])
        }
        if case .section944View(let v0) = self { return (944, [:], v0) }
        if case .section945View = self { return (945, [:], []) }
        if case .section946View(let v0) = self { return (946, ["id": v0], []) }
        if case .section947View(let v0) = self { return (947, ["order_id": v0], []) }
        if case .section948View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (948, values, [])
        }
        if case .section949View(let v0) = self { return (949, [:], v0) }
        if case .section950View = self { return (950, [:], []) }
        if case .section951View(let v0) = self { return (951, ["id": v0], []) }
        if case .section952View(let v0) = self { return (952, ["order_id": v0], []) }
        if case .section953View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (953, values, [])
        }
        if case .section954View(let v0) = self { return (954, [:], v0) }
        if case .section955View = self { return (955, [:], []) }
        if case .section956View(let v0) = self { return (956, ["id": v0], []) }
        if case .section957View(let v0) = self { return (957, ["order_id": v0], []) }
        if case .section958View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (958, values, [])
        }
        if case .section959View(let v0) = self { return (959, [:], v0) }
        if case .section960View = self { return (960, [:], []) }
        if case .section961View(let v0) = self { return (961, ["id": v0], []) }
        if case .section962View(let v0) = self { return (962, ["order_id": v0], []) }
        if case .section963View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (963, values, [])
        }
        if case .section964View(let v0) = self { return (964, [:], v0) }
        if case .section965View = self { return (965, [:], []) }
        if case .section966View(let v0) = self { return (966, ["id": v0], []) }
        if case .section967View(let v0) = self { return (967, ["order_id": v0], []) }
        if case .section968View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (968, values, [])
        }
        if case .section969View(let v0) = self { return (969, [:], v0) }
        if case .section970View = self { return (970, [:], []) }
        if case .section971View(let v0) = self { return (971, ["id": v0], []) }
        if case .section972View(let v0) = self { return (972, ["order_id": v0], []) }
        if case .section973View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (973, values, [])
        }
        if case .section974View(let v0) = self { return (974, [:], v0) }
        if case .section975View = self { return (975, [:], []) }
        if case .section976View(let v0) = self { return (976, ["id": v0], []) }
        if case .section977View(let v0) = self { return (977, ["order_id": v0], []) }
        if case .section978View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (978, values, [])
        }
        if case .section979View(let v0) = self { return (979, [:], v0) }
        if case .section980View = self { return (980, [:], []) }
        if case .section981View(let v0) = self { return (981, ["id": v0], []) }
        if case .section982View(let v0) = self { return (982, ["order_id": v0], []) }
        if case .section983View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (983, values, [])
        }
        if case .section984View(let v0) = self { return (984, [:], v0) }
        if case .section985View = self { return (985, [:], []) }
        if case .section986View(let v0) = self { return (986, ["id": v0], []) }
        if case .section987View(let v0) = self { return (987, ["order_id": v0], []) }
        if case .section988View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (988, values, [])
        }
        if case .section989View(let v0) = self { return (989, [:], v0) }
        if case .section990View = self { return (990, [:], []) }
        if case .section991View(let v0) = self { return (991, ["id": v0], []) }
        if case .section992View(let v0) = self { return (992, ["order_id": v0], []) }
        if case .section993View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (993, values, [])
        }
        if case .section994View(let v0) = self { return (994, [:], v0) }
        if case .section995View = self { return (995, [:], []) }
        if case .section996View(let v0) = self { return (996, ["id": v0], []) }
        if case .section997View(let v0) = self { return (997, ["order_id": v0], []) }
        if case .section998View(let v0) = self {
            var values: [String: String] = [:]
            if let v0 { values["page"] = v0 }
            return (998, values, [])
        }
        if case .section999View(let v0) = self { return (999, [:], v0) }
        fatalError("every case is listed above")
    }

    /// Why a link cannot be written: a value its constraint refuses, a link that would read back
    /// as another route, a scheme or host a link cannot hold.
    struct LinkError: Error, Sendable, CustomStringConvertible {
        /// The route's name in the table.
        var route: String
        var reason: String
        var description: String { "cannot link to \(route): \(reason)" }
    }

    /// How a link is read and written, as URLRoutes' router reads and writes it.
    private struct Links: Sendable {
        /// Why a link cannot be written; the enum throws it as its LinkError.
        struct Failure: Error {
            let route: String
            let reason: String
        }

        // The table, as `StandaloneSwiftSource` writes it.
        let decodesPlusSymbols: Bool
        let treatsHostAsPathComponent: Bool
        let rules: [Rule]
        let constraints: [Node]
        let schemes: [String: Namespace]
        let hosts: [String: Namespace]
        let wildcardHosts: [(String, Namespace)]
        let global: Namespace
        /// For each table route: its rules, in the order generation tries them.
        let routeRules: [[Int]]
        /// For each table route: its scheme, `//HOST` or `*`.
        let routeNamespaces: [String]
        let names: [String]

        /// One expansion of a route's optional groups.
        struct Rule: Sendable {
            let route: Int
            let parts: [Part]
        }

        enum Part: Sendable {
            case literal([String])
            case variable(String, Int?)
            case star
            case globstar
        }

        /// A namespace's rules in the order routing tries them, and whether it falls back to
        /// the global namespace.
        struct Namespace: Sendable {
            let rules: [Int]
            let fallsBack: Bool
            /// Positions in `rules` of the rules whose first component is a literal, by
            /// its spellings; the other rules' positions. Made by `Links.init`.
            var byFirstLiteral: [String: [Int]] = [:]
            var others: [Int] = []

            init(rules: [Int], fallsBack: Bool) {
                self.rules = rules
                self.fallsBack = fallsBack
            }

            mutating func index(_ all: [Rule]) {
                for (position, rule) in rules.enumerated() {
                    if case .literal(let forms)? = all[rule].parts.first {
                        for form in Set(forms) { byFirstLiteral[form, default: []].append(position) }
                    } else {
                        others.append(position)
                    }
                }
            }
        }

        init(decodesPlusSymbols: Bool, treatsHostAsPathComponent: Bool, rules: [Rule], constraints: [Node],
             schemes: [String: Namespace], hosts: [String: Namespace], wildcardHosts: [(String, Namespace)],
             global: Namespace, routeRules: [[Int]], routeNamespaces: [String], names: [String]) {
            self.decodesPlusSymbols = decodesPlusSymbols
            self.treatsHostAsPathComponent = treatsHostAsPathComponent
            self.rules = rules
            self.constraints = constraints
            self.schemes = schemes.mapValues { var space = $0; space.index(rules); return space }
            self.hosts = hosts.mapValues { var space = $0; space.index(rules); return space }
            self.wildcardHosts = wildcardHosts.map { var space = $0.1; space.index(rules); return ($0.0, space) }
            var global = global
            global.index(rules)
            self.global = global
            self.routeRules = routeRules
            self.routeNamespaces = routeNamespaces
            self.names = names
        }

        struct Match {
            var route: Int
            var values: [String: String]
            var wildcard: [String]
        }

        /// What routing reads off a URL.
        struct Reading {
            var scheme: String?
            var host: String?
            var path: [UInt8]
        }

        func read(_ url: String) -> Match? {
            guard let reading = reading(url) else { return nil }
            if let host = reading.host, let space = hostNamespace(host) {
                if let match = first(in: space, reading.path) { return match.route < 0 ? nil : match }
                if !space.fallsBack { return nil }
            }
            let scheme = reading.scheme.flatMap { scheme in
                // Exact, else the first in sort order of those equal but for case (as `RouteRegistry`).
                schemes[scheme] ?? schemes.keys.filter { $0.lowercased() == scheme.lowercased() }.min().flatMap { schemes[$0] }
            }
            if let scheme {
                if let match = first(in: scheme, reading.path) { return match.route < 0 ? nil : match }
                if !scheme.fallsBack { return nil }
            }
            guard let match = first(in: global, reading.path), match.route >= 0 else { return nil }
            return match
        }

        /// The first rule of `space` that matches; route -1 for a route without a name.
        func first(in space: Namespace, _ path: [UInt8]) -> Match? {
            // Only the rules whose first literal is the path's first component, and those
            // without one, in their order.
            let first = String(decoding: path.prefix { $0 != 47 }, as: UTF8.self)
            let literal = space.byFirstLiteral[first] ?? []
            var (a, b) = (0, 0)
            while a < literal.count || b < space.others.count {
                let position: Int
                if b == space.others.count || (a < literal.count && literal[a] < space.others[b]) {
                    position = literal[a]
                    a += 1
                } else {
                    position = space.others[b]
                    b += 1
                }
                if let match = matches(rules[space.rules[position]], path) { return match }
            }
            return nil
        }

        func hostNamespace(_ host: String) -> Namespace? {
            if let space = hosts[host] { return space }
            guard !wildcardHosts.isEmpty, !isIPAddress(host) else { return nil }
            var best: (length: Int, space: Namespace)?
            for (suffix, space) in wildcardHosts where host.hasSuffix("." + suffix) {
                if best == nil || suffix.utf8.count > best!.length { best = (suffix.utf8.count, space) }
            }
            return best?.space
        }

        func isIPAddress(_ host: String) -> Bool {
            if host.hasPrefix("[") { return true }
            let last = Array(host.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).last ?? [])
            guard !last.isEmpty else { return false }
            if last.allSatisfy({ $0 >= 48 && $0 <= 57 }) { return true }
            return last.count > 2 && last[0] == 48 && last[1] | 0x20 == UInt8(ascii: "x") && last.dropFirst(2).allSatisfy { hex($0) != nil }
        }

        // MARK: Reading a URL

        func reading(_ url: String) -> Reading? {
            let bytes = Array(url.utf8)
            guard !bytes.isEmpty, !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
            var end = bytes.count
            var start = 0
            var scheme: Range<Int>?
            if isLetter(bytes[0]) {
                var index = 1
                while index < end && (isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == 43 || bytes[index] == 45 || bytes[index] == 46) { index += 1 }
                if index < end && bytes[index] == UInt8(ascii: ":") {
                    scheme = 0..<index
                    start = index + 1
                }
            }
            var fragment: Range<Int>?
            if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) {
                fragment = hash + 1..<end
                end = hash
            }
            if let question = bytes[start..<end].firstIndex(of: UInt8(ascii: "?")) { end = question }
            var hostRange: Range<Int>?
            if end - start >= 2 && bytes[start] == 47 && bytes[start + 1] == 47 {
                let authorityStart = start + 2
                let authorityEnd = bytes[authorityStart..<end].firstIndex(of: 47) ?? end
                let authority = bytes[authorityStart..<authorityEnd]
                if authority.first == UInt8(ascii: "["), !authority.contains(UInt8(ascii: "]")) { return nil }
                if authority.contains(UInt8(ascii: "\\")) { return nil }
                var hostStart = authorityStart
                var hostEnd = authorityEnd
                var portColon: Int?
                var bracket = false
                var index = authorityEnd
                while index > authorityStart {
                    index -= 1
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "@") {
                        hostStart = index + 1
                        break
                    } else if byte == UInt8(ascii: "]") {
                        bracket = true
                    } else if byte == UInt8(ascii: ":") && portColon == nil && !bracket {
                        portColon = index
                    }
                }
                if let portColon, portColon >= hostStart { hostEnd = portColon }
                hostRange = hostStart..<max(hostStart, hostEnd)
                start = authorityEnd
            }
            let path = start..<end
            // The host: absent, a path component, or a named host.
            var hostComponent: Range<Int>?
            var host: String?
            if let range = hostRange, !range.isEmpty {
                if treatsHostAsPathComponent {
                    hostComponent = range
                } else {
                    switch readHost(Array(bytes[range])) {
                    case .none: return nil
                    case .component?: hostComponent = range
                    case .named(let name)?: host = name
                    }
                }
            }
            let fragmentPath = fragmentPath(bytes, fragment)
            let schemeText = scheme.map { String(decoding: bytes[$0], as: UTF8.self) }
            let isWeb = schemeText.map { ["http", "https"].contains($0.lowercased()) } ?? false
            let routingPath = routingPath(bytes, path: path, host: hostComponent, fragmentPath: isWeb ? nil : fragmentPath)
            return Reading(scheme: schemeText, host: host, path: routingPath)
        }

        enum HostReading {
            case component
            case named(String)
        }

        /// The host as routing reads it (`URLHost.read`): a path component (no dot, not
        /// `localhost`), or a named host, percent-decoded, lowercased, without trailing dot,
        /// an IPv4 address in dotted-decimal form; nil for a host routing refuses, and for
        /// a non-ASCII host with a dot (its IDNA form is not computed here).
        func readHost(_ host: [UInt8]) -> HostReading? {
            var labelStart = 0
            var dots = false
            for (index, byte) in host.enumerated() {
                if isLetter(byte) || isDigit(byte) || byte == 45 { continue }
                if byte == 46 {
                    if index == labelStart { return readNamed(host) }
                    labelStart = index + 1
                    dots = true
                } else if byte == 37 || byte >= 0x80 || byte == 91 || isForbiddenInHost(byte) {
                    return readNamed(host)
                }
            }
            if !dots { return isLocalhost(host) ? .named("localhost") : .component }
            return domainOrAddress(labelStart == host.count ? Array(host.dropLast()) : host)
        }

        func readNamed(_ host: [UInt8]) -> HostReading? {
            if host[0] == 91 {
                guard let close = host.firstIndex(of: 93), close == host.count - 1, close > 1,
                      host[1..<close].allSatisfy({ hex($0) != nil || $0 == 58 || $0 == 46 }) else { return nil }
                return .named(lowercased(host))
            }
            if host.contains(where: { $0 == 37 || $0 >= 0x80 }) { return decodedHost(host) }
            guard host.contains(46) else { return isLocalhost(host) ? .named("localhost") : .component }
            var labelStart = 0
            for (index, byte) in host.enumerated() {
                if byte == 46 {
                    if index == labelStart { return nil }
                    labelStart = index + 1
                } else if isForbiddenInHost(byte) {
                    return nil
                }
            }
            return domainOrAddress(labelStart == host.count ? Array(host.dropLast()) : host)
        }

        func decodedHost(_ host: [UInt8]) -> HostReading? {
            var decoded: [UInt8] = []
            var invalidEscape = false
            var index = 0
            while index < host.count {
                if host[index] == 37, index + 2 < host.count, let high = hex(host[index + 1]), let low = hex(host[index + 2]) {
                    decoded.append(high << 4 | low)
                    index += 3
                } else {
                    if host[index] == 37 { invalidEscape = true }
                    decoded.append(host[index])
                    index += 1
                }
            }
            let valid = utf8Text(decoded)
            let nonASCII = decoded.contains { $0 >= 0x80 }
            var text = lowercased(decoded)
            if nonASCII {
                // IDNA as the common case needs it: the dots a mapping makes, labels
                // lowercased, each non-ASCII label in punycode.
                guard let valid else { return text.utf8.contains(46) ? nil : .component }
                if !decoded.contains(where: { $0 < 0x80 && (isForbiddenInHost($0) || $0 == 37) }),
                   let mapped = idnaASCII(valid) {
                    text = mapped
                } else {
                    text = valid.lowercased()
                    if !text.utf8.contains(46) { return .component }
                    return nil
                }
            }
            if !text.utf8.contains(46) && text != "localhost" { return .component }
            guard !invalidEscape, valid != nil, !decoded.contains(where: { $0 < 0x80 && (isForbiddenInHost($0) || $0 == 37) }) else { return nil }
            if text.hasPrefix(".") || text.contains("..") { return nil }
            var named = Array(text.utf8)
            if named.last == 46 { named.removeLast() }
            return domainOrAddress(named)
        }

        /// `bücher.example` as `xn--bcher-kva.example`: the label separators IDNA maps to a
        /// dot, labels lowercased, non-ASCII labels in punycode (RFC 3492); nil when a label
        /// is empty or its punycode overflows.
        func idnaASCII(_ host: String) -> String? {
            var labels: [String] = []
            var label = ""
            for scalar in host.unicodeScalars {
                if ["." as Unicode.Scalar, "\u{3002}", "\u{FF0E}", "\u{FF61}"].contains(scalar) {
                    labels.append(label)
                    label = ""
                } else {
                    label.unicodeScalars.append(scalar)
                }
            }
            labels.append(label)
            var out: [String] = []
            for label in labels {
                let lowered = label.lowercased()
                if lowered.unicodeScalars.allSatisfy(\.isASCII) {
                    out.append(lowered)
                } else {
                    guard let encoded = punycode(lowered) else { return nil }
                    out.append("xn--" + encoded)
                }
            }
            return out.joined(separator: ".")
        }

        func punycode(_ label: String) -> String? {
            let input = label.unicodeScalars.map { UInt64($0.value) }
            var output: [UInt8] = input.filter { $0 < 0x80 }.map { UInt8($0) }
            let basic = output.count
            var handled = basic
            if basic > 0 { output.append(45) }
            var n: UInt64 = 128, delta: UInt64 = 0, bias: UInt64 = 72
            func digit(_ value: UInt64) -> UInt8 { value < 26 ? UInt8(97 + value) : UInt8(22 + value) }
            func adapt(_ delta: UInt64, _ points: UInt64, _ first: Bool) -> UInt64 {
                var delta = first ? delta / 700 : delta / 2
                delta += delta / points
                var k: UInt64 = 0
                while delta > 455 { delta /= 35; k += 36 }
                return k + 36 * delta / (delta + 38)
            }
            while handled < input.count {
                guard let m = input.filter({ $0 >= n }).min() else { return nil }
                delta += (m - n) * UInt64(handled + 1)
                n = m
                for c in input {
                    if c < n { delta += 1 }
                    if c == n {
                        var q = delta
                        var k: UInt64 = 36
                        while true {
                            let t = k <= bias ? 1 : (k >= bias + 26 ? 26 : k - bias)
                            if q < t { break }
                            output.append(digit(t + (q - t) % (36 - t)))
                            q = (q - t) / (36 - t)
                            k += 36
                        }
                        output.append(digit(q))
                        bias = adapt(delta, UInt64(handled + 1), handled == basic)
                        delta = 0
                        handled += 1
                    }
                }
                guard delta < 1 << 40 else { return nil }
                delta += 1
                n += 1
            }
            return String(decoding: output, as: UTF8.self)
        }

        /// A host of labels, or, when its last label is a number, the IPv4 address WHATWG
        /// reads it as; nil for a host that ends in a number but is no address.
        func domainOrAddress(_ host: [UInt8]) -> HostReading? {
            var parts = host.split(separator: 46, omittingEmptySubsequences: false).map(Array.init)
            if parts.count > 1 && parts.last!.isEmpty { parts.removeLast() }
            guard let last = parts.last, !last.isEmpty, last.allSatisfy(isDigit) || ipv4Number(last) != nil else {
                return .named(lowercased(host))
            }
            guard parts.count <= 4 else { return nil }
            var numbers: [UInt64] = []
            for part in parts {
                guard let number = ipv4Number(part) else { return nil }
                numbers.append(number)
            }
            guard numbers.dropLast().allSatisfy({ $0 <= 255 }), numbers.last! < UInt64(1) << (8 * (5 - numbers.count)) else { return nil }
            var address = numbers.last!
            for (index, number) in numbers.dropLast().enumerated() { address += number << (8 * (3 - index)) }
            return .named("\(address >> 24).\(address >> 16 & 0xFF).\(address >> 8 & 0xFF).\(address & 0xFF)")
        }

        func ipv4Number(_ part: [UInt8]) -> UInt64? {
            var digits = part[...]
            guard !digits.isEmpty else { return nil }
            var radix: UInt64 = 10
            if digits.count >= 2 && digits.first == 48 && digits[digits.startIndex + 1] | 0x20 == 120 {
                digits = digits.dropFirst(2)
                radix = 16
            } else if digits.count >= 2 && digits.first == 48 {
                digits = digits.dropFirst()
                radix = 8
            }
            var value: UInt64 = 0
            for byte in digits {
                guard let digit = hex(byte).map(UInt64.init), digit < radix else { return nil }
                value = min(value * radix + digit, 1 << 32)
            }
            return value
        }

        func lowercased(_ bytes: [UInt8]) -> String {
            String(decoding: bytes.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }, as: UTF8.self)
        }

        func utf8Text(_ bytes: [UInt8]) -> String? {
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            var text = ""
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
                case .emptyInput: return text
                case .error: return nil
                }
            }
        }

        func isForbiddenInHost(_ byte: UInt8) -> Bool {
            switch byte {
            case 0..<0x21, 0x7F, 35, 47, 58, 60, 62, 63, 64, 91, 92, 93, 94, 124, 34, 96, 123, 125: return true
            default: return false
            }
        }

        func isLocalhost(_ host: [UInt8]) -> Bool {
            host.count == 9 && zip(host, "localhost".utf8).allSatisfy { $0 | 0x20 == $1 }
        }

        /// The fragment when it is a path (not only query items), up to its `?`.
        func fragmentPath(_ bytes: [UInt8], _ fragment: Range<Int>?) -> Range<Int>? {
            guard let fragment else { return nil }
            let question = bytes[fragment].firstIndex(of: UInt8(ascii: "?"))
            let candidate = fragment.lowerBound..<(question ?? fragment.upperBound)
            let query = question.map { $0 + 1..<fragment.upperBound } ?? candidate
            return !firstItemHasValue(bytes, query) || question != nil ? candidate : nil
        }

        /// Whether the first `&`-separated item of `range` is `name=value` with a non-empty name.
        func firstItemHasValue(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
            let end = bytes[range].firstIndex(of: UInt8(ascii: "&")) ?? range.upperBound
            guard let equals = bytes[range.lowerBound..<end].firstIndex(of: UInt8(ascii: "=")) else { return false }
            return equals > range.lowerBound
        }

        func routingPath(_ bytes: [UInt8], path: Range<Int>, host: Range<Int>?, fragmentPath: Range<Int>?) -> [UInt8] {
            var path = path
            var fragmentPath = fragmentPath
            let slashAfterHost = host != nil && !path.isEmpty && bytes[path.lowerBound] != 47
            let condenses = host != nil && (containsDoubleSlash(bytes, path) || (fragmentPath != nil && !path.isEmpty && bytes[path.upperBound - 1] == 47))
            if host == nil && !path.isEmpty && bytes[path.lowerBound] == 47 { path = path.dropFirst() }
            if let fragment = fragmentPath {
                if !fragment.isEmpty && bytes[fragment.upperBound - 1] == 47 { fragmentPath = fragment.dropLast() }
            } else if !path.isEmpty && bytes[path.upperBound - 1] == 47 {
                path = path.dropLast()
            }
            var result: [UInt8] = []
            if condenses, let host {
                result += bytes[host]
                for component in bytes[path].split(separator: 47) {
                    result.append(47)
                    result += component
                }
            } else {
                if let host { result += bytes[host] }
                if slashAfterHost { result.append(47) }
                result += bytes[path]
            }
            if let fragmentPath {
                result.append(35)
                result += bytes[fragmentPath]
            }
            return result
        }

        func containsDoubleSlash(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
            var previous = false
            for index in range {
                let slash = bytes[index] == 47
                if slash && previous { return true }
                previous = slash
            }
            return false
        }

        // MARK: Matching a rule

        /// The rule's regex, `^...\z`, on the routing path.
        func matches(_ rule: Rule, _ path: [UInt8]) -> Match? {
            var variables: [(String, Range<Int>)] = []
            var wildcards: [Range<Int>] = []
            guard match(rule.parts, 0, path, 0, needsSeparator: false, &variables, &wildcards) else { return nil }
            var values: [String: String] = [:]
            for (name, range) in variables where values[name] == nil {
                values[name] = decodeVariable(Array(path[range]))
            }
            var wildcard: [String] = []
            for range in wildcards where !range.isEmpty {
                for component in path[range].split(separator: 47, omittingEmptySubsequences: false) {
                    wildcard.append(decodeComponent(Array(component)))
                }
            }
            return Match(route: rule.route, values: values, wildcard: wildcard)
        }

        /// Backtracking in the regex's order: `**` lazily (fewest components first), a last
        /// `*` or `**` greedily (all that is left, else nothing).
        func match(_ parts: [Part], _ index: Int, _ path: [UInt8], _ position: Int, needsSeparator: Bool,
                          _ variables: inout [(String, Range<Int>)], _ wildcards: inout [Range<Int>]) -> Bool {
            if index == parts.count { return position == path.count }
            let isLast = index == parts.count - 1
            switch parts[index] {
            case .star where isLast, .globstar where isLast:
                if needsSeparator {
                    if position < path.count && path[position] == 47 {
                        wildcards.append(position + 1..<path.count)
                        return true
                    }
                    return position == path.count
                }
                wildcards.append(position..<path.count)
                return true
            case .globstar:
                // `(?:/(C(?:/C)*?))??` after a component, `(?:(C(?:/C)*?)/)??` first.
                let savedVariables = variables.count
                let savedWildcards = wildcards.count
                if match(parts, index + 1, path, position, needsSeparator: needsSeparator, &variables, &wildcards) { return true }
                variables.removeSubrange(savedVariables...)
                wildcards.removeSubrange(savedWildcards...)
                var start = position
                if needsSeparator {
                    guard position < path.count && path[position] == 47 else { return false }
                    start = position + 1
                }
                var end = start
                while true {
                    while end < path.count && path[end] != 47 { end += 1 }
                    wildcards.append(start..<end)
                    if needsSeparator {
                        if match(parts, index + 1, path, end, needsSeparator: true, &variables, &wildcards) { return true }
                    } else if end < path.count {
                        if match(parts, index + 1, path, end + 1, needsSeparator: false, &variables, &wildcards) { return true }
                    }
                    variables.removeSubrange(savedVariables...)
                    wildcards.removeSubrange(savedWildcards...)
                    guard end < path.count else { return false }
                    end += 1
                }
            default:
                var position = position
                if needsSeparator {
                    guard position < path.count && path[position] == 47 else { return false }
                    position += 1
                }
                var end = position
                while end < path.count && path[end] != 47 { end += 1 }
                let component = path[position..<end]
                switch parts[index] {
                case .literal(let forms):
                    // A literal holds no '/', so it matches one component exactly.
                    guard forms.contains(where: { $0.utf8.elementsEqual(component) }) else { return false }
                case .variable(let name, let constraint):
                    if let constraint, !constraintMatches(constraint, Array(component)) { return false }
                    variables.append((name, position..<end))
                default:
                    break
                }
                let saved = variables.count
                if match(parts, index + 1, path, end, needsSeparator: true, &variables, &wildcards) { return true }
                if variables.count > saved { variables.removeSubrange(saved...) }
                if case .variable = parts[index] { variables.removeLast() }
                return false
            }
        }

        func decodeVariable(_ raw: [UInt8]) -> String {
            var value = decodeComponent(raw)
            if value.utf8.count > 1 && value.utf8.last == 35 { value.removeLast() }
            return value
        }

        /// Percent-decoded when every escape is whole and the result UTF-8, else as it stands;
        /// then `+` as a space when the table decodes plus symbols.
        func decodeComponent(_ raw: [UInt8]) -> String {
            var value = percentDecoded(raw) ?? String(decoding: raw, as: UTF8.self)
            if decodesPlusSymbols && value.utf8.contains(43) {
                value = String(decoding: value.utf8.map { $0 == 43 ? 32 : $0 }, as: UTF8.self)
            }
            return value
        }

        func percentDecoded(_ raw: [UInt8]) -> String? {
            guard raw.contains(37) else { return String(decoding: raw, as: UTF8.self) }
            var bytes: [UInt8] = []
            var index = 0
            while index < raw.count {
                if raw[index] == 37 {
                    guard index + 2 < raw.count, let high = hex(raw[index + 1]), let low = hex(raw[index + 2]) else { return nil }
                    bytes.append(high << 4 | low)
                    index += 3
                } else {
                    bytes.append(raw[index])
                    index += 1
                }
            }
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            var text = ""
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
                case .emptyInput: return text
                case .error: return nil
                }
            }
        }

        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 48...57: return byte - 48
            case 97...102: return byte - 87
            case 65...70: return byte - 55
            default: return nil
            }
        }

        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

        // MARK: Constraints

        /// A constraint as a regular expression over the component's bytes (PCRE2 reads the
        /// constraint without UTF mode): whole-match, which any engine answers alike.
        indirect enum Node: Sendable {
            case bytes([UInt8])
            case set([ClosedRange<UInt8>], negated: Bool)
            case sequence([Node])
            case either([Node])
            case repeated(Node, min: Int, max: Int?)
        }

        func constraintMatches(_ index: Int, _ bytes: [UInt8]) -> Bool {
            let node = constraints[index]
            // The common shapes, by hand: alternatives of words (`new|top`), and runs of
            // classes of which only the last varies in length (`\d+`, `[a-z0-9-]+`,
            // `[A-Z]{2}\d{6}`): for those a left-to-right scan is the whole match.
            if case .either(let options) = node {
                var words: [[UInt8]] = []
                for option in options { if case .bytes(let word) = option { words.append(word) } }
                if words.count == options.count { return words.contains(bytes) }
            }
            let items: [Node]
            if case .sequence(let nodes) = node { items = nodes } else { items = [node] }
            var position = 0
            for (offset, item) in items.enumerated() {
                switch item {
                case .bytes(let word):
                    guard position + word.count <= bytes.count, bytes[position..<position + word.count].elementsEqual(word) else { return false }
                    position += word.count
                case .set(let ranges, let negated):
                    guard position < bytes.count, ranges.contains(where: { $0.contains(bytes[position]) }) != negated else { return false }
                    position += 1
                case .repeated(.set(let ranges, let negated), let min, let max) where min == max || offset == items.count - 1:
                    let count = min == max ? min : bytes.count - position
                    guard count >= min, max.map({ count <= $0 }) ?? true, position + count <= bytes.count else { return false }
                    for byte in bytes[position..<position + count] where ranges.contains(where: { $0.contains(byte) }) == negated { return false }
                    position += count
                default:
                    return matchNode(node, bytes, 0) { $0 == bytes.count }
                }
            }
            return position == bytes.count
        }

        func matchNode(_ node: Node, _ bytes: [UInt8], _ position: Int, _ next: (Int) -> Bool) -> Bool {
            switch node {
            case .bytes(let expected):
                guard position + expected.count <= bytes.count, bytes[position..<position + expected.count].elementsEqual(expected) else { return false }
                return next(position + expected.count)
            case .set(let ranges, let negated):
                guard position < bytes.count else { return false }
                let inSet = ranges.contains { $0.contains(bytes[position]) }
                return inSet != negated && next(position + 1)
            case .sequence(let nodes):
                func from(_ index: Int, _ at: Int) -> Bool {
                    index == nodes.count ? next(at) : matchNode(nodes[index], bytes, at) { from(index + 1, $0) }
                }
                return from(0, position)
            case .either(let nodes):
                return nodes.contains { matchNode($0, bytes, position, next) }
            case .repeated(let node, let min, let max):
                func count(_ done: Int, _ at: Int) -> Bool {
                    if done >= min, let max, done >= max { return next(at) }
                    // Greedy: one more, unless it matched nothing (which would loop), then stop.
                    if matchNode(node, bytes, at, { $0 != at && count(done + 1, $0) }) { return true }
                    if done < min { return matchNode(node, bytes, at) { $0 == at && count(min, $0) } }
                    return next(at)
                }
                return count(0, position)
            }
        }

        // MARK: Writing a link

        /// Every byte outside RFC 3986 "unreserved" percent-encoded, upper-case hex.
        func encode(_ text: String) -> String {
            var out: [UInt8] = []
            for byte in text.utf8 {
                if isLetter(byte) || isDigit(byte) || byte == 45 || byte == 46 || byte == 95 || byte == 126 {
                    out.append(byte)
                } else {
                    let digits = Array("0123456789ABCDEF".utf8)
                    out += [37, digits[Int(byte >> 4)], digits[Int(byte & 15)]]
                }
            }
            return String(decoding: out, as: UTF8.self)
        }

        enum Form { case path, url }

        /// The link of route `route` with these values: the first expansion that takes them
        /// whose link reads back to the route with them.
        func link(route: Int, values: [String: String], wildcard: [String], query: [String: String],
                         form: Form, scheme: String?, host: String?) throws -> String {
            func fail(_ reason: String) -> Failure { Failure(route: names[route], reason: reason) }
            if let clash = query.keys.filter({ values[$0] != nil }).min() {
                throw fail("the query item \(clash.debugDescription) has the name of a path value; a link holds it once")
            }
            let spelling = routeNamespaces[route]
            var prefix = ""
            var hostForm: String?
            if form == .url {
                var writtenHost: String?
                if let host {
                    guard let normalized = normalizedLinkHost(host) else { throw fail("\(host.debugDescription) is not a host this link can hold") }
                    writtenHost = normalized
                } else if spelling.hasPrefix("//") {
                    guard !spelling.hasPrefix("//*.") else { throw fail("\(spelling.dropFirst(2)) names many hosts, so the link needs the one to point at as its host") }
                    writtenHost = String(spelling.dropFirst(2))
                }
                let chosen: String
                if let scheme {
                    guard let first = scheme.utf8.first, isLetter(first), scheme.utf8.allSatisfy({ isLetter($0) || isDigit($0) || $0 == 43 || $0 == 45 || $0 == 46 }) else {
                        throw fail("\(scheme.debugDescription) is not a URL scheme")
                    }
                    chosen = scheme
                } else if !spelling.hasPrefix("//") && spelling != "*" {
                    chosen = spelling
                } else if writtenHost != nil {
                    chosen = "https"
                } else {
                    throw fail("the global namespace has no scheme of its own, so the link needs one")
                }
                let lowered = chosen.lowercased()
                if writtenHost == nil && (lowered == "http" || lowered == "https") {
                    throw fail("an \(lowered) link needs a real host")
                }
                if let writtenHost { prefix = chosen + "://" + writtenHost + "/" } else { hostForm = chosen }
            }
            var firstError: Failure?
            for ruleIndex in routeRules[route] {
                let parts = rules[ruleIndex].parts
                let variables = parts.compactMap { part -> String? in if case .variable(let name, _) = part { return name } else { return nil } }
                guard values.keys.allSatisfy(variables.contains), variables.allSatisfy({ values[$0] != nil }) else { continue }
                // A `*` before the end takes one component; the last `*` and each `**` take the rest.
                var singles = 0
                var remaining = 0
                for (index, part) in parts.enumerated() {
                    if case .star = part { if index == parts.count - 1 { remaining += 1 } else { singles += 1 } }
                    if case .globstar = part { remaining += 1 }
                }
                guard wildcard.count == singles || (remaining > 0 && wildcard.count > singles) else { continue }
                let written = wildcard.map(encode)
                for taker in 0..<max(1, remaining) {
                    var components: [String] = []
                    var next = 0
                    var piece = 0
                    var failed: Failure?
                    for (index, part) in parts.enumerated() {
                        switch part {
                        case .literal(let forms):
                            // Written percent-encoded (upper-case hex) when it has such a form.
                            components.append(forms.count > 1 ? forms[1] : forms[0])
                        case .variable(let name, let constraint):
                            let encoded = encode(values[name]!)
                            if let constraint, !constraintMatches(constraint, Array(encoded.utf8)) {
                                failed = failed ?? fail("the value \(values[name]!.debugDescription) of \(name) does not match its constraint")
                            }
                            components.append(encoded)
                        case .star where index < parts.count - 1:
                            components.append(written[next])
                            next += 1
                        case .star, .globstar:
                            if piece == taker {
                                let count = wildcard.count - singles
                                components += written[next..<next + count]
                                next += count
                            }
                            piece += 1
                        }
                    }
                    if values.values.contains(where: \.isEmpty) || wildcard.contains(where: \.isEmpty) {
                        failed = failed ?? fail("a value is empty; a path component cannot be empty")
                    }
                    if let dot = components.first(where: { $0 == "." || $0 == ".." }) {
                        failed = failed ?? fail("the component \(dot.debugDescription) is a dot segment, which URL normalization removes from a path")
                    }
                    if let failed {
                        if firstError == nil { firstError = failed }
                        continue
                    }
                    let text = components.joined(separator: "/")
                    let link: String
                    switch form {
                    case .path:
                        link = "/" + text
                    case .url:
                        if let hostForm {
                            let first = Array((components.first ?? "").utf8)
                            let readsBack: Bool
                            if text.isEmpty { readsBack = true } else if first.isEmpty { readsBack = false } else if case .component? = readHost(first) { readsBack = true } else { readsBack = false }
                            link = hostForm + (readsBack ? "://" : ":///") + text
                        } else {
                            link = prefix + text
                        }
                        let read = read(link)
                        guard let read, read.route == route, read.values == values, read.wildcard == wildcard else {
                            if firstError == nil { firstError = fail("the link \(link.debugDescription) does not read back to this route with these values") }
                            continue
                        }
                    }
                    guard !query.isEmpty else { return link }
                    let items = query.sorted { $0.key < $1.key }.map { encode($0.key) + "=" + encode($0.value) }.joined(separator: "&")
                    return link + "?" + items
                }
            }
            throw firstError ?? fail("no expansion of the route takes these values")
        }

        /// A host as a link writes it: ASCII, lowercased, without trailing dot; a port kept.
        func normalizedLinkHost(_ host: String) -> String? {
            var text = host.lowercased()
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            if text.hasSuffix(".") { text.removeLast() }
            let name = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard let label = name.first, !label.isEmpty, label.utf8.allSatisfy({ isLetter($0) || isDigit($0) || $0 == 45 || $0 == 46 }),
                  !label.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else { return nil }
            if name.count == 2 { guard !name[1].isEmpty, name[1].allSatisfy(\.isNumber), name[1].count <= 5 else { return nil } }
            return text
        }
    }

    /// routes.table, as `Links` reads it.
    private static let links = Links(
        decodesPlusSymbols: true,
        treatsHostAsPathComponent: false,
        rules: [
            Links.Rule(route: 0, parts: [.literal(["s0"]), .literal(["home"])]),
            Links.Rule(route: 1, parts: [.literal(["s1"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 2, parts: [.literal(["s2"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 3, parts: [.literal(["s3"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 3, parts: [.literal(["s3"]), .literal(["list"])]),
            Links.Rule(route: 4, parts: [.literal(["s4"]), .literal(["files"]), .star]),
            Links.Rule(route: 5, parts: [.literal(["s5"]), .literal(["home"])]),
            Links.Rule(route: 6, parts: [.literal(["s6"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 7, parts: [.literal(["s7"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 8, parts: [.literal(["s8"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 8, parts: [.literal(["s8"]), .literal(["list"])]),
            Links.Rule(route: 9, parts: [.literal(["s9"]), .literal(["files"]), .star]),
            Links.Rule(route: 10, parts: [.literal(["s10"]), .literal(["home"])]),
            Links.Rule(route: 11, parts: [.literal(["s11"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 12, parts: [.literal(["s12"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 13, parts: [.literal(["s13"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 13, parts: [.literal(["s13"]), .literal(["list"])]),
            Links.Rule(route: 14, parts: [.literal(["s14"]), .literal(["files"]), .star]),
            Links.Rule(route: 15, parts: [.literal(["s15"]), .literal(["home"])]),
            Links.Rule(route: 16, parts: [.literal(["s16"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 17, parts: [.literal(["s17"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 18, parts: [.literal(["s18"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 18, parts: [.literal(["s18"]), .literal(["list"])]),
            Links.Rule(route: 19, parts: [.literal(["s19"]), .literal(["files"]), .star]),
            Links.Rule(route: 20, parts: [.literal(["s20"]), .literal(["home"])]),
            Links.Rule(route: 21, parts: [.literal(["s21"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 22, parts: [.literal(["s22"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 23, parts: [.literal(["s23"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 23, parts: [.literal(["s23"]), .literal(["list"])]),
            Links.Rule(route: 24, parts: [.literal(["s24"]), .literal(["files"]), .star]),
            Links.Rule(route: 25, parts: [.literal(["s25"]), .literal(["home"])]),
            Links.Rule(route: 26, parts: [.literal(["s26"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 27, parts: [.literal(["s27"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 28, parts: [.literal(["s28"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 28, parts: [.literal(["s28"]), .literal(["list"])]),
            Links.Rule(route: 29, parts: [.literal(["s29"]), .literal(["files"]), .star]),
            Links.Rule(route: 30, parts: [.literal(["s30"]), .literal(["home"])]),
            Links.Rule(route: 31, parts: [.literal(["s31"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 32, parts: [.literal(["s32"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 33, parts: [.literal(["s33"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 33, parts: [.literal(["s33"]), .literal(["list"])]),
            Links.Rule(route: 34, parts: [.literal(["s34"]), .literal(["files"]), .star]),
            Links.Rule(route: 35, parts: [.literal(["s35"]), .literal(["home"])]),
            Links.Rule(route: 36, parts: [.literal(["s36"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 37, parts: [.literal(["s37"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 38, parts: [.literal(["s38"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 38, parts: [.literal(["s38"]), .literal(["list"])]),
            Links.Rule(route: 39, parts: [.literal(["s39"]), .literal(["files"]), .star]),
            Links.Rule(route: 40, parts: [.literal(["s40"]), .literal(["home"])]),
            Links.Rule(route: 41, parts: [.literal(["s41"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 42, parts: [.literal(["s42"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 43, parts: [.literal(["s43"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 43, parts: [.literal(["s43"]), .literal(["list"])]),
            Links.Rule(route: 44, parts: [.literal(["s44"]), .literal(["files"]), .star]),
            Links.Rule(route: 45, parts: [.literal(["s45"]), .literal(["home"])]),
            Links.Rule(route: 46, parts: [.literal(["s46"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 47, parts: [.literal(["s47"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 48, parts: [.literal(["s48"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 48, parts: [.literal(["s48"]), .literal(["list"])]),
            Links.Rule(route: 49, parts: [.literal(["s49"]), .literal(["files"]), .star]),
            Links.Rule(route: 50, parts: [.literal(["s50"]), .literal(["home"])]),
            Links.Rule(route: 51, parts: [.literal(["s51"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 52, parts: [.literal(["s52"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 53, parts: [.literal(["s53"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 53, parts: [.literal(["s53"]), .literal(["list"])]),
            Links.Rule(route: 54, parts: [.literal(["s54"]), .literal(["files"]), .star]),
            Links.Rule(route: 55, parts: [.literal(["s55"]), .literal(["home"])]),
            Links.Rule(route: 56, parts: [.literal(["s56"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 57, parts: [.literal(["s57"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 58, parts: [.literal(["s58"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 58, parts: [.literal(["s58"]), .literal(["list"])]),
            Links.Rule(route: 59, parts: [.literal(["s59"]), .literal(["files"]), .star]),
            Links.Rule(route: 60, parts: [.literal(["s60"]), .literal(["home"])]),
            Links.Rule(route: 61, parts: [.literal(["s61"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 62, parts: [.literal(["s62"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 63, parts: [.literal(["s63"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 63, parts: [.literal(["s63"]), .literal(["list"])]),
            Links.Rule(route: 64, parts: [.literal(["s64"]), .literal(["files"]), .star]),
            Links.Rule(route: 65, parts: [.literal(["s65"]), .literal(["home"])]),
            Links.Rule(route: 66, parts: [.literal(["s66"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 67, parts: [.literal(["s67"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 68, parts: [.literal(["s68"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 68, parts: [.literal(["s68"]), .literal(["list"])]),
            Links.Rule(route: 69, parts: [.literal(["s69"]), .literal(["files"]), .star]),
            Links.Rule(route: 70, parts: [.literal(["s70"]), .literal(["home"])]),
            Links.Rule(route: 71, parts: [.literal(["s71"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 72, parts: [.literal(["s72"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 73, parts: [.literal(["s73"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 73, parts: [.literal(["s73"]), .literal(["list"])]),
            Links.Rule(route: 74, parts: [.literal(["s74"]), .literal(["files"]), .star]),
            Links.Rule(route: 75, parts: [.literal(["s75"]), .literal(["home"])]),
            Links.Rule(route: 76, parts: [.literal(["s76"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 77, parts: [.literal(["s77"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 78, parts: [.literal(["s78"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 78, parts: [.literal(["s78"]), .literal(["list"])]),
            Links.Rule(route: 79, parts: [.literal(["s79"]), .literal(["files"]), .star]),
            Links.Rule(route: 80, parts: [.literal(["s80"]), .literal(["home"])]),
            Links.Rule(route: 81, parts: [.literal(["s81"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 82, parts: [.literal(["s82"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 83, parts: [.literal(["s83"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 83, parts: [.literal(["s83"]), .literal(["list"])]),
            Links.Rule(route: 84, parts: [.literal(["s84"]), .literal(["files"]), .star]),
            Links.Rule(route: 85, parts: [.literal(["s85"]), .literal(["home"])]),
            Links.Rule(route: 86, parts: [.literal(["s86"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 87, parts: [.literal(["s87"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 88, parts: [.literal(["s88"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 88, parts: [.literal(["s88"]), .literal(["list"])]),
            Links.Rule(route: 89, parts: [.literal(["s89"]), .literal(["files"]), .star]),
            Links.Rule(route: 90, parts: [.literal(["s90"]), .literal(["home"])]),
            Links.Rule(route: 91, parts: [.literal(["s91"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 92, parts: [.literal(["s92"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 93, parts: [.literal(["s93"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 93, parts: [.literal(["s93"]), .literal(["list"])]),
            Links.Rule(route: 94, parts: [.literal(["s94"]), .literal(["files"]), .star]),
            Links.Rule(route: 95, parts: [.literal(["s95"]), .literal(["home"])]),
            Links.Rule(route: 96, parts: [.literal(["s96"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 97, parts: [.literal(["s97"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 98, parts: [.literal(["s98"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 98, parts: [.literal(["s98"]), .literal(["list"])]),
            Links.Rule(route: 99, parts: [.literal(["s99"]), .literal(["files"]), .star]),
            Links.Rule(route: 100, parts: [.literal(["s100"]), .literal(["home"])]),
            Links.Rule(route: 101, parts: [.literal(["s101"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 102, parts: [.literal(["s102"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 103, parts: [.literal(["s103"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 103, parts: [.literal(["s103"]), .literal(["list"])]),
            Links.Rule(route: 104, parts: [.literal(["s104"]), .literal(["files"]), .star]),
            Links.Rule(route: 105, parts: [.literal(["s105"]), .literal(["home"])]),
            Links.Rule(route: 106, parts: [.literal(["s106"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 107, parts: [.literal(["s107"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 108, parts: [.literal(["s108"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 108, parts: [.literal(["s108"]), .literal(["list"])]),
            Links.Rule(route: 109, parts: [.literal(["s109"]), .literal(["files"]), .star]),
            Links.Rule(route: 110, parts: [.literal(["s110"]), .literal(["home"])]),
            Links.Rule(route: 111, parts: [.literal(["s111"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 112, parts: [.literal(["s112"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 113, parts: [.literal(["s113"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 113, parts: [.literal(["s113"]), .literal(["list"])]),
            Links.Rule(route: 114, parts: [.literal(["s114"]), .literal(["files"]), .star]),
            Links.Rule(route: 115, parts: [.literal(["s115"]), .literal(["home"])]),
            Links.Rule(route: 116, parts: [.literal(["s116"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 117, parts: [.literal(["s117"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 118, parts: [.literal(["s118"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 118, parts: [.literal(["s118"]), .literal(["list"])]),
            Links.Rule(route: 119, parts: [.literal(["s119"]), .literal(["files"]), .star]),
            Links.Rule(route: 120, parts: [.literal(["s120"]), .literal(["home"])]),
            Links.Rule(route: 121, parts: [.literal(["s121"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 122, parts: [.literal(["s122"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 123, parts: [.literal(["s123"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 123, parts: [.literal(["s123"]), .literal(["list"])]),
            Links.Rule(route: 124, parts: [.literal(["s124"]), .literal(["files"]), .star]),
            Links.Rule(route: 125, parts: [.literal(["s125"]), .literal(["home"])]),
            Links.Rule(route: 126, parts: [.literal(["s126"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 127, parts: [.literal(["s127"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 128, parts: [.literal(["s128"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 128, parts: [.literal(["s128"]), .literal(["list"])]),
            Links.Rule(route: 129, parts: [.literal(["s129"]), .literal(["files"]), .star]),
            Links.Rule(route: 130, parts: [.literal(["s130"]), .literal(["home"])]),
            Links.Rule(route: 131, parts: [.literal(["s131"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 132, parts: [.literal(["s132"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 133, parts: [.literal(["s133"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 133, parts: [.literal(["s133"]), .literal(["list"])]),
            Links.Rule(route: 134, parts: [.literal(["s134"]), .literal(["files"]), .star]),
            Links.Rule(route: 135, parts: [.literal(["s135"]), .literal(["home"])]),
            Links.Rule(route: 136, parts: [.literal(["s136"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 137, parts: [.literal(["s137"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 138, parts: [.literal(["s138"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 138, parts: [.literal(["s138"]), .literal(["list"])]),
            Links.Rule(route: 139, parts: [.literal(["s139"]), .literal(["files"]), .star]),
            Links.Rule(route: 140, parts: [.literal(["s140"]), .literal(["home"])]),
            Links.Rule(route: 141, parts: [.literal(["s141"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 142, parts: [.literal(["s142"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 143, parts: [.literal(["s143"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 143, parts: [.literal(["s143"]), .literal(["list"])]),
            Links.Rule(route: 144, parts: [.literal(["s144"]), .literal(["files"]), .star]),
            Links.Rule(route: 145, parts: [.literal(["s145"]), .literal(["home"])]),
            Links.Rule(route: 146, parts: [.literal(["s146"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 147, parts: [.literal(["s147"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 148, parts: [.literal(["s148"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 148, parts: [.literal(["s148"]), .literal(["list"])]),
            Links.Rule(route: 149, parts: [.literal(["s149"]), .literal(["files"]), .star]),
            Links.Rule(route: 150, parts: [.literal(["s150"]), .literal(["home"])]),
            Links.Rule(route: 151, parts: [.literal(["s151"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 152, parts: [.literal(["s152"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 153, parts: [.literal(["s153"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 153, parts: [.literal(["s153"]), .literal(["list"])]),
            Links.Rule(route: 154, parts: [.literal(["s154"]), .literal(["files"]), .star]),
            Links.Rule(route: 155, parts: [.literal(["s155"]), .literal(["home"])]),
            Links.Rule(route: 156, parts: [.literal(["s156"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 157, parts: [.literal(["s157"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 158, parts: [.literal(["s158"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 158, parts: [.literal(["s158"]), .literal(["list"])]),
            Links.Rule(route: 159, parts: [.literal(["s159"]), .literal(["files"]), .star]),
            Links.Rule(route: 160, parts: [.literal(["s160"]), .literal(["home"])]),
            Links.Rule(route: 161, parts: [.literal(["s161"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 162, parts: [.literal(["s162"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 163, parts: [.literal(["s163"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 163, parts: [.literal(["s163"]), .literal(["list"])]),
            Links.Rule(route: 164, parts: [.literal(["s164"]), .literal(["files"]), .star]),
            Links.Rule(route: 165, parts: [.literal(["s165"]), .literal(["home"])]),
            Links.Rule(route: 166, parts: [.literal(["s166"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 167, parts: [.literal(["s167"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 168, parts: [.literal(["s168"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 168, parts: [.literal(["s168"]), .literal(["list"])]),
            Links.Rule(route: 169, parts: [.literal(["s169"]), .literal(["files"]), .star]),
            Links.Rule(route: 170, parts: [.literal(["s170"]), .literal(["home"])]),
            Links.Rule(route: 171, parts: [.literal(["s171"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 172, parts: [.literal(["s172"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 173, parts: [.literal(["s173"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 173, parts: [.literal(["s173"]), .literal(["list"])]),
            Links.Rule(route: 174, parts: [.literal(["s174"]), .literal(["files"]), .star]),
            Links.Rule(route: 175, parts: [.literal(["s175"]), .literal(["home"])]),
            Links.Rule(route: 176, parts: [.literal(["s176"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 177, parts: [.literal(["s177"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 178, parts: [.literal(["s178"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 178, parts: [.literal(["s178"]), .literal(["list"])]),
            Links.Rule(route: 179, parts: [.literal(["s179"]), .literal(["files"]), .star]),
            Links.Rule(route: 180, parts: [.literal(["s180"]), .literal(["home"])]),
            Links.Rule(route: 181, parts: [.literal(["s181"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 182, parts: [.literal(["s182"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 183, parts: [.literal(["s183"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 183, parts: [.literal(["s183"]), .literal(["list"])]),
            Links.Rule(route: 184, parts: [.literal(["s184"]), .literal(["files"]), .star]),
            Links.Rule(route: 185, parts: [.literal(["s185"]), .literal(["home"])]),
            Links.Rule(route: 186, parts: [.literal(["s186"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 187, parts: [.literal(["s187"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 188, parts: [.literal(["s188"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 188, parts: [.literal(["s188"]), .literal(["list"])]),
            Links.Rule(route: 189, parts: [.literal(["s189"]), .literal(["files"]), .star]),
            Links.Rule(route: 190, parts: [.literal(["s190"]), .literal(["home"])]),
            Links.Rule(route: 191, parts: [.literal(["s191"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 192, parts: [.literal(["s192"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 193, parts: [.literal(["s193"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 193, parts: [.literal(["s193"]), .literal(["list"])]),
            Links.Rule(route: 194, parts: [.literal(["s194"]), .literal(["files"]), .star]),
            Links.Rule(route: 195, parts: [.literal(["s195"]), .literal(["home"])]),
            Links.Rule(route: 196, parts: [.literal(["s196"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 197, parts: [.literal(["s197"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 198, parts: [.literal(["s198"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 198, parts: [.literal(["s198"]), .literal(["list"])]),
            Links.Rule(route: 199, parts: [.literal(["s199"]), .literal(["files"]), .star]),
            Links.Rule(route: 200, parts: [.literal(["s200"]), .literal(["home"])]),
            Links.Rule(route: 201, parts: [.literal(["s201"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 202, parts: [.literal(["s202"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 203, parts: [.literal(["s203"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 203, parts: [.literal(["s203"]), .literal(["list"])]),
            Links.Rule(route: 204, parts: [.literal(["s204"]), .literal(["files"]), .star]),
            Links.Rule(route: 205, parts: [.literal(["s205"]), .literal(["home"])]),
            Links.Rule(route: 206, parts: [.literal(["s206"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 207, parts: [.literal(["s207"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 208, parts: [.literal(["s208"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 208, parts: [.literal(["s208"]), .literal(["list"])]),
            Links.Rule(route: 209, parts: [.literal(["s209"]), .literal(["files"]), .star]),
            Links.Rule(route: 210, parts: [.literal(["s210"]), .literal(["home"])]),
            Links.Rule(route: 211, parts: [.literal(["s211"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 212, parts: [.literal(["s212"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 213, parts: [.literal(["s213"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 213, parts: [.literal(["s213"]), .literal(["list"])]),
            Links.Rule(route: 214, parts: [.literal(["s214"]), .literal(["files"]), .star]),
            Links.Rule(route: 215, parts: [.literal(["s215"]), .literal(["home"])]),
            Links.Rule(route: 216, parts: [.literal(["s216"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 217, parts: [.literal(["s217"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 218, parts: [.literal(["s218"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 218, parts: [.literal(["s218"]), .literal(["list"])]),
            Links.Rule(route: 219, parts: [.literal(["s219"]), .literal(["files"]), .star]),
            Links.Rule(route: 220, parts: [.literal(["s220"]), .literal(["home"])]),
            Links.Rule(route: 221, parts: [.literal(["s221"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 222, parts: [.literal(["s222"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 223, parts: [.literal(["s223"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 223, parts: [.literal(["s223"]), .literal(["list"])]),
            Links.Rule(route: 224, parts: [.literal(["s224"]), .literal(["files"]), .star]),
            Links.Rule(route: 225, parts: [.literal(["s225"]), .literal(["home"])]),
            Links.Rule(route: 226, parts: [.literal(["s226"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 227, parts: [.literal(["s227"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 228, parts: [.literal(["s228"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 228, parts: [.literal(["s228"]), .literal(["list"])]),
            Links.Rule(route: 229, parts: [.literal(["s229"]), .literal(["files"]), .star]),
            Links.Rule(route: 230, parts: [.literal(["s230"]), .literal(["home"])]),
            Links.Rule(route: 231, parts: [.literal(["s231"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 232, parts: [.literal(["s232"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 233, parts: [.literal(["s233"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 233, parts: [.literal(["s233"]), .literal(["list"])]),
            Links.Rule(route: 234, parts: [.literal(["s234"]), .literal(["files"]), .star]),
            Links.Rule(route: 235, parts: [.literal(["s235"]), .literal(["home"])]),
            Links.Rule(route: 236, parts: [.literal(["s236"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 237, parts: [.literal(["s237"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 238, parts: [.literal(["s238"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 238, parts: [.literal(["s238"]), .literal(["list"])]),
            Links.Rule(route: 239, parts: [.literal(["s239"]), .literal(["files"]), .star]),
            Links.Rule(route: 240, parts: [.literal(["s240"]), .literal(["home"])]),
            Links.Rule(route: 241, parts: [.literal(["s241"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 242, parts: [.literal(["s242"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 243, parts: [.literal(["s243"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 243, parts: [.literal(["s243"]), .literal(["list"])]),
            Links.Rule(route: 244, parts: [.literal(["s244"]), .literal(["files"]), .star]),
            Links.Rule(route: 245, parts: [.literal(["s245"]), .literal(["home"])]),
            Links.Rule(route: 246, parts: [.literal(["s246"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 247, parts: [.literal(["s247"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 248, parts: [.literal(["s248"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 248, parts: [.literal(["s248"]), .literal(["list"])]),
            Links.Rule(route: 249, parts: [.literal(["s249"]), .literal(["files"]), .star]),
            Links.Rule(route: 250, parts: [.literal(["s250"]), .literal(["home"])]),
            Links.Rule(route: 251, parts: [.literal(["s251"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 252, parts: [.literal(["s252"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 253, parts: [.literal(["s253"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 253, parts: [.literal(["s253"]), .literal(["list"])]),
            Links.Rule(route: 254, parts: [.literal(["s254"]), .literal(["files"]), .star]),
            Links.Rule(route: 255, parts: [.literal(["s255"]), .literal(["home"])]),
            Links.Rule(route: 256, parts: [.literal(["s256"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 257, parts: [.literal(["s257"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 258, parts: [.literal(["s258"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 258, parts: [.literal(["s258"]), .literal(["list"])]),
            Links.Rule(route: 259, parts: [.literal(["s259"]), .literal(["files"]), .star]),
            Links.Rule(route: 260, parts: [.literal(["s260"]), .literal(["home"])]),
            Links.Rule(route: 261, parts: [.literal(["s261"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 262, parts: [.literal(["s262"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 263, parts: [.literal(["s263"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 263, parts: [.literal(["s263"]), .literal(["list"])]),
            Links.Rule(route: 264, parts: [.literal(["s264"]), .literal(["files"]), .star]),
            Links.Rule(route: 265, parts: [.literal(["s265"]), .literal(["home"])]),
            Links.Rule(route: 266, parts: [.literal(["s266"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 267, parts: [.literal(["s267"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 268, parts: [.literal(["s268"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 268, parts: [.literal(["s268"]), .literal(["list"])]),
            Links.Rule(route: 269, parts: [.literal(["s269"]), .literal(["files"]), .star]),
            Links.Rule(route: 270, parts: [.literal(["s270"]), .literal(["home"])]),
            Links.Rule(route: 271, parts: [.literal(["s271"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 272, parts: [.literal(["s272"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 273, parts: [.literal(["s273"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 273, parts: [.literal(["s273"]), .literal(["list"])]),
            Links.Rule(route: 274, parts: [.literal(["s274"]), .literal(["files"]), .star]),
            Links.Rule(route: 275, parts: [.literal(["s275"]), .literal(["home"])]),
            Links.Rule(route: 276, parts: [.literal(["s276"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 277, parts: [.literal(["s277"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 278, parts: [.literal(["s278"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 278, parts: [.literal(["s278"]), .literal(["list"])]),
            Links.Rule(route: 279, parts: [.literal(["s279"]), .literal(["files"]), .star]),
            Links.Rule(route: 280, parts: [.literal(["s280"]), .literal(["home"])]),
            Links.Rule(route: 281, parts: [.literal(["s281"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 282, parts: [.literal(["s282"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 283, parts: [.literal(["s283"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 283, parts: [.literal(["s283"]), .literal(["list"])]),
            Links.Rule(route: 284, parts: [.literal(["s284"]), .literal(["files"]), .star]),
            Links.Rule(route: 285, parts: [.literal(["s285"]), .literal(["home"])]),
            Links.Rule(route: 286, parts: [.literal(["s286"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 287, parts: [.literal(["s287"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 288, parts: [.literal(["s288"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 288, parts: [.literal(["s288"]), .literal(["list"])]),
            Links.Rule(route: 289, parts: [.literal(["s289"]), .literal(["files"]), .star]),
            Links.Rule(route: 290, parts: [.literal(["s290"]), .literal(["home"])]),
            Links.Rule(route: 291, parts: [.literal(["s291"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 292, parts: [.literal(["s292"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 293, parts: [.literal(["s293"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 293, parts: [.literal(["s293"]), .literal(["list"])]),
            Links.Rule(route: 294, parts: [.literal(["s294"]), .literal(["files"]), .star]),
            Links.Rule(route: 295, parts: [.literal(["s295"]), .literal(["home"])]),
            Links.Rule(route: 296, parts: [.literal(["s296"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 297, parts: [.literal(["s297"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 298, parts: [.literal(["s298"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 298, parts: [.literal(["s298"]), .literal(["list"])]),
            Links.Rule(route: 299, parts: [.literal(["s299"]), .literal(["files"]), .star]),
            Links.Rule(route: 300, parts: [.literal(["s300"]), .literal(["home"])]),
            Links.Rule(route: 301, parts: [.literal(["s301"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 302, parts: [.literal(["s302"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 303, parts: [.literal(["s303"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 303, parts: [.literal(["s303"]), .literal(["list"])]),
            Links.Rule(route: 304, parts: [.literal(["s304"]), .literal(["files"]), .star]),
            Links.Rule(route: 305, parts: [.literal(["s305"]), .literal(["home"])]),
            Links.Rule(route: 306, parts: [.literal(["s306"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 307, parts: [.literal(["s307"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 308, parts: [.literal(["s308"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 308, parts: [.literal(["s308"]), .literal(["list"])]),
            Links.Rule(route: 309, parts: [.literal(["s309"]), .literal(["files"]), .star]),
            Links.Rule(route: 310, parts: [.literal(["s310"]), .literal(["home"])]),
            Links.Rule(route: 311, parts: [.literal(["s311"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 312, parts: [.literal(["s312"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 313, parts: [.literal(["s313"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 313, parts: [.literal(["s313"]), .literal(["list"])]),
            Links.Rule(route: 314, parts: [.literal(["s314"]), .literal(["files"]), .star]),
            Links.Rule(route: 315, parts: [.literal(["s315"]), .literal(["home"])]),
            Links.Rule(route: 316, parts: [.literal(["s316"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 317, parts: [.literal(["s317"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 318, parts: [.literal(["s318"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 318, parts: [.literal(["s318"]), .literal(["list"])]),
            Links.Rule(route: 319, parts: [.literal(["s319"]), .literal(["files"]), .star]),
            Links.Rule(route: 320, parts: [.literal(["s320"]), .literal(["home"])]),
            Links.Rule(route: 321, parts: [.literal(["s321"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 322, parts: [.literal(["s322"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 323, parts: [.literal(["s323"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 323, parts: [.literal(["s323"]), .literal(["list"])]),
            Links.Rule(route: 324, parts: [.literal(["s324"]), .literal(["files"]), .star]),
            Links.Rule(route: 325, parts: [.literal(["s325"]), .literal(["home"])]),
            Links.Rule(route: 326, parts: [.literal(["s326"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 327, parts: [.literal(["s327"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 328, parts: [.literal(["s328"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 328, parts: [.literal(["s328"]), .literal(["list"])]),
            Links.Rule(route: 329, parts: [.literal(["s329"]), .literal(["files"]), .star]),
            Links.Rule(route: 330, parts: [.literal(["s330"]), .literal(["home"])]),
            Links.Rule(route: 331, parts: [.literal(["s331"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 332, parts: [.literal(["s332"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 333, parts: [.literal(["s333"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 333, parts: [.literal(["s333"]), .literal(["list"])]),
            Links.Rule(route: 334, parts: [.literal(["s334"]), .literal(["files"]), .star]),
            Links.Rule(route: 335, parts: [.literal(["s335"]), .literal(["home"])]),
            Links.Rule(route: 336, parts: [.literal(["s336"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 337, parts: [.literal(["s337"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 338, parts: [.literal(["s338"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 338, parts: [.literal(["s338"]), .literal(["list"])]),
            Links.Rule(route: 339, parts: [.literal(["s339"]), .literal(["files"]), .star]),
            Links.Rule(route: 340, parts: [.literal(["s340"]), .literal(["home"])]),
            Links.Rule(route: 341, parts: [.literal(["s341"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 342, parts: [.literal(["s342"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 343, parts: [.literal(["s343"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 343, parts: [.literal(["s343"]), .literal(["list"])]),
            Links.Rule(route: 344, parts: [.literal(["s344"]), .literal(["files"]), .star]),
            Links.Rule(route: 345, parts: [.literal(["s345"]), .literal(["home"])]),
            Links.Rule(route: 346, parts: [.literal(["s346"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 347, parts: [.literal(["s347"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 348, parts: [.literal(["s348"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 348, parts: [.literal(["s348"]), .literal(["list"])]),
            Links.Rule(route: 349, parts: [.literal(["s349"]), .literal(["files"]), .star]),
            Links.Rule(route: 350, parts: [.literal(["s350"]), .literal(["home"])]),
            Links.Rule(route: 351, parts: [.literal(["s351"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 352, parts: [.literal(["s352"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 353, parts: [.literal(["s353"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 353, parts: [.literal(["s353"]), .literal(["list"])]),
            Links.Rule(route: 354, parts: [.literal(["s354"]), .literal(["files"]), .star]),
            Links.Rule(route: 355, parts: [.literal(["s355"]), .literal(["home"])]),
            Links.Rule(route: 356, parts: [.literal(["s356"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 357, parts: [.literal(["s357"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 358, parts: [.literal(["s358"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 358, parts: [.literal(["s358"]), .literal(["list"])]),
            Links.Rule(route: 359, parts: [.literal(["s359"]), .literal(["files"]), .star]),
            Links.Rule(route: 360, parts: [.literal(["s360"]), .literal(["home"])]),
            Links.Rule(route: 361, parts: [.literal(["s361"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 362, parts: [.literal(["s362"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 363, parts: [.literal(["s363"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 363, parts: [.literal(["s363"]), .literal(["list"])]),
            Links.Rule(route: 364, parts: [.literal(["s364"]), .literal(["files"]), .star]),
            Links.Rule(route: 365, parts: [.literal(["s365"]), .literal(["home"])]),
            Links.Rule(route: 366, parts: [.literal(["s366"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 367, parts: [.literal(["s367"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 368, parts: [.literal(["s368"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 368, parts: [.literal(["s368"]), .literal(["list"])]),
            Links.Rule(route: 369, parts: [.literal(["s369"]), .literal(["files"]), .star]),
            Links.Rule(route: 370, parts: [.literal(["s370"]), .literal(["home"])]),
            Links.Rule(route: 371, parts: [.literal(["s371"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 372, parts: [.literal(["s372"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 373, parts: [.literal(["s373"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 373, parts: [.literal(["s373"]), .literal(["list"])]),
            Links.Rule(route: 374, parts: [.literal(["s374"]), .literal(["files"]), .star]),
            Links.Rule(route: 375, parts: [.literal(["s375"]), .literal(["home"])]),
            Links.Rule(route: 376, parts: [.literal(["s376"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 377, parts: [.literal(["s377"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 378, parts: [.literal(["s378"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 378, parts: [.literal(["s378"]), .literal(["list"])]),
            Links.Rule(route: 379, parts: [.literal(["s379"]), .literal(["files"]), .star]),
            Links.Rule(route: 380, parts: [.literal(["s380"]), .literal(["home"])]),
            Links.Rule(route: 381, parts: [.literal(["s381"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 382, parts: [.literal(["s382"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 383, parts: [.literal(["s383"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 383, parts: [.literal(["s383"]), .literal(["list"])]),
            Links.Rule(route: 384, parts: [.literal(["s384"]), .literal(["files"]), .star]),
            Links.Rule(route: 385, parts: [.literal(["s385"]), .literal(["home"])]),
            Links.Rule(route: 386, parts: [.literal(["s386"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 387, parts: [.literal(["s387"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 388, parts: [.literal(["s388"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 388, parts: [.literal(["s388"]), .literal(["list"])]),
            Links.Rule(route: 389, parts: [.literal(["s389"]), .literal(["files"]), .star]),
            Links.Rule(route: 390, parts: [.literal(["s390"]), .literal(["home"])]),
            Links.Rule(route: 391, parts: [.literal(["s391"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 392, parts: [.literal(["s392"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 393, parts: [.literal(["s393"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 393, parts: [.literal(["s393"]), .literal(["list"])]),
            Links.Rule(route: 394, parts: [.literal(["s394"]), .literal(["files"]), .star]),
            Links.Rule(route: 395, parts: [.literal(["s395"]), .literal(["home"])]),
            Links.Rule(route: 396, parts: [.literal(["s396"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 397, parts: [.literal(["s397"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 398, parts: [.literal(["s398"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 398, parts: [.literal(["s398"]), .literal(["list"])]),
            Links.Rule(route: 399, parts: [.literal(["s399"]), .literal(["files"]), .star]),
            Links.Rule(route: 400, parts: [.literal(["s400"]), .literal(["home"])]),
            Links.Rule(route: 401, parts: [.literal(["s401"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 402, parts: [.literal(["s402"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 403, parts: [.literal(["s403"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 403, parts: [.literal(["s403"]), .literal(["list"])]),
            Links.Rule(route: 404, parts: [.literal(["s404"]), .literal(["files"]), .star]),
            Links.Rule(route: 405, parts: [.literal(["s405"]), .literal(["home"])]),
            Links.Rule(route: 406, parts: [.literal(["s406"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 407, parts: [.literal(["s407"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 408, parts: [.literal(["s408"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 408, parts: [.literal(["s408"]), .literal(["list"])]),
            Links.Rule(route: 409, parts: [.literal(["s409"]), .literal(["files"]), .star]),
            Links.Rule(route: 410, parts: [.literal(["s410"]), .literal(["home"])]),
            Links.Rule(route: 411, parts: [.literal(["s411"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 412, parts: [.literal(["s412"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 413, parts: [.literal(["s413"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 413, parts: [.literal(["s413"]), .literal(["list"])]),
            Links.Rule(route: 414, parts: [.literal(["s414"]), .literal(["files"]), .star]),
            Links.Rule(route: 415, parts: [.literal(["s415"]), .literal(["home"])]),
            Links.Rule(route: 416, parts: [.literal(["s416"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 417, parts: [.literal(["s417"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 418, parts: [.literal(["s418"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 418, parts: [.literal(["s418"]), .literal(["list"])]),
            Links.Rule(route: 419, parts: [.literal(["s419"]), .literal(["files"]), .star]),
            Links.Rule(route: 420, parts: [.literal(["s420"]), .literal(["home"])]),
            Links.Rule(route: 421, parts: [.literal(["s421"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 422, parts: [.literal(["s422"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 423, parts: [.literal(["s423"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 423, parts: [.literal(["s423"]), .literal(["list"])]),
            Links.Rule(route: 424, parts: [.literal(["s424"]), .literal(["files"]), .star]),
            Links.Rule(route: 425, parts: [.literal(["s425"]), .literal(["home"])]),
            Links.Rule(route: 426, parts: [.literal(["s426"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 427, parts: [.literal(["s427"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 428, parts: [.literal(["s428"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 428, parts: [.literal(["s428"]), .literal(["list"])]),
            Links.Rule(route: 429, parts: [.literal(["s429"]), .literal(["files"]), .star]),
            Links.Rule(route: 430, parts: [.literal(["s430"]), .literal(["home"])]),
            Links.Rule(route: 431, parts: [.literal(["s431"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 432, parts: [.literal(["s432"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 433, parts: [.literal(["s433"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 433, parts: [.literal(["s433"]), .literal(["list"])]),
            Links.Rule(route: 434, parts: [.literal(["s434"]), .literal(["files"]), .star]),
            Links.Rule(route: 435, parts: [.literal(["s435"]), .literal(["home"])]),
            Links.Rule(route: 436, parts: [.literal(["s436"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 437, parts: [.literal(["s437"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 438, parts: [.literal(["s438"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 438, parts: [.literal(["s438"]), .literal(["list"])]),
            Links.Rule(route: 439, parts: [.literal(["s439"]), .literal(["files"]), .star]),
            Links.Rule(route: 440, parts: [.literal(["s440"]), .literal(["home"])]),
            Links.Rule(route: 441, parts: [.literal(["s441"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 442, parts: [.literal(["s442"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 443, parts: [.literal(["s443"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 443, parts: [.literal(["s443"]), .literal(["list"])]),
            Links.Rule(route: 444, parts: [.literal(["s444"]), .literal(["files"]), .star]),
            Links.Rule(route: 445, parts: [.literal(["s445"]), .literal(["home"])]),
            Links.Rule(route: 446, parts: [.literal(["s446"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 447, parts: [.literal(["s447"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 448, parts: [.literal(["s448"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 448, parts: [.literal(["s448"]), .literal(["list"])]),
            Links.Rule(route: 449, parts: [.literal(["s449"]), .literal(["files"]), .star]),
            Links.Rule(route: 450, parts: [.literal(["s450"]), .literal(["home"])]),
            Links.Rule(route: 451, parts: [.literal(["s451"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 452, parts: [.literal(["s452"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 453, parts: [.literal(["s453"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 453, parts: [.literal(["s453"]), .literal(["list"])]),
            Links.Rule(route: 454, parts: [.literal(["s454"]), .literal(["files"]), .star]),
            Links.Rule(route: 455, parts: [.literal(["s455"]), .literal(["home"])]),
            Links.Rule(route: 456, parts: [.literal(["s456"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 457, parts: [.literal(["s457"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 458, parts: [.literal(["s458"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 458, parts: [.literal(["s458"]), .literal(["list"])]),
            Links.Rule(route: 459, parts: [.literal(["s459"]), .literal(["files"]), .star]),
            Links.Rule(route: 460, parts: [.literal(["s460"]), .literal(["home"])]),
            Links.Rule(route: 461, parts: [.literal(["s461"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 462, parts: [.literal(["s462"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 463, parts: [.literal(["s463"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 463, parts: [.literal(["s463"]), .literal(["list"])]),
            Links.Rule(route: 464, parts: [.literal(["s464"]), .literal(["files"]), .star]),
            Links.Rule(route: 465, parts: [.literal(["s465"]), .literal(["home"])]),
            Links.Rule(route: 466, parts: [.literal(["s466"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 467, parts: [.literal(["s467"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 468, parts: [.literal(["s468"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 468, parts: [.literal(["s468"]), .literal(["list"])]),
            Links.Rule(route: 469, parts: [.literal(["s469"]), .literal(["files"]), .star]),
            Links.Rule(route: 470, parts: [.literal(["s470"]), .literal(["home"])]),
            Links.Rule(route: 471, parts: [.literal(["s471"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 472, parts: [.literal(["s472"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 473, parts: [.literal(["s473"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 473, parts: [.literal(["s473"]), .literal(["list"])]),
            Links.Rule(route: 474, parts: [.literal(["s474"]), .literal(["files"]), .star]),
            Links.Rule(route: 475, parts: [.literal(["s475"]), .literal(["home"])]),
            Links.Rule(route: 476, parts: [.literal(["s476"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 477, parts: [.literal(["s477"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 478, parts: [.literal(["s478"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 478, parts: [.literal(["s478"]), .literal(["list"])]),
            Links.Rule(route: 479, parts: [.literal(["s479"]), .literal(["files"]), .star]),
            Links.Rule(route: 480, parts: [.literal(["s480"]), .literal(["home"])]),
            Links.Rule(route: 481, parts: [.literal(["s481"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 482, parts: [.literal(["s482"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 483, parts: [.literal(["s483"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 483, parts: [.literal(["s483"]), .literal(["list"])]),
            Links.Rule(route: 484, parts: [.literal(["s484"]), .literal(["files"]), .star]),
            Links.Rule(route: 485, parts: [.literal(["s485"]), .literal(["home"])]),
            Links.Rule(route: 486, parts: [.literal(["s486"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 487, parts: [.literal(["s487"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 488, parts: [.literal(["s488"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 488, parts: [.literal(["s488"]), .literal(["list"])]),
            Links.Rule(route: 489, parts: [.literal(["s489"]), .literal(["files"]), .star]),
            Links.Rule(route: 490, parts: [.literal(["s490"]), .literal(["home"])]),
            Links.Rule(route: 491, parts: [.literal(["s491"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 492, parts: [.literal(["s492"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 493, parts: [.literal(["s493"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 493, parts: [.literal(["s493"]), .literal(["list"])]),
            Links.Rule(route: 494, parts: [.literal(["s494"]), .literal(["files"]), .star]),
            Links.Rule(route: 495, parts: [.literal(["s495"]), .literal(["home"])]),
            Links.Rule(route: 496, parts: [.literal(["s496"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 497, parts: [.literal(["s497"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 498, parts: [.literal(["s498"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 498, parts: [.literal(["s498"]), .literal(["list"])]),
            Links.Rule(route: 499, parts: [.literal(["s499"]), .literal(["files"]), .star]),
            Links.Rule(route: 500, parts: [.literal(["s500"]), .literal(["home"])]),
            Links.Rule(route: 501, parts: [.literal(["s501"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 502, parts: [.literal(["s502"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 503, parts: [.literal(["s503"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 503, parts: [.literal(["s503"]), .literal(["list"])]),
            Links.Rule(route: 504, parts: [.literal(["s504"]), .literal(["files"]), .star]),
            Links.Rule(route: 505, parts: [.literal(["s505"]), .literal(["home"])]),
            Links.Rule(route: 506, parts: [.literal(["s506"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 507, parts: [.literal(["s507"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 508, parts: [.literal(["s508"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 508, parts: [.literal(["s508"]), .literal(["list"])]),
            Links.Rule(route: 509, parts: [.literal(["s509"]), .literal(["files"]), .star]),
            Links.Rule(route: 510, parts: [.literal(["s510"]), .literal(["home"])]),
            Links.Rule(route: 511, parts: [.literal(["s511"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 512, parts: [.literal(["s512"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 513, parts: [.literal(["s513"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 513, parts: [.literal(["s513"]), .literal(["list"])]),
            Links.Rule(route: 514, parts: [.literal(["s514"]), .literal(["files"]), .star]),
            Links.Rule(route: 515, parts: [.literal(["s515"]), .literal(["home"])]),
            Links.Rule(route: 516, parts: [.literal(["s516"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 517, parts: [.literal(["s517"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 518, parts: [.literal(["s518"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 518, parts: [.literal(["s518"]), .literal(["list"])]),
            Links.Rule(route: 519, parts: [.literal(["s519"]), .literal(["files"]), .star]),
            Links.Rule(route: 520, parts: [.literal(["s520"]), .literal(["home"])]),
            Links.Rule(route: 521, parts: [.literal(["s521"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 522, parts: [.literal(["s522"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 523, parts: [.literal(["s523"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 523, parts: [.literal(["s523"]), .literal(["list"])]),
            Links.Rule(route: 524, parts: [.literal(["s524"]), .literal(["files"]), .star]),
            Links.Rule(route: 525, parts: [.literal(["s525"]), .literal(["home"])]),
            Links.Rule(route: 526, parts: [.literal(["s526"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 527, parts: [.literal(["s527"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 528, parts: [.literal(["s528"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 528, parts: [.literal(["s528"]), .literal(["list"])]),
            Links.Rule(route: 529, parts: [.literal(["s529"]), .literal(["files"]), .star]),
            Links.Rule(route: 530, parts: [.literal(["s530"]), .literal(["home"])]),
            Links.Rule(route: 531, parts: [.literal(["s531"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 532, parts: [.literal(["s532"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 533, parts: [.literal(["s533"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 533, parts: [.literal(["s533"]), .literal(["list"])]),
            Links.Rule(route: 534, parts: [.literal(["s534"]), .literal(["files"]), .star]),
            Links.Rule(route: 535, parts: [.literal(["s535"]), .literal(["home"])]),
            Links.Rule(route: 536, parts: [.literal(["s536"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 537, parts: [.literal(["s537"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 538, parts: [.literal(["s538"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 538, parts: [.literal(["s538"]), .literal(["list"])]),
            Links.Rule(route: 539, parts: [.literal(["s539"]), .literal(["files"]), .star]),
            Links.Rule(route: 540, parts: [.literal(["s540"]), .literal(["home"])]),
            Links.Rule(route: 541, parts: [.literal(["s541"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 542, parts: [.literal(["s542"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 543, parts: [.literal(["s543"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 543, parts: [.literal(["s543"]), .literal(["list"])]),
            Links.Rule(route: 544, parts: [.literal(["s544"]), .literal(["files"]), .star]),
            Links.Rule(route: 545, parts: [.literal(["s545"]), .literal(["home"])]),
            Links.Rule(route: 546, parts: [.literal(["s546"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 547, parts: [.literal(["s547"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 548, parts: [.literal(["s548"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 548, parts: [.literal(["s548"]), .literal(["list"])]),
            Links.Rule(route: 549, parts: [.literal(["s549"]), .literal(["files"]), .star]),
            Links.Rule(route: 550, parts: [.literal(["s550"]), .literal(["home"])]),
            Links.Rule(route: 551, parts: [.literal(["s551"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 552, parts: [.literal(["s552"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 553, parts: [.literal(["s553"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 553, parts: [.literal(["s553"]), .literal(["list"])]),
            Links.Rule(route: 554, parts: [.literal(["s554"]), .literal(["files"]), .star]),
            Links.Rule(route: 555, parts: [.literal(["s555"]), .literal(["home"])]),
            Links.Rule(route: 556, parts: [.literal(["s556"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 557, parts: [.literal(["s557"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 558, parts: [.literal(["s558"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 558, parts: [.literal(["s558"]), .literal(["list"])]),
            Links.Rule(route: 559, parts: [.literal(["s559"]), .literal(["files"]), .star]),
            Links.Rule(route: 560, parts: [.literal(["s560"]), .literal(["home"])]),
            Links.Rule(route: 561, parts: [.literal(["s561"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 562, parts: [.literal(["s562"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 563, parts: [.literal(["s563"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 563, parts: [.literal(["s563"]), .literal(["list"])]),
            Links.Rule(route: 564, parts: [.literal(["s564"]), .literal(["files"]), .star]),
            Links.Rule(route: 565, parts: [.literal(["s565"]), .literal(["home"])]),
            Links.Rule(route: 566, parts: [.literal(["s566"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 567, parts: [.literal(["s567"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 568, parts: [.literal(["s568"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 568, parts: [.literal(["s568"]), .literal(["list"])]),
            Links.Rule(route: 569, parts: [.literal(["s569"]), .literal(["files"]), .star]),
            Links.Rule(route: 570, parts: [.literal(["s570"]), .literal(["home"])]),
            Links.Rule(route: 571, parts: [.literal(["s571"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 572, parts: [.literal(["s572"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 573, parts: [.literal(["s573"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 573, parts: [.literal(["s573"]), .literal(["list"])]),
            Links.Rule(route: 574, parts: [.literal(["s574"]), .literal(["files"]), .star]),
            Links.Rule(route: 575, parts: [.literal(["s575"]), .literal(["home"])]),
            Links.Rule(route: 576, parts: [.literal(["s576"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 577, parts: [.literal(["s577"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 578, parts: [.literal(["s578"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 578, parts: [.literal(["s578"]), .literal(["list"])]),
            Links.Rule(route: 579, parts: [.literal(["s579"]), .literal(["files"]), .star]),
            Links.Rule(route: 580, parts: [.literal(["s580"]), .literal(["home"])]),
            Links.Rule(route: 581, parts: [.literal(["s581"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 582, parts: [.literal(["s582"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 583, parts: [.literal(["s583"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 583, parts: [.literal(["s583"]), .literal(["list"])]),
            Links.Rule(route: 584, parts: [.literal(["s584"]), .literal(["files"]), .star]),
            Links.Rule(route: 585, parts: [.literal(["s585"]), .literal(["home"])]),
            Links.Rule(route: 586, parts: [.literal(["s586"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 587, parts: [.literal(["s587"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 588, parts: [.literal(["s588"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 588, parts: [.literal(["s588"]), .literal(["list"])]),
            Links.Rule(route: 589, parts: [.literal(["s589"]), .literal(["files"]), .star]),
            Links.Rule(route: 590, parts: [.literal(["s590"]), .literal(["home"])]),
            Links.Rule(route: 591, parts: [.literal(["s591"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 592, parts: [.literal(["s592"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 593, parts: [.literal(["s593"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 593, parts: [.literal(["s593"]), .literal(["list"])]),
            Links.Rule(route: 594, parts: [.literal(["s594"]), .literal(["files"]), .star]),
            Links.Rule(route: 595, parts: [.literal(["s595"]), .literal(["home"])]),
            Links.Rule(route: 596, parts: [.literal(["s596"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 597, parts: [.literal(["s597"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 598, parts: [.literal(["s598"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 598, parts: [.literal(["s598"]), .literal(["list"])]),
            Links.Rule(route: 599, parts: [.literal(["s599"]), .literal(["files"]), .star]),
            Links.Rule(route: 600, parts: [.literal(["s600"]), .literal(["home"])]),
            Links.Rule(route: 601, parts: [.literal(["s601"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 602, parts: [.literal(["s602"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 603, parts: [.literal(["s603"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 603, parts: [.literal(["s603"]), .literal(["list"])]),
            Links.Rule(route: 604, parts: [.literal(["s604"]), .literal(["files"]), .star]),
            Links.Rule(route: 605, parts: [.literal(["s605"]), .literal(["home"])]),
            Links.Rule(route: 606, parts: [.literal(["s606"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 607, parts: [.literal(["s607"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 608, parts: [.literal(["s608"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 608, parts: [.literal(["s608"]), .literal(["list"])]),
            Links.Rule(route: 609, parts: [.literal(["s609"]), .literal(["files"]), .star]),
            Links.Rule(route: 610, parts: [.literal(["s610"]), .literal(["home"])]),
            Links.Rule(route: 611, parts: [.literal(["s611"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 612, parts: [.literal(["s612"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 613, parts: [.literal(["s613"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 613, parts: [.literal(["s613"]), .literal(["list"])]),
            Links.Rule(route: 614, parts: [.literal(["s614"]), .literal(["files"]), .star]),
            Links.Rule(route: 615, parts: [.literal(["s615"]), .literal(["home"])]),
            Links.Rule(route: 616, parts: [.literal(["s616"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 617, parts: [.literal(["s617"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 618, parts: [.literal(["s618"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 618, parts: [.literal(["s618"]), .literal(["list"])]),
            Links.Rule(route: 619, parts: [.literal(["s619"]), .literal(["files"]), .star]),
            Links.Rule(route: 620, parts: [.literal(["s620"]), .literal(["home"])]),
            Links.Rule(route: 621, parts: [.literal(["s621"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 622, parts: [.literal(["s622"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 623, parts: [.literal(["s623"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 623, parts: [.literal(["s623"]), .literal(["list"])]),
            Links.Rule(route: 624, parts: [.literal(["s624"]), .literal(["files"]), .star]),
            Links.Rule(route: 625, parts: [.literal(["s625"]), .literal(["home"])]),
            Links.Rule(route: 626, parts: [.literal(["s626"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 627, parts: [.literal(["s627"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 628, parts: [.literal(["s628"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 628, parts: [.literal(["s628"]), .literal(["list"])]),
            Links.Rule(route: 629, parts: [.literal(["s629"]), .literal(["files"]), .star]),
            Links.Rule(route: 630, parts: [.literal(["s630"]), .literal(["home"])]),
            Links.Rule(route: 631, parts: [.literal(["s631"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 632, parts: [.literal(["s632"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 633, parts: [.literal(["s633"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 633, parts: [.literal(["s633"]), .literal(["list"])]),
            Links.Rule(route: 634, parts: [.literal(["s634"]), .literal(["files"]), .star]),
            Links.Rule(route: 635, parts: [.literal(["s635"]), .literal(["home"])]),
            Links.Rule(route: 636, parts: [.literal(["s636"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 637, parts: [.literal(["s637"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 638, parts: [.literal(["s638"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 638, parts: [.literal(["s638"]), .literal(["list"])]),
            Links.Rule(route: 639, parts: [.literal(["s639"]), .literal(["files"]), .star]),
            Links.Rule(route: 640, parts: [.literal(["s640"]), .literal(["home"])]),
            Links.Rule(route: 641, parts: [.literal(["s641"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 642, parts: [.literal(["s642"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 643, parts: [.literal(["s643"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 643, parts: [.literal(["s643"]), .literal(["list"])]),
            Links.Rule(route: 644, parts: [.literal(["s644"]), .literal(["files"]), .star]),
            Links.Rule(route: 645, parts: [.literal(["s645"]), .literal(["home"])]),
            Links.Rule(route: 646, parts: [.literal(["s646"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 647, parts: [.literal(["s647"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 648, parts: [.literal(["s648"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 648, parts: [.literal(["s648"]), .literal(["list"])]),
            Links.Rule(route: 649, parts: [.literal(["s649"]), .literal(["files"]), .star]),
            Links.Rule(route: 650, parts: [.literal(["s650"]), .literal(["home"])]),
            Links.Rule(route: 651, parts: [.literal(["s651"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 652, parts: [.literal(["s652"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 653, parts: [.literal(["s653"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 653, parts: [.literal(["s653"]), .literal(["list"])]),
            Links.Rule(route: 654, parts: [.literal(["s654"]), .literal(["files"]), .star]),
            Links.Rule(route: 655, parts: [.literal(["s655"]), .literal(["home"])]),
            Links.Rule(route: 656, parts: [.literal(["s656"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 657, parts: [.literal(["s657"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 658, parts: [.literal(["s658"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 658, parts: [.literal(["s658"]), .literal(["list"])]),
            Links.Rule(route: 659, parts: [.literal(["s659"]), .literal(["files"]), .star]),
            Links.Rule(route: 660, parts: [.literal(["s660"]), .literal(["home"])]),
            Links.Rule(route: 661, parts: [.literal(["s661"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 662, parts: [.literal(["s662"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 663, parts: [.literal(["s663"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 663, parts: [.literal(["s663"]), .literal(["list"])]),
            Links.Rule(route: 664, parts: [.literal(["s664"]), .literal(["files"]), .star]),
            Links.Rule(route: 665, parts: [.literal(["s665"]), .literal(["home"])]),
            Links.Rule(route: 666, parts: [.literal(["s666"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 667, parts: [.literal(["s667"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 668, parts: [.literal(["s668"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 668, parts: [.literal(["s668"]), .literal(["list"])]),
            Links.Rule(route: 669, parts: [.literal(["s669"]), .literal(["files"]), .star]),
            Links.Rule(route: 670, parts: [.literal(["s670"]), .literal(["home"])]),
            Links.Rule(route: 671, parts: [.literal(["s671"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 672, parts: [.literal(["s672"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 673, parts: [.literal(["s673"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 673, parts: [.literal(["s673"]), .literal(["list"])]),
            Links.Rule(route: 674, parts: [.literal(["s674"]), .literal(["files"]), .star]),
            Links.Rule(route: 675, parts: [.literal(["s675"]), .literal(["home"])]),
            Links.Rule(route: 676, parts: [.literal(["s676"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 677, parts: [.literal(["s677"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 678, parts: [.literal(["s678"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 678, parts: [.literal(["s678"]), .literal(["list"])]),
            Links.Rule(route: 679, parts: [.literal(["s679"]), .literal(["files"]), .star]),
            Links.Rule(route: 680, parts: [.literal(["s680"]), .literal(["home"])]),
            Links.Rule(route: 681, parts: [.literal(["s681"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 682, parts: [.literal(["s682"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 683, parts: [.literal(["s683"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 683, parts: [.literal(["s683"]), .literal(["list"])]),
            Links.Rule(route: 684, parts: [.literal(["s684"]), .literal(["files"]), .star]),
            Links.Rule(route: 685, parts: [.literal(["s685"]), .literal(["home"])]),
            Links.Rule(route: 686, parts: [.literal(["s686"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 687, parts: [.literal(["s687"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 688, parts: [.literal(["s688"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 688, parts: [.literal(["s688"]), .literal(["list"])]),
            Links.Rule(route: 689, parts: [.literal(["s689"]), .literal(["files"]), .star]),
            Links.Rule(route: 690, parts: [.literal(["s690"]), .literal(["home"])]),
            Links.Rule(route: 691, parts: [.literal(["s691"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 692, parts: [.literal(["s692"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 693, parts: [.literal(["s693"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 693, parts: [.literal(["s693"]), .literal(["list"])]),
            Links.Rule(route: 694, parts: [.literal(["s694"]), .literal(["files"]), .star]),
            Links.Rule(route: 695, parts: [.literal(["s695"]), .literal(["home"])]),
            Links.Rule(route: 696, parts: [.literal(["s696"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 697, parts: [.literal(["s697"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 698, parts: [.literal(["s698"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 698, parts: [.literal(["s698"]), .literal(["list"])]),
            Links.Rule(route: 699, parts: [.literal(["s699"]), .literal(["files"]), .star]),
            Links.Rule(route: 700, parts: [.literal(["s700"]), .literal(["home"])]),
            Links.Rule(route: 701, parts: [.literal(["s701"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 702, parts: [.literal(["s702"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 703, parts: [.literal(["s703"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 703, parts: [.literal(["s703"]), .literal(["list"])]),
            Links.Rule(route: 704, parts: [.literal(["s704"]), .literal(["files"]), .star]),
            Links.Rule(route: 705, parts: [.literal(["s705"]), .literal(["home"])]),
            Links.Rule(route: 706, parts: [.literal(["s706"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 707, parts: [.literal(["s707"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 708, parts: [.literal(["s708"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 708, parts: [.literal(["s708"]), .literal(["list"])]),
            Links.Rule(route: 709, parts: [.literal(["s709"]), .literal(["files"]), .star]),
            Links.Rule(route: 710, parts: [.literal(["s710"]), .literal(["home"])]),
            Links.Rule(route: 711, parts: [.literal(["s711"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 712, parts: [.literal(["s712"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 713, parts: [.literal(["s713"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 713, parts: [.literal(["s713"]), .literal(["list"])]),
            Links.Rule(route: 714, parts: [.literal(["s714"]), .literal(["files"]), .star]),
            Links.Rule(route: 715, parts: [.literal(["s715"]), .literal(["home"])]),
            Links.Rule(route: 716, parts: [.literal(["s716"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 717, parts: [.literal(["s717"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 718, parts: [.literal(["s718"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 718, parts: [.literal(["s718"]), .literal(["list"])]),
            Links.Rule(route: 719, parts: [.literal(["s719"]), .literal(["files"]), .star]),
            Links.Rule(route: 720, parts: [.literal(["s720"]), .literal(["home"])]),
            Links.Rule(route: 721, parts: [.literal(["s721"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 722, parts: [.literal(["s722"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 723, parts: [.literal(["s723"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 723, parts: [.literal(["s723"]), .literal(["list"])]),
            Links.Rule(route: 724, parts: [.literal(["s724"]), .literal(["files"]), .star]),
            Links.Rule(route: 725, parts: [.literal(["s725"]), .literal(["home"])]),
            Links.Rule(route: 726, parts: [.literal(["s726"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 727, parts: [.literal(["s727"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 728, parts: [.literal(["s728"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 728, parts: [.literal(["s728"]), .literal(["list"])]),
            Links.Rule(route: 729, parts: [.literal(["s729"]), .literal(["files"]), .star]),
            Links.Rule(route: 730, parts: [.literal(["s730"]), .literal(["home"])]),
            Links.Rule(route: 731, parts: [.literal(["s731"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 732, parts: [.literal(["s732"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 733, parts: [.literal(["s733"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 733, parts: [.literal(["s733"]), .literal(["list"])]),
            Links.Rule(route: 734, parts: [.literal(["s734"]), .literal(["files"]), .star]),
            Links.Rule(route: 735, parts: [.literal(["s735"]), .literal(["home"])]),
            Links.Rule(route: 736, parts: [.literal(["s736"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 737, parts: [.literal(["s737"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 738, parts: [.literal(["s738"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 738, parts: [.literal(["s738"]), .literal(["list"])]),
            Links.Rule(route: 739, parts: [.literal(["s739"]), .literal(["files"]), .star]),
            Links.Rule(route: 740, parts: [.literal(["s740"]), .literal(["home"])]),
            Links.Rule(route: 741, parts: [.literal(["s741"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 742, parts: [.literal(["s742"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 743, parts: [.literal(["s743"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 743, parts: [.literal(["s743"]), .literal(["list"])]),
            Links.Rule(route: 744, parts: [.literal(["s744"]), .literal(["files"]), .star]),
            Links.Rule(route: 745, parts: [.literal(["s745"]), .literal(["home"])]),
            Links.Rule(route: 746, parts: [.literal(["s746"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 747, parts: [.literal(["s747"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 748, parts: [.literal(["s748"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 748, parts: [.literal(["s748"]), .literal(["list"])]),
            Links.Rule(route: 749, parts: [.literal(["s749"]), .literal(["files"]), .star]),
            Links.Rule(route: 750, parts: [.literal(["s750"]), .literal(["home"])]),
            Links.Rule(route: 751, parts: [.literal(["s751"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 752, parts: [.literal(["s752"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 753, parts: [.literal(["s753"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 753, parts: [.literal(["s753"]), .literal(["list"])]),
            Links.Rule(route: 754, parts: [.literal(["s754"]), .literal(["files"]), .star]),
            Links.Rule(route: 755, parts: [.literal(["s755"]), .literal(["home"])]),
            Links.Rule(route: 756, parts: [.literal(["s756"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 757, parts: [.literal(["s757"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 758, parts: [.literal(["s758"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 758, parts: [.literal(["s758"]), .literal(["list"])]),
            Links.Rule(route: 759, parts: [.literal(["s759"]), .literal(["files"]), .star]),
            Links.Rule(route: 760, parts: [.literal(["s760"]), .literal(["home"])]),
            Links.Rule(route: 761, parts: [.literal(["s761"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 762, parts: [.literal(["s762"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 763, parts: [.literal(["s763"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 763, parts: [.literal(["s763"]), .literal(["list"])]),
            Links.Rule(route: 764, parts: [.literal(["s764"]), .literal(["files"]), .star]),
            Links.Rule(route: 765, parts: [.literal(["s765"]), .literal(["home"])]),
            Links.Rule(route: 766, parts: [.literal(["s766"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 767, parts: [.literal(["s767"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 768, parts: [.literal(["s768"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 768, parts: [.literal(["s768"]), .literal(["list"])]),
            Links.Rule(route: 769, parts: [.literal(["s769"]), .literal(["files"]), .star]),
            Links.Rule(route: 770, parts: [.literal(["s770"]), .literal(["home"])]),
            Links.Rule(route: 771, parts: [.literal(["s771"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 772, parts: [.literal(["s772"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 773, parts: [.literal(["s773"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 773, parts: [.literal(["s773"]), .literal(["list"])]),
            Links.Rule(route: 774, parts: [.literal(["s774"]), .literal(["files"]), .star]),
            Links.Rule(route: 775, parts: [.literal(["s775"]), .literal(["home"])]),
            Links.Rule(route: 776, parts: [.literal(["s776"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 777, parts: [.literal(["s777"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 778, parts: [.literal(["s778"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 778, parts: [.literal(["s778"]), .literal(["list"])]),
            Links.Rule(route: 779, parts: [.literal(["s779"]), .literal(["files"]), .star]),
            Links.Rule(route: 780, parts: [.literal(["s780"]), .literal(["home"])]),
            Links.Rule(route: 781, parts: [.literal(["s781"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 782, parts: [.literal(["s782"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 783, parts: [.literal(["s783"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 783, parts: [.literal(["s783"]), .literal(["list"])]),
            Links.Rule(route: 784, parts: [.literal(["s784"]), .literal(["files"]), .star]),
            Links.Rule(route: 785, parts: [.literal(["s785"]), .literal(["home"])]),
            Links.Rule(route: 786, parts: [.literal(["s786"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 787, parts: [.literal(["s787"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 788, parts: [.literal(["s788"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 788, parts: [.literal(["s788"]), .literal(["list"])]),
            Links.Rule(route: 789, parts: [.literal(["s789"]), .literal(["files"]), .star]),
            Links.Rule(route: 790, parts: [.literal(["s790"]), .literal(["home"])]),
            Links.Rule(route: 791, parts: [.literal(["s791"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 792, parts: [.literal(["s792"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 793, parts: [.literal(["s793"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 793, parts: [.literal(["s793"]), .literal(["list"])]),
            Links.Rule(route: 794, parts: [.literal(["s794"]), .literal(["files"]), .star]),
            Links.Rule(route: 795, parts: [.literal(["s795"]), .literal(["home"])]),
            Links.Rule(route: 796, parts: [.literal(["s796"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 797, parts: [.literal(["s797"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 798, parts: [.literal(["s798"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 798, parts: [.literal(["s798"]), .literal(["list"])]),
            Links.Rule(route: 799, parts: [.literal(["s799"]), .literal(["files"]), .star]),
            Links.Rule(route: 800, parts: [.literal(["s800"]), .literal(["home"])]),
            Links.Rule(route: 801, parts: [.literal(["s801"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 802, parts: [.literal(["s802"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 803, parts: [.literal(["s803"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 803, parts: [.literal(["s803"]), .literal(["list"])]),
            Links.Rule(route: 804, parts: [.literal(["s804"]), .literal(["files"]), .star]),
            Links.Rule(route: 805, parts: [.literal(["s805"]), .literal(["home"])]),
            Links.Rule(route: 806, parts: [.literal(["s806"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 807, parts: [.literal(["s807"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 808, parts: [.literal(["s808"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 808, parts: [.literal(["s808"]), .literal(["list"])]),
            Links.Rule(route: 809, parts: [.literal(["s809"]), .literal(["files"]), .star]),
            Links.Rule(route: 810, parts: [.literal(["s810"]), .literal(["home"])]),
            Links.Rule(route: 811, parts: [.literal(["s811"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 812, parts: [.literal(["s812"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 813, parts: [.literal(["s813"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 813, parts: [.literal(["s813"]), .literal(["list"])]),
            Links.Rule(route: 814, parts: [.literal(["s814"]), .literal(["files"]), .star]),
            Links.Rule(route: 815, parts: [.literal(["s815"]), .literal(["home"])]),
            Links.Rule(route: 816, parts: [.literal(["s816"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 817, parts: [.literal(["s817"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 818, parts: [.literal(["s818"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 818, parts: [.literal(["s818"]), .literal(["list"])]),
            Links.Rule(route: 819, parts: [.literal(["s819"]), .literal(["files"]), .star]),
            Links.Rule(route: 820, parts: [.literal(["s820"]), .literal(["home"])]),
            Links.Rule(route: 821, parts: [.literal(["s821"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 822, parts: [.literal(["s822"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 823, parts: [.literal(["s823"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 823, parts: [.literal(["s823"]), .literal(["list"])]),
            Links.Rule(route: 824, parts: [.literal(["s824"]), .literal(["files"]), .star]),
            Links.Rule(route: 825, parts: [.literal(["s825"]), .literal(["home"])]),
            Links.Rule(route: 826, parts: [.literal(["s826"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 827, parts: [.literal(["s827"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 828, parts: [.literal(["s828"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 828, parts: [.literal(["s828"]), .literal(["list"])]),
            Links.Rule(route: 829, parts: [.literal(["s829"]), .literal(["files"]), .star]),
            Links.Rule(route: 830, parts: [.literal(["s830"]), .literal(["home"])]),
            Links.Rule(route: 831, parts: [.literal(["s831"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 832, parts: [.literal(["s832"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 833, parts: [.literal(["s833"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 833, parts: [.literal(["s833"]), .literal(["list"])]),
            Links.Rule(route: 834, parts: [.literal(["s834"]), .literal(["files"]), .star]),
            Links.Rule(route: 835, parts: [.literal(["s835"]), .literal(["home"])]),
            Links.Rule(route: 836, parts: [.literal(["s836"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 837, parts: [.literal(["s837"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 838, parts: [.literal(["s838"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 838, parts: [.literal(["s838"]), .literal(["list"])]),
            Links.Rule(route: 839, parts: [.literal(["s839"]), .literal(["files"]), .star]),
            Links.Rule(route: 840, parts: [.literal(["s840"]), .literal(["home"])]),
            Links.Rule(route: 841, parts: [.literal(["s841"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 842, parts: [.literal(["s842"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 843, parts: [.literal(["s843"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 843, parts: [.literal(["s843"]), .literal(["list"])]),
            Links.Rule(route: 844, parts: [.literal(["s844"]), .literal(["files"]), .star]),
            Links.Rule(route: 845, parts: [.literal(["s845"]), .literal(["home"])]),
            Links.Rule(route: 846, parts: [.literal(["s846"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 847, parts: [.literal(["s847"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 848, parts: [.literal(["s848"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 848, parts: [.literal(["s848"]), .literal(["list"])]),
            Links.Rule(route: 849, parts: [.literal(["s849"]), .literal(["files"]), .star]),
            Links.Rule(route: 850, parts: [.literal(["s850"]), .literal(["home"])]),
            Links.Rule(route: 851, parts: [.literal(["s851"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 852, parts: [.literal(["s852"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 853, parts: [.literal(["s853"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 853, parts: [.literal(["s853"]), .literal(["list"])]),
            Links.Rule(route: 854, parts: [.literal(["s854"]), .literal(["files"]), .star]),
            Links.Rule(route: 855, parts: [.literal(["s855"]), .literal(["home"])]),
            Links.Rule(route: 856, parts: [.literal(["s856"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 857, parts: [.literal(["s857"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 858, parts: [.literal(["s858"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 858, parts: [.literal(["s858"]), .literal(["list"])]),
            Links.Rule(route: 859, parts: [.literal(["s859"]), .literal(["files"]), .star]),
            Links.Rule(route: 860, parts: [.literal(["s860"]), .literal(["home"])]),
            Links.Rule(route: 861, parts: [.literal(["s861"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 862, parts: [.literal(["s862"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 863, parts: [.literal(["s863"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 863, parts: [.literal(["s863"]), .literal(["list"])]),
            Links.Rule(route: 864, parts: [.literal(["s864"]), .literal(["files"]), .star]),
            Links.Rule(route: 865, parts: [.literal(["s865"]), .literal(["home"])]),
            Links.Rule(route: 866, parts: [.literal(["s866"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 867, parts: [.literal(["s867"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 868, parts: [.literal(["s868"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 868, parts: [.literal(["s868"]), .literal(["list"])]),
            Links.Rule(route: 869, parts: [.literal(["s869"]), .literal(["files"]), .star]),
            Links.Rule(route: 870, parts: [.literal(["s870"]), .literal(["home"])]),
            Links.Rule(route: 871, parts: [.literal(["s871"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 872, parts: [.literal(["s872"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 873, parts: [.literal(["s873"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 873, parts: [.literal(["s873"]), .literal(["list"])]),
            Links.Rule(route: 874, parts: [.literal(["s874"]), .literal(["files"]), .star]),
            Links.Rule(route: 875, parts: [.literal(["s875"]), .literal(["home"])]),
            Links.Rule(route: 876, parts: [.literal(["s876"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 877, parts: [.literal(["s877"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 878, parts: [.literal(["s878"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 878, parts: [.literal(["s878"]), .literal(["list"])]),
            Links.Rule(route: 879, parts: [.literal(["s879"]), .literal(["files"]), .star]),
            Links.Rule(route: 880, parts: [.literal(["s880"]), .literal(["home"])]),
            Links.Rule(route: 881, parts: [.literal(["s881"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 882, parts: [.literal(["s882"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 883, parts: [.literal(["s883"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 883, parts: [.literal(["s883"]), .literal(["list"])]),
            Links.Rule(route: 884, parts: [.literal(["s884"]), .literal(["files"]), .star]),
            Links.Rule(route: 885, parts: [.literal(["s885"]), .literal(["home"])]),
            Links.Rule(route: 886, parts: [.literal(["s886"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 887, parts: [.literal(["s887"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 888, parts: [.literal(["s888"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 888, parts: [.literal(["s888"]), .literal(["list"])]),
            Links.Rule(route: 889, parts: [.literal(["s889"]), .literal(["files"]), .star]),
            Links.Rule(route: 890, parts: [.literal(["s890"]), .literal(["home"])]),
            Links.Rule(route: 891, parts: [.literal(["s891"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 892, parts: [.literal(["s892"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 893, parts: [.literal(["s893"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 893, parts: [.literal(["s893"]), .literal(["list"])]),
            Links.Rule(route: 894, parts: [.literal(["s894"]), .literal(["files"]), .star]),
            Links.Rule(route: 895, parts: [.literal(["s895"]), .literal(["home"])]),
            Links.Rule(route: 896, parts: [.literal(["s896"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 897, parts: [.literal(["s897"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 898, parts: [.literal(["s898"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 898, parts: [.literal(["s898"]), .literal(["list"])]),
            Links.Rule(route: 899, parts: [.literal(["s899"]), .literal(["files"]), .star]),
            Links.Rule(route: 900, parts: [.literal(["s900"]), .literal(["home"])]),
            Links.Rule(route: 901, parts: [.literal(["s901"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 902, parts: [.literal(["s902"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 903, parts: [.literal(["s903"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 903, parts: [.literal(["s903"]), .literal(["list"])]),
            Links.Rule(route: 904, parts: [.literal(["s904"]), .literal(["files"]), .star]),
            Links.Rule(route: 905, parts: [.literal(["s905"]), .literal(["home"])]),
            Links.Rule(route: 906, parts: [.literal(["s906"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 907, parts: [.literal(["s907"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 908, parts: [.literal(["s908"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 908, parts: [.literal(["s908"]), .literal(["list"])]),
            Links.Rule(route: 909, parts: [.literal(["s909"]), .literal(["files"]), .star]),
            Links.Rule(route: 910, parts: [.literal(["s910"]), .literal(["home"])]),
            Links.Rule(route: 911, parts: [.literal(["s911"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 912, parts: [.literal(["s912"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 913, parts: [.literal(["s913"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 913, parts: [.literal(["s913"]), .literal(["list"])]),
            Links.Rule(route: 914, parts: [.literal(["s914"]), .literal(["files"]), .star]),
            Links.Rule(route: 915, parts: [.literal(["s915"]), .literal(["home"])]),
            Links.Rule(route: 916, parts: [.literal(["s916"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 917, parts: [.literal(["s917"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 918, parts: [.literal(["s918"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 918, parts: [.literal(["s918"]), .literal(["list"])]),
            Links.Rule(route: 919, parts: [.literal(["s919"]), .literal(["files"]), .star]),
            Links.Rule(route: 920, parts: [.literal(["s920"]), .literal(["home"])]),
            Links.Rule(route: 921, parts: [.literal(["s921"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 922, parts: [.literal(["s922"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 923, parts: [.literal(["s923"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 923, parts: [.literal(["s923"]), .literal(["list"])]),
            Links.Rule(route: 924, parts: [.literal(["s924"]), .literal(["files"]), .star]),
            Links.Rule(route: 925, parts: [.literal(["s925"]), .literal(["home"])]),
            Links.Rule(route: 926, parts: [.literal(["s926"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 927, parts: [.literal(["s927"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 928, parts: [.literal(["s928"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 928, parts: [.literal(["s928"]), .literal(["list"])]),
            Links.Rule(route: 929, parts: [.literal(["s929"]), .literal(["files"]), .star]),
            Links.Rule(route: 930, parts: [.literal(["s930"]), .literal(["home"])]),
            Links.Rule(route: 931, parts: [.literal(["s931"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 932, parts: [.literal(["s932"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 933, parts: [.literal(["s933"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 933, parts: [.literal(["s933"]), .literal(["list"])]),
            Links.Rule(route: 934, parts: [.literal(["s934"]), .literal(["files"]), .star]),
            Links.Rule(route: 935, parts: [.literal(["s935"]), .literal(["home"])]),
            Links.Rule(route: 936, parts: [.literal(["s936"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 937, parts: [.literal(["s937"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 938, parts: [.literal(["s938"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 938, parts: [.literal(["s938"]), .literal(["list"])]),
            Links.Rule(route: 939, parts: [.literal(["s939"]), .literal(["files"]), .star]),
            Links.Rule(route: 940, parts: [.literal(["s940"]), .literal(["home"])]),
            Links.Rule(route: 941, parts: [.literal(["s941"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 942, parts: [.literal(["s942"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 943, parts: [.literal(["s943"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 943, parts: [.literal(["s943"]), .literal(["list"])]),
            Links.Rule(route: 944, parts: [.literal(["s944"]), .literal(["files"]), .star]),
            Links.Rule(route: 945, parts: [.literal(["s945"]), .literal(["home"])]),
            Links.Rule(route: 946, parts: [.literal(["s946"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 947, parts: [.literal(["s947"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 948, parts: [.literal(["s948"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 948, parts: [.literal(["s948"]), .literal(["list"])]),
            Links.Rule(route: 949, parts: [.literal(["s949"]), .literal(["files"]), .star]),
            Links.Rule(route: 950, parts: [.literal(["s950"]), .literal(["home"])]),
            Links.Rule(route: 951, parts: [.literal(["s951"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 952, parts: [.literal(["s952"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 953, parts: [.literal(["s953"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 953, parts: [.literal(["s953"]), .literal(["list"])]),
            Links.Rule(route: 954, parts: [.literal(["s954"]), .literal(["files"]), .star]),
            Links.Rule(route: 955, parts: [.literal(["s955"]), .literal(["home"])]),
            Links.Rule(route: 956, parts: [.literal(["s956"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 957, parts: [.literal(["s957"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 958, parts: [.literal(["s958"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 958, parts: [.literal(["s958"]), .literal(["list"])]),
            Links.Rule(route: 959, parts: [.literal(["s959"]), .literal(["files"]), .star]),
            Links.Rule(route: 960, parts: [.literal(["s960"]), .literal(["home"])]),
            Links.Rule(route: 961, parts: [.literal(["s961"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 962, parts: [.literal(["s962"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 963, parts: [.literal(["s963"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 963, parts: [.literal(["s963"]), .literal(["list"])]),
            Links.Rule(route: 964, parts: [.literal(["s964"]), .literal(["files"]), .star]),
            Links.Rule(route: 965, parts: [.literal(["s965"]), .literal(["home"])]),
            Links.Rule(route: 966, parts: [.literal(["s966"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 967, parts: [.literal(["s967"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 968, parts: [.literal(["s968"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 968, parts: [.literal(["s968"]), .literal(["list"])]),
            Links.Rule(route: 969, parts: [.literal(["s969"]), .literal(["files"]), .star]),
            Links.Rule(route: 970, parts: [.literal(["s970"]), .literal(["home"])]),
            Links.Rule(route: 971, parts: [.literal(["s971"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 972, parts: [.literal(["s972"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 973, parts: [.literal(["s973"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 973, parts: [.literal(["s973"]), .literal(["list"])]),
            Links.Rule(route: 974, parts: [.literal(["s974"]), .literal(["files"]), .star]),
            Links.Rule(route: 975, parts: [.literal(["s975"]), .literal(["home"])]),
            Links.Rule(route: 976, parts: [.literal(["s976"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 977, parts: [.literal(["s977"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 978, parts: [.literal(["s978"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 978, parts: [.literal(["s978"]), .literal(["list"])]),
            Links.Rule(route: 979, parts: [.literal(["s979"]), .literal(["files"]), .star]),
            Links.Rule(route: 980, parts: [.literal(["s980"]), .literal(["home"])]),
            Links.Rule(route: 981, parts: [.literal(["s981"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 982, parts: [.literal(["s982"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 983, parts: [.literal(["s983"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 983, parts: [.literal(["s983"]), .literal(["list"])]),
            Links.Rule(route: 984, parts: [.literal(["s984"]), .literal(["files"]), .star]),
            Links.Rule(route: 985, parts: [.literal(["s985"]), .literal(["home"])]),
            Links.Rule(route: 986, parts: [.literal(["s986"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 987, parts: [.literal(["s987"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 988, parts: [.literal(["s988"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 988, parts: [.literal(["s988"]), .literal(["list"])]),
            Links.Rule(route: 989, parts: [.literal(["s989"]), .literal(["files"]), .star]),
            Links.Rule(route: 990, parts: [.literal(["s990"]), .literal(["home"])]),
            Links.Rule(route: 991, parts: [.literal(["s991"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 992, parts: [.literal(["s992"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 993, parts: [.literal(["s993"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 993, parts: [.literal(["s993"]), .literal(["list"])]),
            Links.Rule(route: 994, parts: [.literal(["s994"]), .literal(["files"]), .star]),
            Links.Rule(route: 995, parts: [.literal(["s995"]), .literal(["home"])]),
            Links.Rule(route: 996, parts: [.literal(["s996"]), .literal(["item"]), .variable("id", nil)]),
            Links.Rule(route: 997, parts: [.literal(["s997"]), .literal(["order"]), .variable("order_id", 0)]),
            Links.Rule(route: 998, parts: [.literal(["s998"]), .literal(["list"]), .variable("page", nil)]),
            Links.Rule(route: 998, parts: [.literal(["s998"]), .literal(["list"])]),
            Links.Rule(route: 999, parts: [.literal(["s999"]), .literal(["files"]), .star]),
        ],
        constraints: [
            .repeated(.set([48...57], negated: false), min: 1, max: nil),
        ],
        schemes: [
            "acme": Links.Namespace(rules: [0, 2, 5, 7, 9, 10, 12, 14, 17, 19, 21, 22, 24, 26, 29, 31, 33, 34, 36, 38, 41, 43, 45, 46, 48, 50, 53, 55, 57, 58, 60, 62, 65, 67, 69, 70, 72, 74, 77, 79, 81, 82, 84, 86, 89, 91, 93, 94, 96, 98, 101, 103, 105, 106, 108, 110, 113, 115, 117, 118, 120, 122, 125, 127, 129, 130, 132, 134, 137, 139, 141, 142, 144, 146, 149, 151, 153, 154, 156, 158, 161, 163, 165, 166, 168, 170, 173, 175, 177, 178, 180, 182, 185, 187, 189, 190, 192, 194, 197, 199, 201, 202, 204, 206, 209, 211, 213, 214, 216, 218, 221, 223, 225, 226, 228, 230, 233, 235, 237, 238, 240, 242, 245, 247, 249, 250, 252, 254, 257, 259, 261, 262, 264, 266, 269, 271, 273, 274, 276, 278, 281, 283, 285, 286, 288, 290, 293, 295, 297, 298, 300, 302, 305, 307, 309, 310, 312, 314, 317, 319, 321, 322, 324, 326, 329, 331, 333, 334, 336, 338, 341, 343, 345, 346, 348, 350, 353, 355, 357, 358, 360, 362, 365, 367, 369, 370, 372, 374, 377, 379, 381, 382, 384, 386, 389, 391, 393, 394, 396, 398, 401, 403, 405, 406, 408, 410, 413, 415, 417, 418, 420, 422, 425, 427, 429, 430, 432, 434, 437, 439, 441, 442, 444, 446, 449, 451, 453, 454, 456, 458, 461, 463, 465, 466, 468, 470, 473, 475, 477, 478, 480, 482, 485, 487, 489, 490, 492, 494, 497, 499, 501, 502, 504, 506, 509, 511, 513, 514, 516, 518, 521, 523, 525, 526, 528, 530, 533, 535, 537, 538, 540, 542, 545, 547, 549, 550, 552, 554, 557, 559, 561, 562, 564, 566, 569, 571, 573, 574, 576, 578, 581, 583, 585, 586, 588, 590, 593, 595, 597, 598, 600, 602, 605, 607, 609, 610, 612, 614, 617, 619, 621, 622, 624, 626, 629, 631, 633, 634, 636, 638, 641, 643, 645, 646, 648, 650, 653, 655, 657, 658, 660, 662, 665, 667, 669, 670, 672, 674, 677, 679, 681, 682, 684, 686, 689, 691, 693, 694, 696, 698, 701, 703, 705, 706, 708, 710, 713, 715, 717, 718, 720, 722, 725, 727, 729, 730, 732, 734, 737, 739, 741, 742, 744, 746, 749, 751, 753, 754, 756, 758, 761, 763, 765, 766, 768, 770, 773, 775, 777, 778, 780, 782, 785, 787, 789, 790, 792, 794, 797, 799, 801, 802, 804, 806, 809, 811, 813, 814, 816, 818, 821, 823, 825, 826, 828, 830, 833, 835, 837, 838, 840, 842, 845, 847, 849, 850, 852, 854, 857, 859, 861, 862, 864, 866, 869, 871, 873, 874, 876, 878, 881, 883, 885, 886, 888, 890, 893, 895, 897, 898, 900, 902, 905, 907, 909, 910, 912, 914, 917, 919, 921, 922, 924, 926, 929, 931, 933, 934, 936, 938, 941, 943, 945, 946, 948, 950, 953, 955, 957, 958, 960, 962, 965, 967, 969, 970, 972, 974, 977, 979, 981, 982, 984, 986, 989, 991, 993, 994, 996, 998, 1001, 1003, 1005, 1006, 1008, 1010, 1013, 1015, 1017, 1018, 1020, 1022, 1025, 1027, 1029, 1030, 1032, 1034, 1037, 1039, 1041, 1042, 1044, 1046, 1049, 1051, 1053, 1054, 1056, 1058, 1061, 1063, 1065, 1066, 1068, 1070, 1073, 1075, 1077, 1078, 1080, 1082, 1085, 1087, 1089, 1090, 1092, 1094, 1097, 1099, 1101, 1102, 1104, 1106, 1109, 1111, 1113, 1114, 1116, 1118, 1121, 1123, 1125, 1126, 1128, 1130, 1133, 1135, 1137, 1138, 1140, 1142, 1145, 1147, 1149, 1150, 1152, 1154, 1157, 1159, 1161, 1162, 1164, 1166, 1169, 1171, 1173, 1174, 1176, 1178, 1181, 1183, 1185, 1186, 1188, 1190, 1193, 1195, 1197, 1198], fallsBack: false),
            "https": Links.Namespace(rules: [1, 3, 4, 6, 8, 11, 13, 15, 16, 18, 20, 23, 25, 27, 28, 30, 32, 35, 37, 39, 40, 42, 44, 47, 49, 51, 52, 54, 56, 59, 61, 63, 64, 66, 68, 71, 73, 75, 76, 78, 80, 83, 85, 87, 88, 90, 92, 95, 97, 99, 100, 102, 104, 107, 109, 111, 112, 114, 116, 119, 121, 123, 124, 126, 128, 131, 133, 135, 136, 138, 140, 143, 145, 147, 148, 150, 152, 155, 157, 159, 160, 162, 164, 167, 169, 171, 172, 174, 176, 179, 181, 183, 184, 186, 188, 191, 193, 195, 196, 198, 200, 203, 205, 207, 208, 210, 212, 215, 217, 219, 220, 222, 224, 227, 229, 231, 232, 234, 236, 239, 241, 243, 244, 246, 248, 251, 253, 255, 256, 258, 260, 263, 265, 267, 268, 270, 272, 275, 277, 279, 280, 282, 284, 287, 289, 291, 292, 294, 296, 299, 301, 303, 304, 306, 308, 311, 313, 315, 316, 318, 320, 323, 325, 327, 328, 330, 332, 335, 337, 339, 340, 342, 344, 347, 349, 351, 352, 354, 356, 359, 361, 363, 364, 366, 368, 371, 373, 375, 376, 378, 380, 383, 385, 387, 388, 390, 392, 395, 397, 399, 400, 402, 404, 407, 409, 411, 412, 414, 416, 419, 421, 423, 424, 426, 428, 431, 433, 435, 436, 438, 440, 443, 445, 447, 448, 450, 452, 455, 457, 459, 460, 462, 464, 467, 469, 471, 472, 474, 476, 479, 481, 483, 484, 486, 488, 491, 493, 495, 496, 498, 500, 503, 505, 507, 508, 510, 512, 515, 517, 519, 520, 522, 524, 527, 529, 531, 532, 534, 536, 539, 541, 543, 544, 546, 548, 551, 553, 555, 556, 558, 560, 563, 565, 567, 568, 570, 572, 575, 577, 579, 580, 582, 584, 587, 589, 591, 592, 594, 596, 599, 601, 603, 604, 606, 608, 611, 613, 615, 616, 618, 620, 623, 625, 627, 628, 630, 632, 635, 637, 639, 640, 642, 644, 647, 649, 651, 652, 654, 656, 659, 661, 663, 664, 666, 668, 671, 673, 675, 676, 678, 680, 683, 685, 687, 688, 690, 692, 695, 697, 699, 700, 702, 704, 707, 709, 711, 712, 714, 716, 719, 721, 723, 724, 726, 728, 731, 733, 735, 736, 738, 740, 743, 745, 747, 748, 750, 752, 755, 757, 759, 760, 762, 764, 767, 769, 771, 772, 774, 776, 779, 781, 783, 784, 786, 788, 791, 793, 795, 796, 798, 800, 803, 805, 807, 808, 810, 812, 815, 817, 819, 820, 822, 824, 827, 829, 831, 832, 834, 836, 839, 841, 843, 844, 846, 848, 851, 853, 855, 856, 858, 860, 863, 865, 867, 868, 870, 872, 875, 877, 879, 880, 882, 884, 887, 889, 891, 892, 894, 896, 899, 901, 903, 904, 906, 908, 911, 913, 915, 916, 918, 920, 923, 925, 927, 928, 930, 932, 935, 937, 939, 940, 942, 944, 947, 949, 951, 952, 954, 956, 959, 961, 963, 964, 966, 968, 971, 973, 975, 976, 978, 980, 983, 985, 987, 988, 990, 992, 995, 997, 999, 1000, 1002, 1004, 1007, 1009, 1011, 1012, 1014, 1016, 1019, 1021, 1023, 1024, 1026, 1028, 1031, 1033, 1035, 1036, 1038, 1040, 1043, 1045, 1047, 1048, 1050, 1052, 1055, 1057, 1059, 1060, 1062, 1064, 1067, 1069, 1071, 1072, 1074, 1076, 1079, 1081, 1083, 1084, 1086, 1088, 1091, 1093, 1095, 1096, 1098, 1100, 1103, 1105, 1107, 1108, 1110, 1112, 1115, 1117, 1119, 1120, 1122, 1124, 1127, 1129, 1131, 1132, 1134, 1136, 1139, 1141, 1143, 1144, 1146, 1148, 1151, 1153, 1155, 1156, 1158, 1160, 1163, 1165, 1167, 1168, 1170, 1172, 1175, 1177, 1179, 1180, 1182, 1184, 1187, 1189, 1191, 1192, 1194, 1196, 1199], fallsBack: false),
        ],
        hosts: [:
        ],
        wildcardHosts: [
        ],
        global: Links.Namespace(rules: [], fallsBack: false),
        routeRules: [[0], [1], [2], [3, 4], [5], [6], [7], [8], [9, 10], [11], [12], [13], [14], [15, 16], [17], [18], [19], [20], [21, 22], [23], [24], [25], [26], [27, 28], [29], [30], [31], [32], [33, 34], [35], [36], [37], [38], [39, 40], [41], [42], [43], [44], [45, 46], [47], [48], [49], [50], [51, 52], [53], [54], [55], [56], [57, 58], [59], [60], [61], [62], [63, 64], [65], [66], [67], [68], [69, 70], [71], [72], [73], [74], [75, 76], [77], [78], [79], [80], [81, 82], [83], [84], [85], [86], [87, 88], [89], [90], [91], [92], [93, 94], [95], [96], [97], [98], [99, 100], [101], [102], [103], [104], [105, 106], [107], [108], [109], [110], [111, 112], [113], [114], [115], [116], [117, 118], [119], [120], [121], [122], [123, 124], [125], [126], [127], [128], [129, 130], [131], [132], [133], [134], [135, 136], [137], [138], [139], [140], [141, 142], [143], [144], [145], [146], [147, 148], [149], [150], [151], [152], [153, 154], [155], [156], [157], [158], [159, 160], [161], [162], [163], [164], [165, 166], [167], [168], [169], [170], [171, 172], [173], [174], [175], [176], [177, 178], [179], [180], [181], [182], [183, 184], [185], [186], [187], [188], [189, 190], [191], [192], [193], [194], [195, 196], [197], [198], [199], [200], [201, 202], [203], [204], [205], [206], [207, 208], [209], [210], [211], [212], [213, 214], [215], [216], [217], [218], [219, 220], [221], [222], [223], [224], [225, 226], [227], [228], [229], [230], [231, 232], [233], [234], [235], [236], [237, 238], [239], [240], [241], [242], [243, 244], [245], [246], [247], [248], [249, 250], [251], [252], [253], [254], [255, 256], [257], [258], [259], [260], [261, 262], [263], [264], [265], [266], [267, 268], [269], [270], [271], [272], [273, 274], [275], [276], [277], [278], [279, 280], [281], [282], [283], [284], [285, 286], [287], [288], [289], [290], [291, 292], [293], [294], [295], [296], [297, 298], [299], [300], [301], [302], [303, 304], [305], [306], [307], [308], [309, 310], [311], [312], [313], [314], [315, 316], [317], [318], [319], [320], [321, 322], [323], [324], [325], [326], [327, 328], [329], [330], [331], [332], [333, 334], [335], [336], [337], [338], [339, 340], [341], [342], [343], [344], [345, 346], [347], [348], [349], [350], [351, 352], [353], [354], [355], [356], [357, 358], [359], [360], [361], [362], [363, 364], [365], [366], [367], [368], [369, 370], [371], [372], [373], [374], [375, 376], [377], [378], [379], [380], [381, 382], [383], [384], [385], [386], [387, 388], [389], [390], [391], [392], [393, 394], [395], [396], [397], [398], [399, 400], [401], [402], [403], [404], [405, 406], [407], [408], [409], [410], [411, 412], [413], [414], [415], [416], [417, 418], [419], [420], [421], [422], [423, 424], [425], [426], [427], [428], [429, 430], [431], [432], [433], [434], [435, 436], [437], [438], [439], [440], [441, 442], [443], [444], [445], [446], [447, 448], [449], [450], [451], [452], [453, 454], [455], [456], [457], [458], [459, 460], [461], [462], [463], [464], [465, 466], [467], [468], [469], [470], [471, 472], [473], [474], [475], [476], [477, 478], [479], [480], [481], [482], [483, 484], [485], [486], [487], [488], [489, 490], [491], [492], [493], [494], [495, 496], [497], [498], [499], [500], [501, 502], [503], [504], [505], [506], [507, 508], [509], [510], [511], [512], [513, 514], [515], [516], [517], [518], [519, 520], [521], [522], [523], [524], [525, 526], [527], [528], [529], [530], [531, 532], [533], [534], [535], [536], [537, 538], [539], [540], [541], [542], [543, 544], [545], [546], [547], [548], [549, 550], [551], [552], [553], [554], [555, 556], [557], [558], [559], [560], [561, 562], [563], [564], [565], [566], [567, 568], [569], [570], [571], [572], [573, 574], [575], [576], [577], [578], [579, 580], [581], [582], [583], [584], [585, 586], [587], [588], [589], [590], [591, 592], [593], [594], [595], [596], [597, 598], [599], [600], [601], [602], [603, 604], [605], [606], [607], [608], [609, 610], [611], [612], [613], [614], [615, 616], [617], [618], [619], [620], [621, 622], [623], [624], [625], [626], [627, 628], [629], [630], [631], [632], [633, 634], [635], [636], [637], [638], [639, 640], [641], [642], [643], [644], [645, 646], [647], [648], [649], [650], [651, 652], [653], [654], [655], [656], [657, 658], [659], [660], [661], [662], [663, 664], [665], [666], [667], [668], [669, 670], [671], [672], [673], [674], [675, 676], [677], [678], [679], [680], [681, 682], [683], [684], [685], [686], [687, 688], [689], [690], [691], [692], [693, 694], [695], [696], [697], [698], [699, 700], [701], [702], [703], [704], [705, 706], [707], [708], [709], [710], [711, 712], [713], [714], [715], [716], [717, 718], [719], [720], [721], [722], [723, 724], [725], [726], [727], [728], [729, 730], [731], [732], [733], [734], [735, 736], [737], [738], [739], [740], [741, 742], [743], [744], [745], [746], [747, 748], [749], [750], [751], [752], [753, 754], [755], [756], [757], [758], [759, 760], [761], [762], [763], [764], [765, 766], [767], [768], [769], [770], [771, 772], [773], [774], [775], [776], [777, 778], [779], [780], [781], [782], [783, 784], [785], [786], [787], [788], [789, 790], [791], [792], [793], [794], [795, 796], [797], [798], [799], [800], [801, 802], [803], [804], [805], [806], [807, 808], [809], [810], [811], [812], [813, 814], [815], [816], [817], [818], [819, 820], [821], [822], [823], [824], [825, 826], [827], [828], [829], [830], [831, 832], [833], [834], [835], [836], [837, 838], [839], [840], [841], [842], [843, 844], [845], [846], [847], [848], [849, 850], [851], [852], [853], [854], [855, 856], [857], [858], [859], [860], [861, 862], [863], [864], [865], [866], [867, 868], [869], [870], [871], [872], [873, 874], [875], [876], [877], [878], [879, 880], [881], [882], [883], [884], [885, 886], [887], [888], [889], [890], [891, 892], [893], [894], [895], [896], [897, 898], [899], [900], [901], [902], [903, 904], [905], [906], [907], [908], [909, 910], [911], [912], [913], [914], [915, 916], [917], [918], [919], [920], [921, 922], [923], [924], [925], [926], [927, 928], [929], [930], [931], [932], [933, 934], [935], [936], [937], [938], [939, 940], [941], [942], [943], [944], [945, 946], [947], [948], [949], [950], [951, 952], [953], [954], [955], [956], [957, 958], [959], [960], [961], [962], [963, 964], [965], [966], [967], [968], [969, 970], [971], [972], [973], [974], [975, 976], [977], [978], [979], [980], [981, 982], [983], [984], [985], [986], [987, 988], [989], [990], [991], [992], [993, 994], [995], [996], [997], [998], [999, 1000], [1001], [1002], [1003], [1004], [1005, 1006], [1007], [1008], [1009], [1010], [1011, 1012], [1013], [1014], [1015], [1016], [1017, 1018], [1019], [1020], [1021], [1022], [1023, 1024], [1025], [1026], [1027], [1028], [1029, 1030], [1031], [1032], [1033], [1034], [1035, 1036], [1037], [1038], [1039], [1040], [1041, 1042], [1043], [1044], [1045], [1046], [1047, 1048], [1049], [1050], [1051], [1052], [1053, 1054], [1055], [1056], [1057], [1058], [1059, 1060], [1061], [1062], [1063], [1064], [1065, 1066], [1067], [1068], [1069], [1070], [1071, 1072], [1073], [1074], [1075], [1076], [1077, 1078], [1079], [1080], [1081], [1082], [1083, 1084], [1085], [1086], [1087], [1088], [1089, 1090], [1091], [1092], [1093], [1094], [1095, 1096], [1097], [1098], [1099], [1100], [1101, 1102], [1103], [1104], [1105], [1106], [1107, 1108], [1109], [1110], [1111], [1112], [1113, 1114], [1115], [1116], [1117], [1118], [1119, 1120], [1121], [1122], [1123], [1124], [1125, 1126], [1127], [1128], [1129], [1130], [1131, 1132], [1133], [1134], [1135], [1136], [1137, 1138], [1139], [1140], [1141], [1142], [1143, 1144], [1145], [1146], [1147], [1148], [1149, 1150], [1151], [1152], [1153], [1154], [1155, 1156], [1157], [1158], [1159], [1160], [1161, 1162], [1163], [1164], [1165], [1166], [1167, 1168], [1169], [1170], [1171], [1172], [1173, 1174], [1175], [1176], [1177], [1178], [1179, 1180], [1181], [1182], [1183], [1184], [1185, 1186], [1187], [1188], [1189], [1190], [1191, 1192], [1193], [1194], [1195], [1196], [1197, 1198], [1199]],
        routeNamespaces: ["acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https", "acme", "https"],
        names: ["section0.view", "section1.view", "section2.view", "section3.view", "section4.view", "section5.view", "section6.view", "section7.view", "section8.view", "section9.view", "section10.view", "section11.view", "section12.view", "section13.view", "section14.view", "section15.view", "section16.view", "section17.view", "section18.view", "section19.view", "section20.view", "section21.view", "section22.view", "section23.view", "section24.view", "section25.view", "section26.view", "section27.view", "section28.view", "section29.view", "section30.view", "section31.view", "section32.view", "section33.view", "section34.view", "section35.view", "section36.view", "section37.view", "section38.view", "section39.view", "section40.view", "section41.view", "section42.view", "section43.view", "section44.view", "section45.view", "section46.view", "section47.view", "section48.view", "section49.view", "section50.view", "section51.view", "section52.view", "section53.view", "section54.view", "section55.view", "section56.view", "section57.view", "section58.view", "section59.view", "section60.view", "section61.view", "section62.view", "section63.view", "section64.view", "section65.view", "section66.view", "section67.view", "section68.view", "section69.view", "section70.view", "section71.view", "section72.view", "section73.view", "section74.view", "section75.view", "section76.view", "section77.view", "section78.view", "section79.view", "section80.view", "section81.view", "section82.view", "section83.view", "section84.view", "section85.view", "section86.view", "section87.view", "section88.view", "section89.view", "section90.view", "section91.view", "section92.view", "section93.view", "section94.view", "section95.view", "section96.view", "section97.view", "section98.view", "section99.view", "section100.view", "section101.view", "section102.view", "section103.view", "section104.view", "section105.view", "section106.view", "section107.view", "section108.view", "section109.view", "section110.view", "section111.view", "section112.view", "section113.view", "section114.view", "section115.view", "section116.view", "section117.view", "section118.view", "section119.view", "section120.view", "section121.view", "section122.view", "section123.view", "section124.view", "section125.view", "section126.view", "section127.view", "section128.view", "section129.view", "section130.view", "section131.view", "section132.view", "section133.view", "section134.view", "section135.view", "section136.view", "section137.view", "section138.view", "section139.view", "section140.view", "section141.view", "section142.view", "section143.view", "section144.view", "section145.view", "section146.view", "section147.view", "section148.view", "section149.view", "section150.view", "section151.view", "section152.view", "section153.view", "section154.view", "section155.view", "section156.view", "section157.view", "section158.view", "section159.view", "section160.view", "section161.view", "section162.view", "section163.view", "section164.view", "section165.view", "section166.view", "section167.view", "section168.view", "section169.view", "section170.view", "section171.view", "section172.view", "section173.view", "section174.view", "section175.view", "section176.view", "section177.view", "section178.view", "section179.view", "section180.view", "section181.view", "section182.view", "section183.view", "section184.view", "section185.view", "section186.view", "section187.view", "section188.view", "section189.view", "section190.view", "section191.view", "section192.view", "section193.view", "section194.view", "section195.view", "section196.view", "section197.view", "section198.view", "section199.view", "section200.view", "section201.view", "section202.view", "section203.view", "section204.view", "section205.view", "section206.view", "section207.view", "section208.view", "section209.view", "section210.view", "section211.view", "section212.view", "section213.view", "section214.view", "section215.view", "section216.view", "section217.view", "section218.view", "section219.view", "section220.view", "section221.view", "section222.view", "section223.view", "section224.view", "section225.view", "section226.view", "section227.view", "section228.view", "section229.view", "section230.view", "section231.view", "section232.view", "section233.view", "section234.view", "section235.view", "section236.view", "section237.view", "section238.view", "section239.view", "section240.view", "section241.view", "section242.view", "section243.view", "section244.view", "section245.view", "section246.view", "section247.view", "section248.view", "section249.view", "section250.view", "section251.view", "section252.view", "section253.view", "section254.view", "section255.view", "section256.view", "section257.view", "section258.view", "section259.view", "section260.view", "section261.view", "section262.view", "section263.view", "section264.view", "section265.view", "section266.view", "section267.view", "section268.view", "section269.view", "section270.view", "section271.view", "section272.view", "section273.view", "section274.view", "section275.view", "section276.view", "section277.view", "section278.view", "section279.view", "section280.view", "section281.view", "section282.view", "section283.view", "section284.view", "section285.view", "section286.view", "section287.view", "section288.view", "section289.view", "section290.view", "section291.view", "section292.view", "section293.view", "section294.view", "section295.view", "section296.view", "section297.view", "section298.view", "section299.view", "section300.view", "section301.view", "section302.view", "section303.view", "section304.view", "section305.view", "section306.view", "section307.view", "section308.view", "section309.view", "section310.view", "section311.view", "section312.view", "section313.view", "section314.view", "section315.view", "section316.view", "section317.view", "section318.view", "section319.view", "section320.view", "section321.view", "section322.view", "section323.view", "section324.view", "section325.view", "section326.view", "section327.view", "section328.view", "section329.view", "section330.view", "section331.view", "section332.view", "section333.view", "section334.view", "section335.view", "section336.view", "section337.view", "section338.view", "section339.view", "section340.view", "section341.view", "section342.view", "section343.view", "section344.view", "section345.view", "section346.view", "section347.view", "section348.view", "section349.view", "section350.view", "section351.view", "section352.view", "section353.view", "section354.view", "section355.view", "section356.view", "section357.view", "section358.view", "section359.view", "section360.view", "section361.view", "section362.view", "section363.view", "section364.view", "section365.view", "section366.view", "section367.view", "section368.view", "section369.view", "section370.view", "section371.view", "section372.view", "section373.view", "section374.view", "section375.view", "section376.view", "section377.view", "section378.view", "section379.view", "section380.view", "section381.view", "section382.view", "section383.view", "section384.view", "section385.view", "section386.view", "section387.view", "section388.view", "section389.view", "section390.view", "section391.view", "section392.view", "section393.view", "section394.view", "section395.view", "section396.view", "section397.view", "section398.view", "section399.view", "section400.view", "section401.view", "section402.view", "section403.view", "section404.view", "section405.view", "section406.view", "section407.view", "section408.view", "section409.view", "section410.view", "section411.view", "section412.view", "section413.view", "section414.view", "section415.view", "section416.view", "section417.view", "section418.view", "section419.view", "section420.view", "section421.view", "section422.view", "section423.view", "section424.view", "section425.view", "section426.view", "section427.view", "section428.view", "section429.view", "section430.view", "section431.view", "section432.view", "section433.view", "section434.view", "section435.view", "section436.view", "section437.view", "section438.view", "section439.view", "section440.view", "section441.view", "section442.view", "section443.view", "section444.view", "section445.view", "section446.view", "section447.view", "section448.view", "section449.view", "section450.view", "section451.view", "section452.view", "section453.view", "section454.view", "section455.view", "section456.view", "section457.view", "section458.view", "section459.view", "section460.view", "section461.view", "section462.view", "section463.view", "section464.view", "section465.view", "section466.view", "section467.view", "section468.view", "section469.view", "section470.view", "section471.view", "section472.view", "section473.view", "section474.view", "section475.view", "section476.view", "section477.view", "section478.view", "section479.view", "section480.view", "section481.view", "section482.view", "section483.view", "section484.view", "section485.view", "section486.view", "section487.view", "section488.view", "section489.view", "section490.view", "section491.view", "section492.view", "section493.view", "section494.view", "section495.view", "section496.view", "section497.view", "section498.view", "section499.view", "section500.view", "section501.view", "section502.view", "section503.view", "section504.view", "section505.view", "section506.view", "section507.view", "section508.view", "section509.view", "section510.view", "section511.view", "section512.view", "section513.view", "section514.view", "section515.view", "section516.view", "section517.view", "section518.view", "section519.view", "section520.view", "section521.view", "section522.view", "section523.view", "section524.view", "section525.view", "section526.view", "section527.view", "section528.view", "section529.view", "section530.view", "section531.view", "section532.view", "section533.view", "section534.view", "section535.view", "section536.view", "section537.view", "section538.view", "section539.view", "section540.view", "section541.view", "section542.view", "section543.view", "section544.view", "section545.view", "section546.view", "section547.view", "section548.view", "section549.view", "section550.view", "section551.view", "section552.view", "section553.view", "section554.view", "section555.view", "section556.view", "section557.view", "section558.view", "section559.view", "section560.view", "section561.view", "section562.view", "section563.view", "section564.view", "section565.view", "section566.view", "section567.view", "section568.view", "section569.view", "section570.view", "section571.view", "section572.view", "section573.view", "section574.view", "section575.view", "section576.view", "section577.view", "section578.view", "section579.view", "section580.view", "section581.view", "section582.view", "section583.view", "section584.view", "section585.view", "section586.view", "section587.view", "section588.view", "section589.view", "section590.view", "section591.view", "section592.view", "section593.view", "section594.view", "section595.view", "section596.view", "section597.view", "section598.view", "section599.view", "section600.view", "section601.view", "section602.view", "section603.view", "section604.view", "section605.view", "section606.view", "section607.view", "section608.view", "section609.view", "section610.view", "section611.view", "section612.view", "section613.view", "section614.view", "section615.view", "section616.view", "section617.view", "section618.view", "section619.view", "section620.view", "section621.view", "section622.view", "section623.view", "section624.view", "section625.view", "section626.view", "section627.view", "section628.view", "section629.view", "section630.view", "section631.view", "section632.view", "section633.view", "section634.view", "section635.view", "section636.view", "section637.view", "section638.view", "section639.view", "section640.view", "section641.view", "section642.view", "section643.view", "section644.view", "section645.view", "section646.view", "section647.view", "section648.view", "section649.view", "section650.view", "section651.view", "section652.view", "section653.view", "section654.view", "section655.view", "section656.view", "section657.view", "section658.view", "section659.view", "section660.view", "section661.view", "section662.view", "section663.view", "section664.view", "section665.view", "section666.view", "section667.view", "section668.view", "section669.view", "section670.view", "section671.view", "section672.view", "section673.view", "section674.view", "section675.view", "section676.view", "section677.view", "section678.view", "section679.view", "section680.view", "section681.view", "section682.view", "section683.view", "section684.view", "section685.view", "section686.view", "section687.view", "section688.view", "section689.view", "section690.view", "section691.view", "section692.view", "section693.view", "section694.view", "section695.view", "section696.view", "section697.view", "section698.view", "section699.view", "section700.view", "section701.view", "section702.view", "section703.view", "section704.view", "section705.view", "section706.view", "section707.view", "section708.view", "section709.view", "section710.view", "section711.view", "section712.view", "section713.view", "section714.view", "section715.view", "section716.view", "section717.view", "section718.view", "section719.view", "section720.view", "section721.view", "section722.view", "section723.view", "section724.view", "section725.view", "section726.view", "section727.view", "section728.view", "section729.view", "section730.view", "section731.view", "section732.view", "section733.view", "section734.view", "section735.view", "section736.view", "section737.view", "section738.view", "section739.view", "section740.view", "section741.view", "section742.view", "section743.view", "section744.view", "section745.view", "section746.view", "section747.view", "section748.view", "section749.view", "section750.view", "section751.view", "section752.view", "section753.view", "section754.view", "section755.view", "section756.view", "section757.view", "section758.view", "section759.view", "section760.view", "section761.view", "section762.view", "section763.view", "section764.view", "section765.view", "section766.view", "section767.view", "section768.view", "section769.view", "section770.view", "section771.view", "section772.view", "section773.view", "section774.view", "section775.view", "section776.view", "section777.view", "section778.view", "section779.view", "section780.view", "section781.view", "section782.view", "section783.view", "section784.view", "section785.view", "section786.view", "section787.view", "section788.view", "section789.view", "section790.view", "section791.view", "section792.view", "section793.view", "section794.view", "section795.view", "section796.view", "section797.view", "section798.view", "section799.view", "section800.view", "section801.view", "section802.view", "section803.view", "section804.view", "section805.view", "section806.view", "section807.view", "section808.view", "section809.view", "section810.view", "section811.view", "section812.view", "section813.view", "section814.view", "section815.view", "section816.view", "section817.view", "section818.view", "section819.view", "section820.view", "section821.view", "section822.view", "section823.view", "section824.view", "section825.view", "section826.view", "section827.view", "section828.view", "section829.view", "section830.view", "section831.view", "section832.view", "section833.view", "section834.view", "section835.view", "section836.view", "section837.view", "section838.view", "section839.view", "section840.view", "section841.view", "section842.view", "section843.view", "section844.view", "section845.view", "section846.view", "section847.view", "section848.view", "section849.view", "section850.view", "section851.view", "section852.view", "section853.view", "section854.view", "section855.view", "section856.view", "section857.view", "section858.view", "section859.view", "section860.view", "section861.view", "section862.view", "section863.view", "section864.view", "section865.view", "section866.view", "section867.view", "section868.view", "section869.view", "section870.view", "section871.view", "section872.view", "section873.view", "section874.view", "section875.view", "section876.view", "section877.view", "section878.view", "section879.view", "section880.view", "section881.view", "section882.view", "section883.view", "section884.view", "section885.view", "section886.view", "section887.view", "section888.view", "section889.view", "section890.view", "section891.view", "section892.view", "section893.view", "section894.view", "section895.view", "section896.view", "section897.view", "section898.view", "section899.view", "section900.view", "section901.view", "section902.view", "section903.view", "section904.view", "section905.view", "section906.view", "section907.view", "section908.view", "section909.view", "section910.view", "section911.view", "section912.view", "section913.view", "section914.view", "section915.view", "section916.view", "section917.view", "section918.view", "section919.view", "section920.view", "section921.view", "section922.view", "section923.view", "section924.view", "section925.view", "section926.view", "section927.view", "section928.view", "section929.view", "section930.view", "section931.view", "section932.view", "section933.view", "section934.view", "section935.view", "section936.view", "section937.view", "section938.view", "section939.view", "section940.view", "section941.view", "section942.view", "section943.view", "section944.view", "section945.view", "section946.view", "section947.view", "section948.view", "section949.view", "section950.view", "section951.view", "section952.view", "section953.view", "section954.view", "section955.view", "section956.view", "section957.view", "section958.view", "section959.view", "section960.view", "section961.view", "section962.view", "section963.view", "section964.view", "section965.view", "section966.view", "section967.view", "section968.view", "section969.view", "section970.view", "section971.view", "section972.view", "section973.view", "section974.view", "section975.view", "section976.view", "section977.view", "section978.view", "section979.view", "section980.view", "section981.view", "section982.view", "section983.view", "section984.view", "section985.view", "section986.view", "section987.view", "section988.view", "section989.view", "section990.view", "section991.view", "section992.view", "section993.view", "section994.view", "section995.view", "section996.view", "section997.view", "section998.view", "section999.view"]
    )
}
