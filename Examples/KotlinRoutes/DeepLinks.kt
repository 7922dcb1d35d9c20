// An Android app's deep-link handling on the sealed class that
// `urlroutes generate kotlin Examples/routes.table --package com.acme.links` writes
// (AppRoute.kt, from a Gradle task into build/generated). Nothing here depends on URLRoutes:
// the class uses only the Kotlin standard library and java.util. The package's tests compile
// this file with the generated class and run it.
package com.acme.links

/** The screens a link can open. */
sealed class Screen {
    object Home : Screen()
    data class Product(val id: Int) : Screen()
    data class Reviews(val productID: Int, val page: Int) : Screen()
    data class Order(val id: String, val tracking: Boolean) : Screen()
    data class HelpArticle(val article: String) : Screen()
    object NotFound : Screen()
}

/** What an Activity's onCreate or onNewIntent calls with `intent.data.toString()`. */
fun screenForLink(link: String): Screen = when (val route = AppRoute.parse(link)) {
    null -> Screen.NotFound
    is AppRoute.Home -> Screen.Home
    is AppRoute.ProductShow -> route.id.toIntOrNull()?.let { Screen.Product(it) } ?: Screen.NotFound
    is AppRoute.WebProduct -> route.id.toIntOrNull()?.let { Screen.Product(it) } ?: Screen.NotFound
    is AppRoute.ShopProduct -> route.id.toIntOrNull()?.let { Screen.Product(it) } ?: Screen.NotFound
    is AppRoute.ProductReviews ->
        route.id.toIntOrNull()?.let { Screen.Reviews(it, route.page?.toIntOrNull() ?: 1) } ?: Screen.NotFound
    is AppRoute.OrderShow -> Screen.Order(route.orderID, tracking = route.action == "track")
    is AppRoute.WebOrder -> Screen.Order(route.orderID, tracking = false)
    is AppRoute.HelpArticle -> Screen.HelpArticle(route.article)
    // The app's other screens; a new route in the table lands here until it is handled.
    else -> Screen.Home
}

/** The link a share sheet offers for a product: the app's own scheme, or the web shop. */
fun shareLink(productID: Int, web: Boolean): String =
    if (web) AppRoute.WebProduct(productID.toString(), null).url(host = "www.acme.example")
    else AppRoute.ProductShow(productID.toString()).url()
