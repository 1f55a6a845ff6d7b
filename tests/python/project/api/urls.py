from django_cfg import add_django_cfg_urls

urlpatterns = add_django_cfg_urls([])
